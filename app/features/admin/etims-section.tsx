import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { EtimsOverview } from '#core/schemas/etims';
import { formatKES } from '#core/pricing/money';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { ListError, ListSkeleton } from './list-parts';
import { EtimsConfigForm } from './etims-config-form';

const KEY = ['admin', 'etims'] as const;

/**
 * Issue 30: KRA eTIMS as configured (mode, branch and serial here or in the environment, which wins; the
 * PIN is ETIMS_PIN or the shop's KRA PIN) and the invoices KRA has not signed yet, each retryable now.
 * Loaded with the Settings tab only.
 */
export default function EtimsSection() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<EtimsOverview>('/api/admin/etims', { signal }),
  });
  return (
    <section aria-labelledby="etims-heading" className="flex flex-col gap-4">
      <h2 id="etims-heading" className="text-lg font-semibold text-slate-900">
        eTIMS tax invoices
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={2} />
      ) : query.isError ? (
        <ListError what="eTIMS invoices" onRetry={() => void query.refetch()} />
      ) : (
        <Overview data={query.data} />
      )}
    </section>
  );
}

function Overview({ data }: { data: EtimsOverview }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  async function retry(id: number) {
    setBusy(id);
    try {
      const inv = await api<{ status: string }>(`/api/admin/etims/${id}/retry`, { method: 'POST' });
      toast({ title: inv.status === 'signed' ? 'Invoice signed by eTIMS' : 'eTIMS still unreachable: retrying later' });
    } catch (error) {
      toast({
        title: 'Retry failed',
        description: errorMessage(error, 'Try again in a minute.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: KEY });
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 break-all">
        <dt className="font-medium text-slate-600">In force</dt>
        <dd>{data.mode === 'simulator' ? 'Simulator (simulated eTIMS invoices, not sent to KRA)' : 'KRA OSCU'}</dd>
        <dt className="font-medium text-slate-600">KRA PIN</dt>
        <dd>
          {data.pin}
          {data.fromEnv.pin ? ' (set by the environment)' : " (the shop's KRA PIN above)"}
        </dd>
        {data.baseUrl ? (
          <>
            <dt className="font-medium text-slate-600">OSCU URL</dt>
            <dd>{data.baseUrl}</dd>
          </>
        ) : null}
      </dl>
      <EtimsConfigForm data={data} />
      {data.open.length === 0 ? (
        <p role="status">Every invoice is signed.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Invoices not signed yet">
          {data.open.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">
                {inv.kind === 'sale' ? 'Sale' : 'Credit note'} · order {inv.orderId} · {formatKES(inv.amount)}
              </span>
              <span className={inv.status === 'failed' ? 'font-semibold text-danger' : 'text-slate-600'}>
                {inv.status === 'signed'
                  ? 'Signed; stock movement not reported yet'
                  : inv.status === 'failed'
                    ? 'Failed'
                    : 'Pending'}{' '}
                ({inv.attempts} tries)
              </span>
              {inv.lastError ? <span className="w-full text-xs break-all text-slate-500">{inv.lastError}</span> : null}
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                disabled={busy != null}
                onClick={() => void retry(inv.id)}
              >
                <RotateCw aria-hidden="true" /> Retry now
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
