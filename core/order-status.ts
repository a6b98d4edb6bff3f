/**
 * The life of an order and of an M-Pesa payment (decisions 004 and 021). One list each: the database's
 * enums, the `/api` schemas and the screens that label them all read these.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'dispatched',
  'delivered',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Stages that count as paid money the shop keeps (revenue, reviews, receipts). */
export const PAID_STAGES: readonly OrderStatus[] = ['paid', 'processing', 'dispatched', 'delivered', 'collected'];
/** The spec's 'completed': the goods reached the shopper. */
export const DONE_STAGES: readonly OrderStatus[] = ['delivered', 'collected'];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
