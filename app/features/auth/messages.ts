import { PASSWORD_MIN, REGISTERED_MESSAGE } from '#core/accounts/account-rules';

/**
 * The words of the account screens (spec sections 2 and 8). The rules they share with the API
 * come from core/rules/account, which is free of zod (the storefront never ships it).
 */

export const AUTH_TEXT = {
  welcome: 'Welcome back!',
  loggedInAs: (name: string) => `Logged in as ${name}`,
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registered: 'Registration successful!',
  /** The server's own message, used when it sends none. */
  registeredText: REGISTERED_MESSAGE,
  registeredToastFallback: 'Please check your email to verify your account.',
  redirecting: 'Redirecting to sign in...',
  passwordsDiffer: 'Passwords do not match',
  passwordHint: `At least ${PASSWORD_MIN} characters.`,
  resetSent: 'Password reset sent',
  resetFailed: 'Reset failed',
  resetSendFallback: 'Could not send password reset email',
  resetFallback: 'Password reset failed',
  somethingWrong: 'Something went wrong',
  profileUpdated: 'Profile updated',
  profileUpdatedText: 'Your profile has been updated successfully',
  updateFailed: 'Update failed',
  updateFallback: 'Profile update failed',
  noUser: 'No user logged in',
  passwordChanged: 'Password changed',
} as const;
