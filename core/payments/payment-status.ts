/** The life of one M-Pesa payment (decision 004): the database's enum and the `/api` schemas read it. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
