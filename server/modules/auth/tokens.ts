import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session, verification and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their hash, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
