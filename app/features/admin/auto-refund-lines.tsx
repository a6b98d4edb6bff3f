import { formatKES } from '#core/pricing/money';
import type { AdminOrderDetail } from '#core/schemas/admin-find';
import { Alert } from '~/components/ui/alert';
import { useT } from '~/lib/i18n/i18n';

/**
 * Automatic refunds still waiting for M-Pesa, and the last one that failed with M-Pesa's reason
 * (decision 060): the refund due is then the owner's to give back from the M-Pesa portal.
 */
export function AutoRefundLines({ refunds }: { refunds: AdminOrderDetail['autoRefunds'] }) {
  const t = useT();
  const pending = refunds.filter((r) => r.status === 'pending');
  const failed = refunds.at(-1)?.status === 'failed' ? refunds.at(-1) : undefined;
  if (!pending.length && !failed) return null;
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="auto-refunds">
      {pending.map((r) => (
        <p key={r.createdAt} className="text-sm text-slate-600">
          {t('admin.autoRefund.pending', { amount: formatKES(r.amount) })}
        </p>
      ))}
      {failed ? (
        <Alert tone="danger" size="sm">
          {t('admin.autoRefund.failed', {
            amount: formatKES(failed.amount),
            reason: failed.resultDesc ?? failed.resultCode ?? '',
          })}
        </Alert>
      ) : null}
    </div>
  );
}
