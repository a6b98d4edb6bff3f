import type { OrderEvent } from '#core/schemas/orders';
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

/** The order's timeline: every stage it reached, when and by whom (My Orders). */
export function Timeline({ events, label }: { events: readonly OrderEvent[]; label: string }) {
  const t = useT();
  if (!events.length) return null;
  return (
    <ol aria-label={label} className="relative ml-2 flex flex-col gap-3 border-l border-slate-200 pl-4">
      {events.map((e, i) => (
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
      ))}
    </ol>
  );
}
