import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatKES } from '#core/pricing/money';
import { STAGE_LABELS } from '#core/orders/stages';
import type { AdminOrderDetail } from '#core/schemas/admin-find';
import type { Order } from '#core/schemas/orders';
import { DeliverySummary } from '~/components/delivery-summary';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { addOrderNote } from './api';
import { ListError, ListSkeleton } from './list-parts';
import { formatDateTime } from './order-card';
import { PaymentsList } from './payments-list';
import { AutoRefundLines } from './auto-refund-lines';
import { adminKeys, useOrderDetail } from './queries';
import { StageActions } from './stage-actions';

const ACTOR: Record<AdminOrderDetail['timeline'][number]['actor'], string> = {
  system: 'M-Pesa / the shop',
  admin: 'staff',
  customer: 'the customer',
};

/** One order for the shop's staff: customer, address, items, payments, timeline and private notes. */
export function OrderDetail({ id }: { id: number }) {
  const detail = useOrderDetail(id);
  const queryClient = useQueryClient();
  const changed = (o: Order) => {
    toast({
      title: `Order ${o.number}: ${STAGE_LABELS[o.status].toLowerCase()}`,
      description: `Order ${o.number} was updated.`,
    });
    void queryClient.invalidateQueries({ queryKey: adminKeys.orderDetail(id) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.orderPages });
    void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  };
  return (
    <section aria-labelledby="order-detail-heading" className="flex min-w-0 flex-col gap-4">
      <Link
        to="?tab=orders"
        preventScrollReset
        className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All orders
      </Link>
      {detail.isPending ? (
        <ListSkeleton rows={4} />
      ) : detail.isError ? (
        <ListError what="the order" onRetry={() => void detail.refetch()} />
      ) : (
        <Body d={detail.data} onChanged={changed} />
      )}
    </section>
  );
}

function Body({ d, onChanged }: { d: AdminOrderDetail; onChanged(o: Order): void }) {
  const o = d.order;
  return (
    <>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-detail-heading" className="text-xl font-bold text-slate-900">
          Order {o.number}
        </h2>
        <p className="text-sm text-slate-600">
          <span data-testid="order-detail-stage" className="font-semibold text-slate-900">
            {STAGE_LABELS[o.status]}
          </span>{' '}
          · placed {formatDateTime(o.created_at)} · {formatKES(o.total_price)}
        </p>
      </header>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <Panel title="Customer">
          {d.customer ? (
            <p className="text-sm">
              <Link to={`?tab=customers&customer=${d.customer.id}`} className="font-medium text-brand-700 underline">
                {d.customer.name}
              </Link>
              <span className="block break-all text-slate-600">{d.customer.email}</span>
              <span className="block text-slate-500">Joined {formatDateTime(d.customer.joinedAt)}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">Unknown User</p>
          )}
          <DeliverySummary delivery={o.delivery} className="mt-2" />
        </Panel>
        <Panel title="Items">
          <ul className="divide-y divide-slate-100 text-sm">
            {o.order_items.map((i, n) => (
              <li key={n} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 break-words text-slate-800">
                  {i.name} <span className="text-slate-500">× {i.quantity}</span>
                </span>
                <span className="shrink-0 tabular-nums">{formatKES(i.price * i.quantity)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-3 py-1.5 text-slate-600">
              <span>Delivery</span>
              <span className="tabular-nums">{o.shipping_price ? formatKES(o.shipping_price) : 'Free'}</span>
            </li>
            <li className="flex justify-between gap-3 py-1.5 font-semibold text-slate-900">
              <span>Total</span>
              <span className="tabular-nums">{formatKES(o.total_price)}</span>
            </li>
          </ul>
        </Panel>
        <Panel title="Payments">
          <PaymentsList payments={d.payments} />
          <AutoRefundLines refunds={d.autoRefunds ?? []} />
        </Panel>
        <Panel title="Move the order">
          {/* Long move labels ("… ready for collection: the shopper is told") wrap on a phone instead of widening the page. */}
          <div className="-mx-4 -mb-3 [&_button]:h-auto [&_button]:min-h-8 [&_button]:py-1 [&_button]:text-left [&_button]:whitespace-normal [&_button]:shrink">
            <StageActions order={o} onChanged={onChanged} />
          </div>
        </Panel>
        <Panel title="Timeline">
          <ol className="flex flex-col gap-1.5 text-sm" aria-label="Timeline">
            {d.timeline.map((e, n) => (
              <li key={n}>
                <span className="font-medium text-slate-900">{STAGE_LABELS[e.stage]}</span>{' '}
                <span className="text-slate-600">
                  {formatDateTime(e.at)} · by {e.actorName ?? ACTOR[e.actor]}
                </span>
                {e.note ? <span className="block break-words text-slate-600">{e.note}</span> : null}
              </li>
            ))}
            {d.timeline.length === 0 ? (
              <li className="text-slate-600">Placed {formatDateTime(o.created_at)}; nothing since.</li>
            ) : null}
          </ol>
        </Panel>
        <Notes orderId={o.id} notes={d.notes} />
      </div>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Private notes: for the shop's staff only (the API never sends them to the shopper). */
function Notes({ orderId, notes }: { orderId: number; notes: AdminOrderDetail['notes'] }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await addOrderNote(orderId, text);
      setText('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.orderDetail(orderId) });
    } catch (err) {
      setError(errorMessage(err, 'The note could not be saved.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Panel title="Private notes">
      <p className="mb-2 text-xs text-slate-500">Only the shop&apos;s staff see these; the customer never does.</p>
      <ul className="mb-3 flex flex-col gap-2 text-sm" aria-label="Private notes">
        {notes.map((n) => (
          <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2">
            <p className="break-words whitespace-pre-line text-slate-900">{n.text}</p>
            <p className="text-xs text-slate-600">
              {n.author ?? 'Former staff'} · {formatDateTime(n.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label className="text-sm font-medium text-slate-700">
          Add a private note
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={2000}
            rows={3}
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-base md:text-sm"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="self-start" disabled={busy || !text.trim()}>
          Save note
        </Button>
      </form>
    </Panel>
  );
}
