import type { ReactNode } from 'react';
import { formatKES } from '#core/pricing/money';
import type { DashboardSummary } from '#core/schemas/admin';
import { Skeleton } from '~/components/ui/skeleton';
import { niceTicks, tickLabel } from './ticks';

const dayLabel = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fmtDay = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

/**
 * Revenue per day of the chosen period: money received net of refunds, the same figures as the
 * Revenue card (both from one server function, decision 033). Bars are SVG; the axis labels are HTML,
 * so they stay readable at any width, a 360 px phone included.
 */
export function RevenueChart({ days }: { days?: DashboardSummary['revenueByDay'] }) {
  if (!days) {
    return (
      <ChartFrame>
        <Skeleton className="h-44 w-full" />
      </ChartFrame>
    );
  }
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const ticks = niceTicks(Math.min(0, ...days.map((d) => d.revenue)), Math.max(0, ...days.map((d) => d.revenue)));
  const lo = ticks[0];
  const hi = Math.max(ticks.at(-1)!, lo + 1);
  const pct = (v: number) => ((hi - v) / (hi - lo)) * 100; // from the top
  const slot = 100 / Math.max(1, days.length);
  const labelEvery = Math.ceil(days.length / 5);
  const best = days.reduce((b, d) => (d.revenue > b.revenue ? d : b), days[0] ?? { date: '', revenue: 0 });
  const summaryText =
    total !== 0 || best.revenue
      ? `Revenue ${formatKES(total)} over ${days.length} day${days.length === 1 ? '' : 's'}; the best day was ${fmtDay(best.date)} with ${formatKES(best.revenue)}.`
      : `No revenue in these ${days.length} days.`;
  return (
    <ChartFrame total={total}>
      <div className="flex gap-2">
        <div className="relative h-44 w-10 shrink-0 text-right text-xs text-slate-600" aria-hidden="true">
          {ticks.map((t) => (
            <span key={t} className="absolute right-0 -translate-y-1/2 tabular-nums" style={{ top: `${pct(t)}%` }}>
              {tickLabel(t)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            role="img"
            aria-label={summaryText}
            className="h-44 w-full overflow-visible"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={100}
                y1={pct(t)}
                y2={pct(t)}
                vectorEffect="non-scaling-stroke"
                className={t === 0 ? 'stroke-slate-300' : 'stroke-slate-200'}
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
            ))}
            {days.map((d, i) => {
              const top = pct(Math.max(0, d.revenue));
              const bottom = pct(Math.min(0, d.revenue));
              return (
                <rect
                  key={d.date}
                  x={i * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={top}
                  height={Math.max(bottom - top, d.revenue ? 0.8 : 0)}
                  className={d.revenue < 0 ? 'fill-danger-solid' : 'fill-brand-500 hover:fill-brand-700'}
                >
                  <title>{`${fmtDay(d.date)}: ${formatKES(d.revenue)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="relative mt-1 h-5 text-xs text-slate-600" aria-hidden="true">
            {days.map((d, i) =>
              i % labelEvery === 0 ? (
                <span
                  key={d.date}
                  className="absolute -translate-x-1/2 whitespace-nowrap"
                  style={{ left: `${(i + 0.5) * slot}%` }}
                >
                  {fmtDay(d.date)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 hover:underline">Show as table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Revenue per day</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1 font-normal text-slate-700">
                    {fmtDay(d.date)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatKES(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ChartFrame>
  );
}

function ChartFrame({ total, children }: { total?: number; children: ReactNode }) {
  return (
    <section
      aria-labelledby="sales-chart-heading"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-chart-heading" className="font-semibold text-slate-900">
          Revenue per day
        </h2>
        {total !== undefined ? (
          <p className="text-sm text-slate-600">
            Money received, net of refunds:{' '}
            <span data-testid="chart-revenue" className="font-semibold text-slate-900 tabular-nums">
              {formatKES(total)}
            </span>
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
