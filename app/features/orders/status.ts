import { STAGE_LABELS, type OrderStage } from '#core/orders/stages';
import type { Payment } from '#core/schemas/payments';
import type { Translate } from '~/lib/i18n/i18n';
import { mpesaReason } from '~/lib/i18n/mpesa-reason';

/** Readable order states (the order's life: payment, then delivery). */
export const ORDER_STATUS: Record<OrderStage, { label: string; className: string }> = {
  awaiting_payment: {
    label: STAGE_LABELS.awaiting_payment,
    className: 'bg-warning-tint text-warning-foreground ring-1 ring-warning-border',
  },
  paid: { label: STAGE_LABELS.paid, className: 'bg-success-tint text-success-foreground ring-1 ring-success-border' },
  processing: {
    label: STAGE_LABELS.processing,
    className: 'bg-success-tint text-success-foreground ring-1 ring-success-border',
  },
  dispatched: { label: STAGE_LABELS.dispatched, className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  delivered: { label: STAGE_LABELS.delivered, className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  collected: { label: STAGE_LABELS.collected, className: 'bg-brand-100 text-brand-900 ring-1 ring-brand-300' },
  cancelled: { label: STAGE_LABELS.cancelled, className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  expired: { label: STAGE_LABELS.expired, className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
  refunded: { label: STAGE_LABELS.refunded, className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' },
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
