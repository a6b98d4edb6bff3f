import { formatKES } from '#core/pricing/money';
import {
  DASHBOARD_RANGES,
  RANGE_LABELS,
  type DashboardRange,
  type DashboardSummary,
  type PeriodFigures,
} from '#core/schemas/admin';
import { Skeleton } from '~/components/ui/skeleton';

export interface RangeChoice {
  range: DashboardRange;
  from: string;
  to: string;
}

/** The query of a choice: a custom range is sent only once both days are set. */
export function rangeQuery(c: RangeChoice): string {
  if (c.range !== 'custom') return `range=${c.range}`;
  return c.from && c.to ? new URLSearchParams({ range: 'custom', from: c.from, to: c.to }).toString() : 'range=30d';
}

/** Today, 7 days, 30 days or custom days (Nairobi days, decision 033). */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange(c: RangeChoice): void }) {
  return (
    <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Period">
      {DASHBOARD_RANGES.map((r) => (
        <button
          key={r}
          type="button"
          aria-pressed={value.range === r}
          onClick={() => onChange({ ...value, range: r })}
          className="h-9 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {RANGE_LABELS[r]}
        </button>
      ))}
      {value.range === 'custom' ? (
        <span className="flex flex-wrap gap-2">
          <label className="flex flex-col text-xs font-medium text-slate-700">
            From
            <input
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className="h-9 rounded-md border border-slate-300 px-2 text-sm"
            />
          </label>
          <label className="flex flex-col text-xs font-medium text-slate-700">
            To
            <input
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className="h-9 rounded-md border border-slate-300 px-2 text-sm"
            />
          </label>
        </span>
      ) : null}
    </div>
  );
}

const pct = (v: number | null) => (v == null ? '—' : `${(v * 100).toFixed(v < 0.1 ? 1 : 0)}%`);
// An average is a guide, not a sum owed: whole shillings (KES 114,540, not 114,540.33; issue 32).
const kes = (v: number | null) => (v == null ? '—' : formatKES(Math.round(v)));
const day = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const span = (p: PeriodFigures) => {
  const f = day.format(new Date(`${p.from}T00:00:00Z`));
  return p.from === p.to ? f : `${f} – ${day.format(new Date(`${p.to}T00:00:00Z`))}`;
};

// No Revenue here: the summary's Revenue card is the same period's figure (decision 033) and carries
// the previous period beside it; a second card said it twice (issue 32).
const FIGURES: { key: string; label: string; value(p: PeriodFigures): string }[] = [
  { key: 'orders', label: 'Orders placed', value: (p) => p.orders.toLocaleString('en-KE') },
  { key: 'aov', label: 'Average order', value: (p) => kes(p.averageOrderValue) },
  { key: 'conversion', label: 'Placed → paid', value: (p) => pct(p.conversion) },
];

/** The period's figures, each with the previous period's beside it. */
export function PeriodCards({ summary }: { summary?: DashboardSummary }) {
  return (
    <section aria-label="This period and the one before" className="flex min-w-0 flex-col gap-2">
      {/* A div, not a p: the loading skeleton is a div, and a div inside a p is split by the HTML parser, so
          the server's markup no longer matched the browser's and React logged hydration error #418 (issue 32). */}
      <div className="text-sm text-slate-600">
        {summary ? (
          <>
            {span(summary.current)} <span className="text-slate-500">(before: {span(summary.previous)})</span>. Revenue
            is money received, net of refunds.
          </>
        ) : (
          <Skeleton className="h-4 w-48" />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map((f) => (
          <div
            key={f.key}
            data-testid={`period-${f.key}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{f.label}</dt>
            <dd className="text-lg font-bold break-words text-slate-900 tabular-nums">
              {summary ? f.value(summary.current) : <Skeleton className="h-6 w-20" />}
            </dd>
            <dd className="text-xs text-slate-500">{summary ? `before: ${f.value(summary.previous)}` : null}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Best sellers of the period, by revenue and by units. */
export function TopProducts({ summary }: { summary?: DashboardSummary }) {
  if (!summary) return null;
  const lists = [
    {
      title: 'Top products by revenue',
      items: summary.current.topByRevenue,
      value: (p: PeriodFigures['topByRevenue'][number]) => formatKES(p.revenue),
    },
    {
      title: 'Top products by units',
      items: summary.current.topByUnits,
      value: (p: PeriodFigures['topByUnits'][number]) => `${p.units} sold`,
    },
  ];
  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-2">
      {lists.map((l) => (
        <section key={l.title} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="font-semibold text-slate-900">{l.title}</h2>
          {l.items.length ? (
            <ol className="mt-2 flex flex-col gap-1 text-sm">
              {l.items.map((p) => (
                <li key={`${p.productId}-${p.name}`} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-slate-800">{p.name}</span>
                  <span className="shrink-0 tabular-nums">{l.value(p)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Nothing sold in this period.</p>
          )}
        </section>
      ))}
    </div>
  );
}
