import { z } from 'zod';

export const PASSWORD_MIN = 8;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters');

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ password: passwordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: passwordSchema,
});

/** A user as the `/api` sends it: never a hash or a token. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

export const AUTH_MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  resetDone: 'Your password has been reset. You can now sign in.',
  badResetToken: 'This password reset link is invalid or has expired',
  badVerifyToken: 'This verification link is invalid or has expired',
  verified: 'Your email address has been verified.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
  wrongPassword: 'Current password is incorrect',
  signInRequired: 'Not authorized, please sign in',
  adminRequired: 'Not authorized as an admin',
  verifyRequired: 'Please verify your email address first. Check your inbox for the verification link.',
  loggedOut: 'Logged out',
} as const;
