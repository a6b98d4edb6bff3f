import { formatKES } from '#core/pricing/money';
import type { OrderEvent } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';
import { formatDateTime } from './status';
import { useT, type Translate } from '~/lib/i18n/i18n';

// In the shopper's words (dictionary `timeline.*`), and unlike the stage badge's, so a screen reader hears what happened.
// A return's step stays at the order's stage (decision 066): its note says which request and step.
const line = (t: Translate, e: OrderEvent) =>
  e.from === e.stage
    ? t('returns.title')
    : e.from === 'delivered' || e.from === 'collected'
      ? t('timeline.backTo', { stage: t(`order.status.${e.stage}`).toLowerCase() })
      : t(`timeline.${e.stage}`);

type Step = OrderEvent | { payment: Payment; at: string };

/**
 * The order's timeline: every stage it reached, when and by whom (My Orders). A part payment moves no
 * stage, so each one confirmed below the order's total is a step of its own (issue 32, item 10).
 */
export function Timeline({
  events,
  label,
  payments = [],
  total = 0,
}: {
  events: readonly OrderEvent[];
  label: string;
  payments?: readonly Payment[];
  total?: number;
}) {
  const t = useT();
  if (!events.length) return null;
  const parts: Step[] = payments
    .filter((p) => p.status === 'paid' && p.amount < total)
    .map((p) => ({ payment: p, at: p.updatedAt }));
  const steps: Step[] = [...events, ...parts].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return (
    <ol aria-label={label} className="relative ml-2 flex flex-col gap-3 border-l border-slate-200 pl-4">
      {steps.map((e, i) =>
        'payment' in e ? (
          <li key={`p-${e.payment.id}`} className="relative text-sm" data-testid="timeline-payment">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
            />
            <p className="font-medium text-slate-900">
              {t(e.payment.receiptNumber ? 'orders.receivedReceipt' : 'orders.received', {
                amount: formatKES(e.payment.amount),
                receipt: e.payment.receiptNumber ?? '',
              })}
            </p>
            <p className="text-slate-600">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
          </li>
        ) : (
          <li key={`${e.at}-${i}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
            />
            <p className="font-medium text-slate-900">{line(t, e)}</p>
            <p className="text-slate-600">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>, {t(`timeline.by.${e.actor}`)}
              {e.note ? <span className="block text-slate-700">{e.note}</span> : null}
            </p>
          </li>
        ),
      )}
    </ol>
  );
}
