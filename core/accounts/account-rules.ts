/**
 * Account limits (spec section 5) without zod: the API's schemas (core/schemas/auth) and the account
 * forms both read them, and the forms stay free of the validation library.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** The spec's sign-up success text: the server answers with it and the form falls back to it. */
export const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';
