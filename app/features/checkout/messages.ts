import { PHONE_MESSAGES } from '#core/payments/phone';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';

/**
 * The checks core shares with the API say what is wrong in the spec's English; the checkout shows them
 * in the page's language (the server translates its own answers: server/i18n/api-messages.ts). The
 * M-Pesa form's, here; the address form's in address-messages.ts, so My Orders (which pays but never
 * asks for an address) does not load the address rules.
 */
const KEYS: Record<string, MessageKey> = {
  [PHONE_MESSAGES.invalidTitle]: 'form.phoneInvalidTitle',
  [PHONE_MESSAGES.invalid]: 'form.phoneInvalid',
  [PHONE_MESSAGES.format]: 'form.phoneFormat',
  [PHONE_MESSAGES.prefix]: 'form.phonePrefix',
  [PHONE_MESSAGES.amount]: 'form.amount',
  // validate.ts's title for an amount M-Pesa does not take.
  'Invalid amount': 'form.invalidAmount',
};

export function formMessage(t: Translate, message: string, more?: (message: string) => string | undefined): string;
export function formMessage(
  t: Translate,
  message: string | undefined,
  more?: (message: string) => string | undefined,
): string | undefined;
export function formMessage(t: Translate, message: string | undefined, more?: (message: string) => string | undefined) {
  if (!message) return message;
  return KEYS[message] ? t(KEYS[message]) : (more?.(message) ?? message);
}
