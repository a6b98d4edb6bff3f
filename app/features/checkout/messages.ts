import type { MessageKey, Translate } from '~/lib/i18n/i18n';
import type { MpesaCheck } from './validate';

/**
 * The M-Pesa form's own checks (core/payments/phone) in the page's language, from their codes; the
 * address form's are in address-messages.ts, so My Orders (which pays but never asks for an address)
 * does not load the address rules. The server says its own answers from the catalogue's codes.
 */
const DESCRIPTIONS: Record<Exclude<MpesaCheck, { ok: true }>['code'], MessageKey> = {
  invalid: 'form.phoneInvalid',
  format: 'form.phoneFormat',
  prefix: 'form.phonePrefix',
  amount: 'form.amount',
};

export function mpesaCheckText(t: Translate, check: Exclude<MpesaCheck, { ok: true }>) {
  return {
    title: t(check.field === 'phone' ? 'form.phoneInvalidTitle' : 'form.invalidAmount'),
    description: t(DESCRIPTIONS[check.code]),
  };
}
