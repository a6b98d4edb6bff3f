import { STAGE_LABELS } from '#core/orders/stages';
import { PackageCheck, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatKES } from '#core/pricing/money';
import { vatLabel } from '#core/pricing/vat';
import type { Order } from '#core/schemas/orders';
import { DeliverySummary } from '~/components/delivery-summary';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { OrderPayments } from './order-payments';
import { canDelete, deliveredToggle, StageActions } from './stage-actions';

const STATUS: Record<Order['status'], { label: string; variant: BadgeProps['variant'] }> = {
  awaiting_payment: { label: STAGE_LABELS.awaiting_payment, variant: 'warning' },
  paid: { label: STAGE_LABELS.paid, variant: 'default' },
  processing: { label: STAGE_LABELS.processing, variant: 'default' },
  dispatched: { label: STAGE_LABELS.dispatched, variant: 'accent' },
  delivered: { label: STAGE_LABELS.delivered, variant: 'accent' },
  collected: { label: STAGE_LABELS.collected, variant: 'accent' },
  cancelled: { label: STAGE_LABELS.cancelled, variant: 'secondary' },
  expired: { label: STAGE_LABELS.expired, variant: 'secondary' },
  refunded: { label: STAGE_LABELS.refunded, variant: 'secondary' },
};

// One date format everywhere (core/dates.ts, 19.11).
export { formatDateTime } from '#core/format/dates';
import { formatDateTime } from '#core/format/dates';

export interface OrderCardProps {
  order: Order;
  busy: boolean;
  refusal?: string;
  onToggle(): void;
  onDelete(): void;
  onChanged(order: Order): void;
  /** Where the order's detail view is (the admin's Find, decision 033). */
  detailHref?: string;
}

/** One order of the Orders tab (spec section 2): id, user or 'Unknown User', total, paid date, items, toggle, delete. */
export function OrderCard({ order: o, busy, refusal, onToggle, onDelete, onChanged, detailHref }: OrderCardProps) {
  const status = STATUS[o.status] ?? { label: o.status, variant: 'secondary' as const };
  const headingId = `order-${o.id}-heading`;
  const vat = vatLabel({ vatMode: o.vat_mode, vatRate: o.vat_rate });
  const toggle = deliveredToggle(o);
  return (
    // min-w-0: a long item name must not widen the card past a phone's screen (issue 19.1); self-start: a
    // card is as tall as its own content, not its neighbour's (19.13).
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col self-start rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            Order {o.number} <span className="text-sm font-normal text-slate-500">#{o.id}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {o.user?.name ?? 'Unknown User'}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, placed </span>
            {formatDateTime(o.created_at)}
          </p>
          {detailHref ? (
            <Link to={detailHref} preventScrollReset className="text-sm font-medium text-brand-700 underline">
              Open order {o.number}
            </Link>
          ) : null}
        </div>
        <Badge variant={status.variant} data-testid="order-status">
          {status.label}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 pt-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatKES(o.total_price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Paid</dt>
          <dd className="text-slate-800">{o.paid_at ? formatDateTime(o.paid_at) : 'Not paid'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Delivered</dt>
          <dd className="text-slate-800">
            {o.is_delivered ? (o.delivered_at ? formatDateTime(o.delivered_at) : 'Yes') : 'No'}
          </dd>
        </div>
      </dl>
      <OrderPayments order={o} className="px-4 pt-3" />
      <DeliverySummary delivery={o.delivery} className="px-4 pt-3" />
      <ul
        className="mx-4 mt-3 divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm"
        aria-label={`Items of order ${o.number}`}
      >
        {o.order_items.map((item, i) => (
          <li key={`${item.product ?? 'x'}-${i}`} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0 truncate text-slate-800">
              {item.name} <span className="text-slate-500">× {item.quantity}</span>
            </span>
            <span className="shrink-0 text-slate-700 tabular-nums">{formatKES(item.price * item.quantity)}</span>
          </li>
        ))}
        {/* The delivery fee and VAT, so the lines add up to the total (19.13). */}
        <li className="flex items-baseline justify-between gap-3 py-1.5">
          <span className="text-slate-600">Delivery</span>
          <span className="shrink-0 text-slate-700 tabular-nums">
            {o.shipping_price ? formatKES(o.shipping_price) : 'Free'}
          </span>
        </li>
        {vat ? (
          <li className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="text-slate-600">{vat}</span>
            <span className="shrink-0 text-slate-700 tabular-nums">{formatKES(o.vat_price)}</span>
          </li>
        ) : null}
      </ul>
      <OrderFacts order={o} />
      <StageActions order={o} onChanged={onChanged} />
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 px-4 py-3">
        {refusal ? (
          <p role="alert" className="mr-auto text-xs text-danger">
            {refusal}
          </p>
        ) : o.status === 'awaiting_payment' ? (
          <span className="mr-auto text-xs text-slate-500">Can be delivered once paid.</span>
        ) : null}
        {/* Only the moves the order can make (issue 32): no 'Mark as delivered' on a refunded or pickup order. */}
        {toggle ? (
          <Button
            variant={o.is_delivered ? 'outline' : 'default'}
            size="sm"
            onClick={onToggle}
            disabled={busy}
            aria-busy={busy}
          >
            {o.is_delivered ? <Undo2 aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
            {toggle}
          </Button>
        ) : null}
        {canDelete(o) ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete order ${o.number}`}
            title="Delete"
            onClick={onDelete}
            className="text-danger-solid hover:bg-danger-soft hover:text-danger"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Dispatch, cancel and refund details, and the receipt, when the order has them. */
function OrderFacts({ order: o }: { order: Order }) {
  const facts = [
    o.courier_name ? `Courier: ${o.courier_name}, tracking ${o.tracking_reference}` : null,
    o.rider_phone ? `Rider: ${o.rider_phone}` : null,
    o.cancel_reason ? `Cancelled: ${o.cancel_reason}` : null,
    o.refund_due > 0 ? `Refund due: ${formatKES(o.refund_due)}` : null,
    o.refund_reference ? `Refund: M-Pesa ${o.refund_reference}` : null,
  ].filter(Boolean);
  if (!facts.length && !o.receipt_number) return null;
  return (
    <div className="mx-4 mt-3 flex flex-col gap-1 text-sm text-slate-700">
      {facts.map((f) => (
        <p key={f}>{f}</p>
      ))}
      {o.receipt_number ? (
        <a href={`/orders/${o.id}/receipt`} className="font-medium text-brand-700 underline">
          Receipt {o.receipt_number}
        </a>
      ) : null}
    </div>
  );
}
