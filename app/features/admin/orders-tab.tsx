import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { STAGE_LABELS } from '#core/order-stages';
import { ORDER_STATUSES } from '#core/order-status';
import type { Order } from '#core/schemas/orders';
import { buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { refusalReason } from '~/lib/api';
import { setOrderStatus } from './api';
import { useDeleteFlow } from './delete-dialog';
import { OrderCard } from './order-card';
import { ListError, ListSkeleton, resultText, SearchBox, ShowMore } from './list-parts';
import { ADMIN_MSG } from './messages';
import { adminKeys, useLoadErrorToast, useOrders } from './queries';
import { filterOrders } from './search';
import { UnmatchedPayments } from './unmatched-payments';

const PAGE = 20;


export function OrdersTab() {
  const orders = useOrders();
  useLoadErrorToast(orders, 'orders');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState<Order['status'] | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // Why the server refused the last toggle of an order, shown on its card (the toast keeps the spec's words).
  const [refusals, setRefusals] = useState<Readonly<Record<number, string>>>({});
  const del = useDeleteFlow();
  const filtered = useMemo(
    () => filterOrders(orders.data ?? [], query).filter((o) => !stage || o.status === stage),
    [orders.data, query, stage],
  );
  /** A card's order as the server now has it (after a stage move, cancel or refund). */
  const changed = (updated: Order) => {
    queryClient.setQueryData<Order[]>(adminKeys.orders, (list) => list?.map((o) => (o.id === updated.id ? updated : o)));
    toast({ title: `Order ${updated.number}: ${STAGE_LABELS[updated.status].toLowerCase()}`, description: `Order ${updated.number} was updated.` });
    void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  };

  /** Spec section 4: 'completed' when not delivered, 'pending' when delivered; then the list and the cards reload. */
  async function toggleDelivered(order: Order) {
    setPending((s) => new Set(s).add(order.id));
    setRefusals(({ [order.id]: _old, ...rest }) => rest);
    try {
      const updated = await setOrderStatus(order.id, order.is_delivered ? 'pending' : 'completed');
      if (updated) queryClient.setQueryData<Order[]>(adminKeys.orders, (list) => list?.map((o) => (o.id === order.id ? updated : o)));
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
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    }
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="orders-heading" className="text-lg font-semibold text-slate-900">
          Orders
          {orders.data ? <span className="ml-2 text-sm font-normal text-slate-500">{orders.data.length} in all</span> : null}
        </h2>
        <a href="/api/admin/orders.csv" download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
          <Download aria-hidden="true" />
          Export orders
        </a>
      </div>
      <UnmatchedPayments />
      <SearchBox
        label="Search orders"
        placeholder="Search by order id or number (e.g. 12 or KPC000012)"
        value={query}
        onChange={(v) => {
          setQuery(v);
          setLimit(PAGE);
        }}
        resultText={orders.data ? resultText(filtered.length, orders.data.length, 'order') : undefined}
      />
      <label className="flex items-center gap-2 self-start text-sm font-medium text-slate-700">
        Filter by stage
        <select
          value={stage}
          onChange={(e) => {
            setStage(e.target.value as Order['status'] | '');
            setLimit(PAGE);
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">All stages</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {orders.isPending ? (
        <ListSkeleton rows={4} />
      ) : orders.isError ? (
        <ListError what="orders" onRetry={() => void orders.refetch()} />
      ) : filtered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {query ? `No orders match "${query}".` : stage ? `No orders are ${STAGE_LABELS[stage].toLowerCase()}.` : 'No orders yet.'}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 xl:grid-cols-2" aria-label="Orders">
            {filtered.slice(0, limit).map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                busy={pending.has(o.id)}
                refusal={refusals[o.id]}
                onToggle={() => void toggleDelivered(o)}
                onDelete={() => del.ask({ kind: 'order', id: o.id, name: o.number })}
                onChanged={changed}
              />
            ))}
          </ul>
          {filtered.length > limit ? (
            <div className="overflow-hidden rounded-xl border border-slate-200">
              <ShowMore shown={limit} total={filtered.length} onMore={() => setLimit((l) => l + PAGE)} />
            </div>
          ) : null}
        </>
      )}
      {del.dialog}
    </section>
  );
}
