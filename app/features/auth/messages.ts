/**
 * The words of the account screens (spec sections 2 and 8). Kept free of zod: core/schemas/auth
 * would pull the whole validation library into the browser bundle. messages.test.ts checks that
 * the shared values still agree with core/schemas/auth.
 */
export const PASSWORD_MIN = 8;

export const AUTH_TEXT = {
  welcome: 'Welcome back!',
  loggedInAs: (name: string) => `Logged in as ${name}`,
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registered: 'Registration successful!',
  /** The server's own message, used when it sends none. */
  registeredText: 'Registration successful! Please check your email to verify your account.',
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
