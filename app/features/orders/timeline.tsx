import { STAGE_LABELS } from '#core/order-stages';
import type { OrderEvent } from '#core/schemas/orders';
import { formatDateTime } from './status';

const BY: Record<OrderEvent['actor'], string> = { system: 'automatically', admin: 'by the shop', customer: 'by you' };

/** What an event means to the shopper, in a line. */
function line(e: OrderEvent) {
  if (e.stage === 'awaiting_payment') return 'Order placed';
  if (e.stage === 'paid') return 'Payment received';
  if (e.from === 'delivered' || e.from === 'collected') return `Back to ${STAGE_LABELS[e.stage].toLowerCase()}`;
  return STAGE_LABELS[e.stage];
}

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
