import { z } from 'zod';
import { ROLES } from '../catalog/product-status';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, REGISTERED_MESSAGE } from '../accounts/account-rules';

/** What the account schemas answer (the forms prevent these before sending). */
export const ACCOUNT_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  currentPasswordRequired: 'Current password is required',
} as const;
const M = ACCOUNT_FIELD_MESSAGES;

export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX)
  .pipe(z.email(M.emailInvalid))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(PASSWORD_MIN, M.passwordTooShort)
  .max(PASSWORD_MAX, M.passwordTooLong);

export const nameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(NAME_MAX, M.nameTooLong);

export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX),
});
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ password: passwordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** A user as the `/api` sends it: never a hash or a token. */
export const publicUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  /** Issue 20: 'staff' manage orders and products; only an 'admin' manages users, settings and staff. */
  role: z.enum(ROLES),
  /** Issue 20: a disabled account cannot sign in; its orders are kept. */
  disabled: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({ user: publicUserSchema, token: z.string() });
export const meResponseSchema = z.object({ user: publicUserSchema });

export const AUTH_MESSAGES = {
  registered: REGISTERED_MESSAGE,
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
  staffRequired: 'Not authorized as staff',
  accountDisabled: 'This account has been disabled. Please contact the shop if you think this is a mistake.',
  verifyRequired: 'Please verify your email address first. Check your inbox for the verification link.',
  loggedOut: 'Logged out',
} as const;
