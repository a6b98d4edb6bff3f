import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Short signed tokens for the links in alert texts: `<kind><id base 36>.<8 characters of HMAC>`. Short
 * because an SMS has 160 characters; 48 bits of signature is plenty for a link that only stops alerts.
 * Kinds: 'u' stops every alert of a signed-in shopper (id: user), 'g' every alert of a guest's contact
 * (id: the stock_alerts row that carries it).
 */
export type TokenKind = 'u' | 'g';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url').slice(0, 8);

export function makeToken(secret: string, kind: TokenKind, id: number) {
  const body = `${kind}${id.toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

export function readToken(secret: string, token: string): { kind: TokenKind; id: number } | null {
  const m = /^([ug])([0-9a-z]{1,10})\.([A-Za-z0-9_-]{8})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(secret, `${m[1]}${m[2]}`));
  const given = Buffer.from(m[3]);
  if (!timingSafeEqual(expected, given)) return null;
  const id = parseInt(m[2], 36);
  return Number.isSafeInteger(id) && id > 0 ? { kind: m[1] as TokenKind, id } : null;
}

/** A guest's confirmation link carries a random code; only its hash is stored (like e-mail tokens). */
export const newConfirmCode = () => randomBytes(12).toString('base64url');
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
