import { formatKES } from '#core/pricing/money';
import type { Order } from '#core/schemas/orders';
import { cn } from '~/lib/utils';

const dateTime = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});
const SOURCE = { stk: 'M-Pesa prompt', c2b: 'Paybill' } as const;
const STATUS = { pending: 'Waiting', paid: 'Received', failed: 'Failed', expired: 'No answer' } as const;

/**
 * Every payment of an order and its balance (issue 21), from the order's API payload alone: the lead
 * mounts it in the admin order detail view (issue 20a); the Orders tab's card shows it too.
 */
export function OrderPayments({
  order,
  className,
}: {
  order: Pick<Order, 'number' | 'payments' | 'amount_paid' | 'balance' | 'refund_due' | 'total_price'> &
    Partial<Pick<Order, 'layaway'>>;
  className?: string;
}) {
  return (
    <section aria-label={`Payments of order ${order.number}`} className={cn('text-sm', className)}>
      <p className="text-slate-800">
        <span className="font-medium">Received {formatKES(order.amount_paid)}</span> of {formatKES(order.total_price)}
        {order.balance > 0 ? <span> · {formatKES(order.balance)} left</span> : null}
        {order.refund_due > 0 ? (
          <span className="font-medium text-danger"> · refund due {formatKES(order.refund_due)}</span>
        ) : null}
      </p>
      {order.layaway ? <LayawayLine layaway={order.layaway} /> : null}
      {order.payments.length ? (
        <ul className="mt-1 divide-y divide-slate-100 rounded-lg bg-slate-50 px-3">
          {order.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span className="text-slate-800">
                {SOURCE[p.source]} · {STATUS[p.status]}
                {p.receiptNumber ? <span className="text-slate-500"> · {p.receiptNumber}</span> : null}
                <span className="text-slate-500"> · {dateTime.format(new Date(p.createdAt))}</span>
              </span>
              <span
                className={cn(
                  'tabular-nums',
                  p.status === 'paid' ? 'font-medium text-slate-900' : 'text-slate-500 line-through',
                )}
              >
                {formatKES(p.amount)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Layaway (decision 039): deposit, due date, the policy agreed and, after expiry, whether the money was kept. */
function LayawayLine({ layaway: l }: { layaway: NonNullable<Order['layaway']> }) {
  const outcome =
    l.outcome === 'kept'
      ? 'expired: money kept, per the policy'
      : l.outcome === 'refund'
        ? 'expired: refund what was paid'
        : null;
  return (
    <p className="text-slate-700" data-testid="admin-layaway">
      Layaway · deposit {formatKES(l.deposit)} {l.deposit_paid ? 'paid' : 'not paid yet'} · due{' '}
      {dateTime.format(new Date(l.due_at))} · at expiry {l.policy === 'keep' ? 'keep' : 'refund'}
      {outcome ? <span className="font-medium"> · {outcome}</span> : null}
    </p>
  );
}
