import { ADDRESS_MESSAGES } from '#core/delivery/address';
import { PHONE_MESSAGES } from '#core/phone';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';

/**
 * The checks core shares with the API say what is wrong in the spec's English; the checkout shows them
 * in the page's language. The server translates its own answers (server/i18n/api-messages.ts).
 */
const KEYS: Record<string, MessageKey> = {
  [PHONE_MESSAGES.invalidTitle]: 'form.phoneInvalidTitle',
  [PHONE_MESSAGES.invalid]: 'form.phoneInvalid',
  [PHONE_MESSAGES.format]: 'form.phoneFormat',
  [PHONE_MESSAGES.prefix]: 'form.phonePrefix',
  [PHONE_MESSAGES.amount]: 'form.amount',
  [ADDRESS_MESSAGES.county]: 'form.county',
  [ADDRESS_MESSAGES.town]: 'form.town',
  [ADDRESS_MESSAGES.street]: 'form.street',
  [ADDRESS_MESSAGES.phone]: 'form.riderPhone',
  // validate.ts's title for an amount M-Pesa does not take.
  'Invalid amount': 'form.invalidAmount',
};
const FIELDS: Record<string, MessageKey> = { 'Town or area': 'delivery.town', 'Street or building': 'delivery.street', Landmark: 'delivery.landmark' };

export function formMessage(t: Translate, message: string): string;
export function formMessage(t: Translate, message: string | undefined): string | undefined;
export function formMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  if (KEYS[message]) return t(KEYS[message]);
  const long = /^(.+) must be at most (\d+) characters$/.exec(message);
  return long && FIELDS[long[1]] ? t('form.tooLong', { field: t(FIELDS[long[1]]), max: long[2] }) : message;
}
