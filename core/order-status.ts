/**
 * The life of an order and of an M-Pesa payment (decision 004). One list each: the database's
 * enums, the `/api` schemas and the screens that label them all read these.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'delivered', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
