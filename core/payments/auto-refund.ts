/**
 * Automatic refunds (issue 33, decision 060): what the owner may turn on in Settings. 'b2c' pays the
 * refund due to the payer's phone (Daraja's B2C API, from the Utility account, KES 10 at least);
 * 'reversal' reverses the original M-Pesa payment by its receipt (Daraja's Reversal API, the customer
 * gets the very payment back). Off: the owner refunds from the M-Pesa portal and records it.
 */
export const AUTO_REFUND_MODES = ['off', 'b2c', 'reversal'] as const;
export type AutoRefundMode = (typeof AUTO_REFUND_MODES)[number];

/** Daraja's B2C minimum (reference §7): less than this is left to the owner. */
export const B2C_MIN_AMOUNT = 10;
/** Daraja's B2C maximum per transaction: more is paid in parts. */
export const B2C_MAX_AMOUNT = 250_000;
