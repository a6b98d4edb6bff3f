import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAGE_LABELS } from '#core/orders/stages';
import { ORDER_STAGES } from '#core/orders/stages';
import { ORDER_SORT_LABELS, ORDER_SORTS } from '#core/schemas/admin-find';
import type { Order } from '#core/schemas/orders';
import { buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { refusalReason } from '~/lib/api';
import { setOrderStatus } from './api';
import { useDeleteFlow } from './delete-dialog';
import { OrderCard } from './order-card';
import { OrderDetail } from './order-detail';
import { ListError, ListSkeleton, SearchBox } from './list-parts';
import { ADMIN_MSG } from './messages';
import { UnmatchedPayments } from './unmatched-payments';
import { Pager, SelectField } from './find-parts';
import { adminKeys, useLoadErrorToast, useOrderPage } from './queries';

const PAGE_SIZE = 20;
type Sort = (typeof ORDER_SORTS)[number];

/** The text typed, handed on once typing pauses (one request per search, not per key). */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The Orders tab: the server searches, filters, sorts and pages (decision 033); `?order=ID` opens one. */
export function OrdersTab() {
  const [params] = useSearchParams();
  const openId = Number(params.get('order'));
  if (Number.isInteger(openId) && openId > 0) return <OrderDetail id={openId} />;
  return <OrderList />;
}

function OrderList() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState<Order['status'] | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const q = useDebounced(query.trim());
  const qs = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) qs.set('q', q);
  if (stage) qs.set('stage', stage);
  if (from) qs.set('from', from);
  if (to) qs.set('to', to);
  const orders = useOrderPage(qs.toString());
  useLoadErrorToast(orders, 'orders');
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // Why the server refused the last toggle of an order, shown on its card (the toast keeps the spec's words).
  const [refusals, setRefusals] = useState<Readonly<Record<number, string>>>({});
  const del = useDeleteFlow();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.orderPages });
    void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  };
  /** Any filter change starts again at page 1. */
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const changed = (updated: Order) => {
    toast({
      title: `Order ${updated.number}: ${STAGE_LABELS[updated.status].toLowerCase()}`,
      description: `Order ${updated.number} was updated.`,
    });
    refresh();
  };

  /** Spec section 4: 'completed' when not delivered, 'pending' when delivered; then the list and the cards reload. */
  async function toggleDelivered(order: Order) {
    setPending((s) => new Set(s).add(order.id));
    setRefusals(({ [order.id]: _old, ...rest }) => rest);
    try {
      const updated = await setOrderStatus(order.id, order.is_delivered ? 'pending' : 'completed');
      toast({
        title: (updated?.is_delivered ?? !order.is_delivered) ? 'Order delivered' : 'Order marked not delivered',
        description: `Order ${order.number} was updated.`,
      });
    } catch (error) {
      toast({ ...ADMIN_MSG.orderUpdateFailed, variant: 'destructive' });
      const reason = refusalReason(error);
      if (reason) setRefusals((r) => ({ ...r, [order.id]: reason }));
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(order.id);
        return next;
      });
      refresh();
    }
  }

  const data = orders.data;
  const filtered = Boolean(q || stage || from || to);
  return (
    <section aria-labelledby="orders-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="orders-heading" className="text-lg font-semibold text-slate-900">
          Orders
          {data ? (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {data.total.toLocaleString('en-KE')} {filtered ? 'found' : 'in all'}
            </span>
          ) : null}
        </h2>
        <a
          href="/api/admin/orders.csv"
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          <Download aria-hidden="true" />
          Export orders
        </a>
      </div>
      <UnmatchedPayments />
      <SearchBox
        label="Search orders"
        placeholder="Name, phone, e-mail, M-Pesa receipt or order number"
        value={query}
        onChange={reset(setQuery)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField label="Filter by stage" value={stage} onChange={(v) => reset(setStage)(v as Order['status'] | '')}>
          <option value="">All stages</option>
          {ORDER_STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort" value={sort} onChange={(v) => reset(setSort)(v as Sort)}>
          {ORDER_SORTS.map((s) => (
            <option key={s} value={s}>
              {ORDER_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <DateField label="Placed from" value={from} max={to || undefined} onChange={reset(setFrom)} />
        <DateField label="Placed to" value={to} min={from || undefined} onChange={reset(setTo)} />
      </div>
      {orders.isPending ? (
        <ListSkeleton rows={4} />
      ) : orders.isError || !data ? (
        <ListError what="orders" onRetry={() => void orders.refetch()} />
      ) : data.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {q
            ? `No orders match "${q}".`
            : stage
              ? `No orders are ${STAGE_LABELS[stage].toLowerCase()}.`
              : filtered
                ? 'No orders in these dates.'
                : 'No orders yet.'}
        </p>
      ) : (
        <>
          {/* One column that may shrink (not the grid's max-content), and stage buttons whose long labels wrap: a 360 px phone never scrolls sideways. */}
          <ul
            className="grid min-w-0 grid-cols-1 gap-3 xl:grid-cols-2 [&_[role=group]_button]:h-auto [&_[role=group]_button]:min-h-8 [&_[role=group]_button]:py-1 [&_[role=group]_button]:text-left [&_[role=group]_button]:whitespace-normal [&_[role=group]_button]:shrink"
            aria-label="Orders"
            aria-busy={orders.isPlaceholderData}
          >
            {data.orders.map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                busy={pending.has(o.id)}
                refusal={refusals[o.id]}
                onToggle={() => void toggleDelivered(o)}
                onDelete={() => del.ask({ kind: 'order', id: o.id, name: o.number })}
                onChanged={changed}
                detailHref={`?tab=orders&order=${o.id}`}
              />
            ))}
          </ul>
          <Pager page={data.page} pages={data.pages} total={data.total} noun="order" onPage={setPage} />
        </>
      )}
      {del.dialog}
    </section>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(v: string): void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
      />
    </label>
  );
}
