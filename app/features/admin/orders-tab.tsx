import { useQueryClient } from '@tanstack/react-query';
import { Download, PackageCheck, Trash2, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatKES } from '#core/money';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { setOrderStatus } from './api';
import { useDeleteFlow } from './delete-dialog';
import { ListError, ListSkeleton, resultText, SearchBox, ShowMore } from './list-parts';
import { ADMIN_MSG } from './messages';
import { adminKeys, useLoadErrorToast, useOrders } from './queries';
import { filterOrders } from './search';
import type { AdminOrder } from './types';

const PAGE = 20;

const STATUS: Record<string, { label: string; variant: BadgeProps['variant'] }> = {
  awaiting_payment: { label: 'Awaiting payment', variant: 'warning' },
  paid: { label: 'Paid', variant: 'default' },
  delivered: { label: 'Delivered', variant: 'accent' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'secondary' },
};

const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export function OrdersTab() {
  const orders = useOrders();
  useLoadErrorToast(orders, 'orders');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const del = useDeleteFlow();
  const filtered = useMemo(() => filterOrders(orders.data ?? [], query), [orders.data, query]);

  /** Spec section 4: 'completed' when not delivered, 'pending' when delivered; then the list and the cards reload. */
  async function toggleDelivered(order: AdminOrder) {
    setPending((s) => new Set(s).add(order.id));
    try {
      const updated = await setOrderStatus(order.id, order.is_delivered ? 'pending' : 'completed');
      if (updated) queryClient.setQueryData<AdminOrder[]>(adminKeys.orders, (list) => list?.map((o) => (o.id === order.id ? updated : o)));
      toast({
        title: (updated?.is_delivered ?? !order.is_delivered) ? 'Order delivered' : 'Order marked not delivered',
        description: `Order ${order.number} was updated.`,
      });
    } catch (error) {
      toast({
        title: ADMIN_MSG.orderUpdateFailed.title,
        description: errorMessage(error, ADMIN_MSG.orderUpdateFailed.description),
        variant: 'destructive',
      });
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
      {orders.isPending ? (
        <ListSkeleton rows={4} />
      ) : orders.isError ? (
        <ListError what="orders" onRetry={() => void orders.refetch()} />
      ) : filtered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {query ? `No orders match "${query}".` : 'No orders yet.'}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 xl:grid-cols-2" aria-label="Orders">
            {filtered.slice(0, limit).map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                busy={pending.has(o.id)}
                onToggle={() => void toggleDelivered(o)}
                onDelete={() => del.ask({ kind: 'order', id: o.id, name: o.number })}
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

function OrderCard({ order: o, busy, onToggle, onDelete }: { order: AdminOrder; busy: boolean; onToggle(): void; onDelete(): void }) {
  const status = STATUS[o.status] ?? { label: o.status, variant: 'secondary' as const };
  const headingId = `order-${o.id}-heading`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            Order {o.number} <span className="text-sm font-normal text-slate-500">#{o.id}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {o.user?.name ?? 'Unknown User'}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, placed </span>
            {formatDateTime(o.created_at)}
          </p>
        </div>
        <Badge variant={status.variant} data-testid="order-status">
          {status.label}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 pt-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatKES(o.total_price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Paid</dt>
          <dd className="text-slate-800">{o.paid_at ? formatDateTime(o.paid_at) : 'Not paid'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Delivered</dt>
          <dd className="text-slate-800">{o.is_delivered ? (o.delivered_at ? formatDateTime(o.delivered_at) : 'Yes') : 'No'}</dd>
        </div>
      </dl>
      <ul className="mx-4 mt-3 divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm" aria-label={`Items of order ${o.number}`}>
        {o.order_items.map((item, i) => (
          <li key={`${item.product ?? 'x'}-${i}`} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0 truncate text-slate-800">
              {item.name} <span className="text-slate-500">× {item.quantity}</span>
            </span>
            <span className="shrink-0 text-slate-700 tabular-nums">{formatKES(item.price)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 px-4 py-3">
        {!o.is_paid && !o.is_delivered ? <span className="mr-auto text-xs text-slate-500">Can be delivered once paid.</span> : null}
        <Button variant={o.is_delivered ? 'outline' : 'default'} size="sm" onClick={onToggle} disabled={busy} aria-busy={busy}>
          {o.is_delivered ? <Undo2 aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
          {o.is_delivered ? 'Mark as not delivered' : 'Mark as delivered'}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete order ${o.number}`}
          title="Delete"
          onClick={onDelete}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
