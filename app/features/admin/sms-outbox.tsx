import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { smsOutboxSchema } from '#core/schemas/sms';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { ListError, ListSkeleton } from './list-parts';

type Outbox = z.infer<typeof smsOutboxSchema>;
const KEY = ['admin', 'sms-outbox'];

/**
 * Issue 31: how order texts go out. With the built-in Africa's Talking simulator (the default) the texts
 * reach no phone: this card is its phone screen, and switches the simulated gateway down to see the
 * queue hold and resend them.
 */
export function SmsOutbox() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<Outbox>('/api/admin/sms/outbox', { signal }),
  });
  async function setGateway(gateway: 'ok' | 'fail') {
    try {
      await api('/api/admin/sms/simulator', { method: 'PUT', body: { gateway } });
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      toast({
        title: 'Could not switch the SMS simulator',
        description: errorMessage(err, ''),
        variant: 'destructive',
      });
    }
  }
  return (
    <section aria-labelledby="sms-heading" className="flex flex-col gap-4">
      <h2 id="sms-heading" className="text-lg font-semibold text-slate-900">
        SMS
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError ? (
        <ListError what="settings" onRetry={() => void query.refetch()} />
      ) : query.data.mode !== 'simulator' ? (
        <p className="text-sm text-slate-600">
          Texts go through Africa&apos;s Talking ({query.data.mode}). Delivery reports are kept for each text.
        </p>
      ) : (
        <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-sm text-slate-700">
            <strong>SMS simulator: test texts — no phone receives them.</strong> Gateway:{' '}
            {query.data.gateway === 'fail' ? 'down (texts wait in the queue)' : 'answering'}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void setGateway(query.data.gateway === 'fail' ? 'ok' : 'fail')}>
              {query.data.gateway === 'fail' ? 'Bring the gateway back' : 'Take the gateway down'}
            </Button>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Refresh
            </Button>
          </div>
          <ul aria-label="Simulator outbox" className="flex flex-col divide-y divide-slate-100">
            {query.data.messages.length === 0 ? <li className="py-2 text-sm text-slate-600">No texts yet.</li> : null}
            {query.data.messages.map((m) => (
              <li key={m.id} className="py-2 text-sm break-words">
                <span className="font-medium">{m.to}</span>{' '}
                <span className="text-slate-500">
                  {new Date(m.createdAt).toLocaleString()} · {m.segments} part(s) · {m.cost} ·{' '}
                  {m.deliveryStatus ?? 'sent'}
                </span>
                <p className="text-slate-800">{m.message}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
