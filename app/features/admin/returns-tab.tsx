import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { returnActions, type ReturnOutcome } from '#core/orders/returns';
import { formatDateTime } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import type { OrderReturn, ReturnsPage, ReturnStep } from '#core/schemas/returns';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { ListError, ListSkeleton } from './list-parts';

const KEY = ['admin', 'returns'] as const;
const STATUS_LABEL: Record<OrderReturn['status'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  received: 'Item received',
  resolved: 'Resolved',
};
const OUTCOME_LABEL: Record<ReturnOutcome, string> = {
  repair: 'Repaired',
  replacement: 'Replaced',
  refund: 'Refunded',
};

/** Issue 30 (decision 066): return and warranty requests, by status and kind, with the owner's next step. */
export function ReturnsTab() {
  const [filters, setFilters] = useState({ status: '', kind: '', page: 1 });
  const query = new URLSearchParams({ status: filters.status, kind: filters.kind, page: String(filters.page) });
  const list = useQuery({
    queryKey: [...KEY, filters],
    queryFn: ({ signal }) => api<ReturnsPage>(`/api/admin/returns?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  return (
    <section aria-labelledby="returns-heading" className="flex flex-col gap-4">
      <h2 id="returns-heading" className="text-lg font-semibold text-slate-900">
        Returns and warranty
        {list.data ? <span className="ml-2 text-sm font-normal text-slate-500">{list.data.total} requests</span> : null}
      </h2>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:max-w-lg">
        <Select aria-label="Status" value={filters.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">Any status</option>
          {Object.entries(STATUS_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select aria-label="Type" value={filters.kind} onChange={(e) => set({ kind: e.target.value })}>
          <option value="">Returns and warranty</option>
          <option value="return">Returns</option>
          <option value="warranty">Warranty</option>
        </Select>
      </div>
      {list.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.isError ? (
        <ListError what="returns" onRetry={() => void list.refetch()} />
      ) : list.data.returns.length ? (
        <ul className="flex flex-col gap-3">
          {list.data.returns.map((r) => (
            <ReturnCard key={r.id} request={r} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No requests match.</p>
      )}
      {list.data && list.data.pages > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            Previous
          </Button>
          Page {filters.page} of {list.data.pages}
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= list.data.pages}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ReturnCard({ request: r }: { request: OrderReturn }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<ReturnOutcome>('refund');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const actions = returnActions(r.status);

  async function act(action: ReturnStep['action']) {
    setBusy(true);
    try {
      const body: ReturnStep = { action, ...(note.trim() ? { note: note.trim() } : {}) };
      if (action === 'resolve') Object.assign(body, { outcome }, outcome === 'refund' ? { reference } : {});
      const done = await api<OrderReturn>(`/api/admin/returns/${r.id}`, { method: 'POST', body });
      toast({ title: `${done.number}: ${done.outcome ? OUTCOME_LABEL[done.outcome] : STATUS_LABEL[done.status]}` });
      setNote('');
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      toast({
        title: 'Not saved',
        description: errorMessage(err, 'The step could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {r.number} · {r.kind === 'return' ? 'Return' : 'Warranty'} · order {r.orderNumber}
        </h3>
        <Badge data-testid="admin-return-status">
          {r.status === 'resolved' && r.outcome ? OUTCOME_LABEL[r.outcome] : STATUS_LABEL[r.status]}
        </Badge>
      </div>
      <p className="text-slate-600">
        {r.customer ?? 'Unknown User'} · {formatDateTime(r.createdAt)}
      </p>
      <p className="break-words text-slate-800">{r.reason}</p>
      <ul className="text-slate-700">
        {r.lines.map((l) => (
          <li key={l.itemId}>
            {l.quantity} × {l.name} ({formatKES(l.price)})
          </li>
        ))}
      </ul>
      {r.photos.length ? (
        <div className="flex flex-wrap gap-2">
          {r.photos.map((p) => (
            <a key={p} href={p} target="_blank" rel="noreferrer">
              <img src={p} alt={`Sent with ${r.number}`} className="size-16 rounded border object-cover" />
            </a>
          ))}
        </div>
      ) : null}
      {r.note ? <p className="break-words text-slate-700">Note: {r.note}</p> : null}
      {r.refundAmount != null ? (
        <p className="text-slate-700">
          Refunded {formatKES(r.refundAmount)}, M-Pesa {r.refundReference}
        </p>
      ) : null}
      {actions.length ? (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-2">
          <Input
            aria-label={`Note to the shopper on ${r.number}`}
            placeholder={actions.includes('decline') ? 'Note (required to decline)' : 'Note (optional)'}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {actions.includes('resolve') ? (
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
              <Select
                aria-label={`Outcome of ${r.number}`}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value as ReturnOutcome)}
              >
                <option value="refund">Refund</option>
                <option value="replacement">Replacement</option>
                <option value="repair">Repair</option>
              </Select>
              {outcome === 'refund' ? (
                <Input
                  aria-label={`M-Pesa refund reference for ${r.number}`}
                  placeholder="M-Pesa refund reference"
                  maxLength={40}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                />
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {actions.includes('approve') ? (
              <Button size="sm" disabled={busy} onClick={() => act('approve')}>
                Approve
              </Button>
            ) : null}
            {actions.includes('decline') ? (
              <Button size="sm" variant="outline" disabled={busy || !note.trim()} onClick={() => act('decline')}>
                Decline
              </Button>
            ) : null}
            {actions.includes('receive') ? (
              <Button size="sm" disabled={busy} onClick={() => act('receive')}>
                Record receipt
              </Button>
            ) : null}
            {actions.includes('resolve') ? (
              <Button
                size="sm"
                disabled={busy || (outcome === 'refund' && reference.trim().length < 3)}
                onClick={() => act('resolve')}
              >
                Resolve
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
