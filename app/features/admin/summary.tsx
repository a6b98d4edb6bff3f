import { Ban, Banknote, Boxes, ShoppingBag, OctagonAlert, Users, type LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryName } from '#core/categories';
import { formatKES } from '#core/money';
import type { DashboardSummary } from '#core/schemas/admin';
import { Badge } from '~/components/ui/badge';
import { Skeleton } from '~/components/ui/skeleton';

type LowStockItem = DashboardSummary['lowStock'][number];

const count = new Intl.NumberFormat('en-KE');

interface CardDef {
  key: string;
  label: string;
  icon: LucideIcon;
  value(s: DashboardSummary): string;
  note?: string;
}

const CARDS: CardDef[] = [
  { key: 'products', label: 'Total Products', icon: Boxes, value: (s) => count.format(s.totalProducts) },
  { key: 'users', label: 'Total Users', icon: Users, value: (s) => count.format(s.totalUsers) },
  { key: 'orders', label: 'Total Orders', icon: ShoppingBag, value: (s) => count.format(s.totalOrders) },
  { key: 'revenue', label: 'Revenue', icon: Banknote, value: (s) => formatKES(s.revenue), note: 'Delivered orders' },
];

/** Spec section 2: Total Products, Total Users, Total Orders and Revenue (total_price of delivered orders). */
export function SummaryCards({ summary, failed }: { summary?: DashboardSummary; failed?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, value, note }) => (
        <div key={key} data-testid={`summary-${key}`} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
            {label}
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
          </dt>
          <dd className="text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl" aria-live="polite">
            {summary ? value(summary) : failed ? '—' : <Skeleton className="mt-1 h-7 w-24" />}
          </dd>
          {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });
const dayLabel = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fmtDay = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

const W = 600;
const H = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 44 };

/** Beyond the spec: sales of the last 30 days as a hand-made SVG bar chart, with the figures as a table. */
export function RevenueChart({ days }: { days?: DashboardSummary['revenueByDay'] }) {
  if (!days) {
    return (
      <ChartFrame>
        <Skeleton className="h-44 w-full" />
      </ChartFrame>
    );
  }
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const best = days.reduce((b, d) => (d.revenue > b.revenue ? d : b), days[0] ?? { date: '', revenue: 0 });
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];
  const labelEvery = Math.ceil(days.length / 6);
  const summaryText =
    total > 0
      ? `${formatKES(total)} in paid orders over the last ${days.length} days; the best day was ${fmtDay(best.date)} with ${formatKES(best.revenue)}.`
      : `No paid orders in the last ${days.length} days.`;

  return (
    <ChartFrame total={total}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summaryText} className="h-auto w-full">
        {ticks.map((t, i) => (
          <g key={i}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeDasharray={i ? '3 3' : undefined} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="fill-slate-500 text-[10px]">
              {compact.format(t)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = (d.revenue / max) * innerH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={PAD.top + innerH - Math.max(h, d.revenue > 0 ? 1.5 : 0)}
                width={barW}
                height={Math.max(h, d.revenue > 0 ? 1.5 : 0)}
                rx={1.5}
                className="fill-brand-500 hover:fill-brand-700"
              >
                <title>{`${fmtDay(d.date)}: ${formatKES(d.revenue)}`}</title>
              </rect>
              {i % labelEvery === 0 || i === days.length - 1 ? (
                <text x={x + barW / 2} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[10px]">
                  {fmtDay(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 hover:underline">Show as table</summary>
        <div className="relative mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Paid orders per day, last {days.length} days</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Sales
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
    <section aria-labelledby="sales-chart-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-chart-heading" className="font-semibold text-slate-900">
          Sales, last 30 days
        </h2>
        {total !== undefined ? (
          <p className="text-sm text-slate-600">
            Paid orders: <span className="font-semibold text-slate-900 tabular-nums">{formatKES(total)}</span>
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Beyond the spec: products out of stock (0) and low on stock (1 to the threshold setting), each linking to its edit dialog. */
export function LowStockList({ items, threshold = 5, onEdit }: { items?: LowStockItem[]; threshold?: number; onEdit(id: number): void }) {
  const out = items?.filter((i) => i.countInStock <= 0) ?? [];
  const low = items?.filter((i) => i.countInStock > 0) ?? [];
  return (
    <section aria-labelledby="low-stock-heading" className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="low-stock-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <OctagonAlert className="size-4 text-warning-solid" aria-hidden="true" />
        Stock to watch
      </h2>
      {!items ? (
        <div className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Every product has more than {threshold} in stock.</p>
      ) : (
        // relative: the sr-only 'Edit' labels are positioned inside this box, not below the page (19.2);
        // scroll-shadows: a shade at the edge that has more, so the list shows that it scrolls (19.13).
        <div className="scroll-shadows relative mt-2 max-h-72 overflow-y-auto pr-1">
          <StockGroup title="Out of stock" icon={Ban} items={out} tone="out" onEdit={onEdit} />
          <StockGroup title={threshold > 1 ? `Low stock (1–${threshold})` : 'Low stock (1)'} icon={OctagonAlert} items={low} tone="low" onEdit={onEdit} />
        </div>
      )}
    </section>
  );
}

function StockGroup({
  title,
  icon: Icon,
  items,
  tone,
  onEdit,
}: {
  title: string;
  icon: LucideIcon;
  items: LowStockItem[];
  tone: 'out' | 'low';
  onEdit(id: number): void;
}) {
  if (!items.length) return null;
  return (
    <div className="mt-2">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {title} <span className="font-normal">({items.length})</span>
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 py-1.5">
            <Link
              to={`?tab=products&edit=${item.id}`}
              preventScrollReset
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                onEdit(item.id);
              }}
              className="min-w-0 flex-1 text-sm hover:underline"
            >
              <span className="block truncate font-medium text-slate-900">
                <span className="sr-only">Edit </span>
                {item.name}
              </span>
              <span className="block text-xs text-slate-500">{categoryName(item.category)}</span>
            </Link>
            <Badge variant={tone === 'out' ? 'destructive' : 'warning'} className="tabular-nums">
              {tone === 'out' ? 'Out of stock' : `${item.countInStock} left`}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
