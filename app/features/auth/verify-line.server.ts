import { AUTH_MESSAGES } from '#core/schemas/auth';
import { translator, type Lang, type MessageKey } from '~/lib/i18n/i18n';
import { pageStrings } from '~/lib/i18n/language.server';

/** The service's answers to a verification link (the spec's English), said in the page's language. */
const LINES: Record<string, MessageKey> = {
  [AUTH_MESSAGES.verified]: 'verify.line.verified',
  [AUTH_MESSAGES.alreadyVerified]: 'verify.line.alreadyVerified',
  [AUTH_MESSAGES.badVerifyToken]: 'verify.line.badToken',
};

export const BAD_TOKEN = AUTH_MESSAGES.badVerifyToken;

export function verifyLine(message: string, lang: Lang): string {
  return LINES[message] ? translator(pageStrings('verifyLine', lang))(LINES[message]) : message;
}
