import { STAGE_LABELS } from '#core/order-stages';
import type { OrderStatus } from '#core/order-status';
import type { OrderEvent } from '#core/schemas/orders';
import { formatDateTime } from './status';

const BY: Record<OrderEvent['actor'], string> = { system: 'automatically', admin: 'by the shop', customer: 'by you' };

// In the shopper's words, and unlike the stage badge's, so a screen reader hears what happened.
const LINES: Record<OrderStatus, string> = {
  awaiting_payment: 'Order placed',
  paid: 'Payment received',
  processing: 'Being prepared',
  dispatched: 'On its way',
  delivered: 'Delivered to you',
  collected: 'Collected from the shop',
  cancelled: 'Order cancelled',
  expired: 'Expired unpaid',
  refunded: 'Payment refunded',
};

const line = (e: OrderEvent) =>
  e.from === 'delivered' || e.from === 'collected' ? `Back to ${STAGE_LABELS[e.stage].toLowerCase()}` : LINES[e.stage];

/** The order's timeline: every stage it reached, when and by whom (My Orders). */
export function Timeline({ events, label }: { events: readonly OrderEvent[]; label: string }) {
  if (!events.length) return null;
  return (
    <ol aria-label={label} className="relative ml-2 flex flex-col gap-3 border-l border-slate-200 pl-4">
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-600 ring-2 ring-white" />
          <p className="font-medium text-slate-900">{line(e)}</p>
          <p className="text-slate-600">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>, {BY[e.actor]}
            {e.note ? <span className="block text-slate-700">{e.note}</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
