import { formatKES } from '#core/pricing/money';
import type { AdminPayment } from '#core/schemas/admin-find';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { formatDateTime } from './order-card';

const TONE: Record<AdminPayment['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Waiting', variant: 'warning' },
  paid: { label: 'Paid', variant: 'accent' },
  failed: { label: 'Failed', variant: 'destructive' },
  expired: { label: 'No answer', variant: 'secondary' },
};

/**
 * Every payment attempt of an order and what came of it, as the API sends them. Self-contained
 * (fed only by the payload) so that more kinds of payment (issue 21: Paybill, several per order)
 * change this list alone.
 */
export function PaymentsList({ payments }: { payments: AdminPayment[] }) {
  if (!payments.length) return <p className="text-sm text-slate-600">No payment was attempted.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Payments">
      {payments.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900 tabular-nums">
              M-Pesa {formatKES(p.amount)} from {p.phone}
            </span>
            <Badge variant={TONE[p.status].variant}>{TONE[p.status].label}</Badge>
          </div>
          <p className="text-xs text-slate-600">
            Asked {formatDateTime(p.createdAt)}
            {p.status !== 'pending' ? <> · answered {formatDateTime(p.updatedAt)}</> : null}
          </p>
          {p.receiptNumber ? <p className="text-slate-700">Receipt {p.receiptNumber}</p> : null}
          {p.resultDesc ? (
            <p className="break-words text-slate-600">
              {p.resultCode != null ? `Result ${p.resultCode}: ` : ''}
              {p.resultDesc}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
