import { mpesaAmount, normalizeMpesaPhone, PHONE_MESSAGES } from '#core/payments/phone';
import type { Translate } from '~/lib/i18n/i18n';

export type MpesaCheck =
  | { ok: true; phone: string; amount: number }
  | { ok: false; field: 'phone' | 'amount'; title: string; description: string };

/**
 * Spec section 5, checked in the browser before anything is sent: the phone (digits, 9 to 12 of
 * them, a leading 0 becomes 254, must start with 254) and the amount (rounded, 10 to 150,000).
 */
export function checkMpesaPayment(rawPhone: string, total: number): MpesaCheck {
  const phone = normalizeMpesaPhone(rawPhone);
  if (!phone.ok) return { ok: false, field: 'phone', title: PHONE_MESSAGES.invalidTitle, description: phone.message };
  const amount = mpesaAmount(total);
  if (!amount.ok) return { ok: false, field: 'amount', title: 'Invalid amount', description: amount.message };
  return { ok: true, phone: phone.phone, amount: amount.amount };
}

/** 'Payment failed: {reason}', without doubling the prefix when the server already wrote it (in either language). */
export function paymentFailedText(reason: string, t?: Translate): string {
  if (/^(payment failed|malipo hayakufanikiwa):/i.test(reason)) return reason;
  return t ? t('pay.failedText', { reason }) : `Payment failed: ${reason}`;
}
