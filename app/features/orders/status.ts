import type { OrderStage } from '#core/orders/stages';
import type { Payment } from '#core/schemas/payments';
import type { Translate } from '~/lib/i18n/i18n';
import { mpesaReason } from '~/lib/i18n/mpesa-reason';

/** Readable order states (the order's life: payment, then delivery). */
export const ORDER_STATUS: Record<OrderStage, { label: string; className: string }> = {
  awaiting_payment: {
    label: 'Awaiting payment',
    className: 'bg-warning-tint text-warning-foreground ring-1 ring-warning-border',
  },
  paid: { label: 'Paid', className: 'bg-success-tint text-success-foreground ring-1 ring-success-border' },
  processing: { label: 'Processing', className: 'bg-success-tint text-success-foreground ring-1 ring-success-border' },
  dispatched: { label: 'Dispatched', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  delivered: { label: 'Delivered', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  collected: { label: 'Collected', className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  refunded: { label: 'Refunded', className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
};

/** One line about the latest M-Pesa attempt, in the active language. */
export function paymentText(t: Translate, payment: Payment): string {
  switch (payment.status) {
    case 'pending':
      return t('orders.payPending', { phone: payment.phoneNumber });
    case 'paid':
      return payment.receiptNumber
        ? t('orders.payPaidReceipt', { receipt: payment.receiptNumber })
        : t('orders.payPaid');
    case 'failed':
      return t('orders.payFailed', { reason: mpesaReason(t, payment) || t('orders.payFailedDefault') });
    case 'expired':
      return t('orders.payExpired');
  }
}

// One date format everywhere (core/dates.ts, 19.11).
export { formatDateTime, formatTime } from '#core/format/dates';
