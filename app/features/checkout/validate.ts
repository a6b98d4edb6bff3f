import { mpesaAmount, normalizeMpesaPhone, type PhoneCode } from '#core/payments/phone';
import type { Translate } from '~/lib/i18n/i18n';

/** A refusal as a code (core's PHONE_MESSAGES key): the form says it in the page's language. */
export type MpesaCheck =
  | { ok: true; phone: string; amount: number }
  | { ok: false; field: 'phone'; code: PhoneCode }
  | { ok: false; field: 'amount'; code: 'amount' };

/**
 * Spec section 5, checked in the browser before anything is sent: the phone (digits, 9 to 12 of
 * them, a leading 0 becomes 254, must start with 254) and the amount (rounded, 10 to 150,000).
 */
export function checkMpesaPayment(rawPhone: string, total: number): MpesaCheck {
  const phone = normalizeMpesaPhone(rawPhone);
  if (!phone.ok) return { ok: false, field: 'phone', code: phone.code };
  const amount = mpesaAmount(total);
  if (!amount.ok) return { ok: false, field: 'amount', code: 'amount' };
  return { ok: true, phone: phone.phone, amount: amount.amount };
}

/** 'Payment failed: {reason}', without doubling the prefix when the server already wrote it (in either language). */
export function paymentFailedText(reason: string, t?: Translate): string {
  if (/^(payment failed|malipo hayakufanikiwa):/i.test(reason)) return reason;
  return t ? t('pay.failedText', { reason }) : `Payment failed: ${reason}`;
}
