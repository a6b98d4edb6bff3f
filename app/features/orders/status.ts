import type { OrderStatus } from '#core/order-status';
import type { Payment } from '#core/schemas/payments';

/** Readable order states (the order's life: payment, then delivery). */
export const ORDER_STATUS: Record<OrderStatus, { label: string; className: string }> = {
  awaiting_payment: { label: 'Awaiting payment', className: 'bg-warning-tint text-warning-foreground ring-1 ring-warning-border' },
  paid: { label: 'Paid', className: 'bg-success-tint text-success-foreground ring-1 ring-success-border' },
  processing: { label: 'Processing', className: 'bg-success-tint text-success-foreground ring-1 ring-success-border' },
  dispatched: { label: 'Dispatched', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  delivered: { label: 'Delivered', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  collected: { label: 'Collected', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  refunded: { label: 'Refunded', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
};

/** One line about the latest M-Pesa attempt. */
export function paymentText(payment: Payment): string {
  switch (payment.status) {
    case 'pending':
      return `Waiting for the M-Pesa PIN on ${payment.phoneNumber}…`;
    case 'paid':
      return payment.receiptNumber ? `Paid with M-Pesa, receipt ${payment.receiptNumber}` : 'Paid with M-Pesa';
    case 'failed':
      return `Payment failed: ${payment.resultDesc || 'M-Pesa did not complete the payment'}`;
    case 'expired':
      return 'The M-Pesa prompt got no answer in time.';
  }
}

// One date format everywhere (core/dates.ts, 19.11).
export { formatDateTime, formatTime } from '#core/dates';
