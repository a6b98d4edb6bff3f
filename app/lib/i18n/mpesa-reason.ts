import type { Translate } from './i18n';

/**
 * M-Pesa's result codes a shopper can meet (shared/reference/mpesa-daraja.md), said in the shop's own
 * words and in the page's language: Daraja's descriptions are English and written for developers
 * ("DS timeout user cannot be reached"). Staff still see M-Pesa's own text in the admin payments list.
 */
export const MPESA_REASON_CODES = [1, 2, 3, 4, 8, 17, 1019, 1025, 1032, 1037, 2001] as const;
type Code = (typeof MPESA_REASON_CODES)[number];
const known = (code: number): code is Code => (MPESA_REASON_CODES as readonly number[]).includes(code);

/** The reason a failed payment gives the shopper; M-Pesa's own text for a code not listed above. */
export function mpesaReason(
  t: Translate,
  payment: { resultCode: number | null; resultDesc: string | null },
): string | null {
  if (payment.resultCode !== null && known(payment.resultCode)) return t(`mpesa.reason.${payment.resultCode}`);
  return payment.resultDesc || null;
}
