import { Ban, Banknote, Boxes, ShoppingBag, OctagonAlert, Users, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { categoryName } from '#core/catalog/categories';
import { formatKES } from '#core/pricing/money';
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
  // Decision 033: money received net of refunds in the chosen period, the same figure as the chart's.
  {
    key: 'revenue',
    label: 'Revenue',
    icon: Banknote,
    value: (s) => formatKES(s.revenue),
    note: 'Money received, net of refunds',
  },
];

/** Spec section 2: Total Products, Total Users, Total Orders and Revenue (decision 033 reads Revenue as money received, net of refunds). */
export function SummaryCards({ summary, failed }: { summary?: DashboardSummary; failed?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, value, note }) => (
        <div
          key={key}
          data-testid={`summary-${key}`}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
            {label}
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
          </dt>
          <dd className="text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl" aria-live="polite">
            {summary ? value(summary) : failed ? '—' : <Skeleton className="mt-1 h-7 w-24" />}
          </dd>
          {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
          {key === 'revenue' && summary ? (
            <dd className="text-xs text-slate-500">before: {formatKES(summary.previous.revenue)}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** Beyond the spec: products out of stock (0) and low on stock (1 to the threshold setting), each linking to its edit dialog. */
export function LowStockList({
  items,
  threshold = 5,
  onEdit,
}: {
  items?: LowStockItem[];
  threshold?: number;
  onEdit(id: number): void;
}) {
  const out = items?.filter((i) => i.countInStock <= 0) ?? [];
  const low = items?.filter((i) => i.countInStock > 0) ?? [];
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
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
          <StockGroup
            title={threshold > 1 ? `Low stock (1–${threshold})` : 'Low stock (1)'}
            icon={OctagonAlert}
            items={low}
            tone="low"
            onEdit={onEdit}
          />
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
