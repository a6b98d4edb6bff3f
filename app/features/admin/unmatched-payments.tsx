import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatKES } from '#core/pricing/money';
import type { Order } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { adminKeys } from './queries';

const unmatchedKey = ['admin', 'payments', 'unmatched'] as const;
const dateTime = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/**
 * Paybill payments whose account number names no order (issue 21): listed until the admin assigns
 * each to its order. Shown above the orders only while there are some.
 */
export function UnmatchedPayments() {
  // Paybill payments arrive while the owner has the tab open: look again every 15 seconds.
  const list = useQuery({
    queryKey: unmatchedKey,
    queryFn: ({ signal }) => api<Payment[]>('/api/admin/payments/unmatched', { signal }),
    refetchInterval: 15_000,
  });
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="unmatched-heading" className="rounded-xl border border-warning-border bg-white p-4">
      <h3 id="unmatched-heading" className="font-semibold text-slate-900">
        Unmatched Paybill payments <span className="text-sm font-normal text-slate-500">{list.data.length}</span>
      </h3>
      <p className="text-sm text-slate-600">
        The account number these customers typed names no order. Assign each to its order.
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {list.data.map((p) => (
          <UnmatchedRow key={p.id} payment={p} />
        ))}
      </ul>
    </section>
  );
}

function UnmatchedRow({ payment }: { payment: Payment }) {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const updated = await api<Order>(`/api/admin/payments/${payment.id}/assign`, {
        method: 'POST',
        body: { order: order.trim() },
      });
      toast({
        title: 'Payment assigned',
        description: `${formatKES(payment.amount)} is now on order ${updated.number}.`,
      });
      queryClient.setQueryData<Payment[]>(unmatchedKey, (l) => l?.filter((p) => p.id !== payment.id));
      // The order pages and its detail read the new balance from the server (decision 033's paged list).
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orderDetail(updated.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    } catch (err) {
      setError(errorMessage(err, 'The payment could not be assigned.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">
        <span className="font-medium tabular-nums">{formatKES(payment.amount)}</span> · account “
        {payment.accountReference}” · {payment.receiptNumber} · {dateTime.format(new Date(payment.createdAt))}
      </p>
      <form
        onSubmit={assign}
        className="flex flex-wrap items-center gap-2"
        aria-label={`Assign payment ${payment.receiptNumber}`}
      >
        <Input
          aria-label="Order number"
          placeholder="KPC000123"
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          maxLength={20}
          required
          className="h-9 w-36"
        />
        <Button type="submit" size="sm" disabled={busy || !order.trim()}>
          {busy ? 'Assigning...' : 'Assign'}
        </Button>
        {error ? (
          <p role="alert" className="w-full text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
