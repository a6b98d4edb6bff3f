import { useEffect, useId, useState, type FormEvent } from 'react';
import { returnWindowEnd } from '#core/orders/returns';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import type { OwnOrder } from '#core/schemas/orders';
import type { OrderReturn } from '#core/schemas/returns';
import { Button } from '~/components/ui/button';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useT, type Translate } from '~/lib/i18n/i18n';
import { useRootData } from '~/lib/root-data';

// One request for the whole page: every delivered order's panel reads the same list.
let mine: Promise<OrderReturn[]> | null = null;
const loadMine = (fresh = false) => {
  if (!mine || fresh) mine = api<OrderReturn[]>('/api/returns/mine').catch(() => []);
  return mine;
};

export const returnStatusText = (t: Translate, r: OrderReturn) =>
  r.status === 'resolved' && r.outcome
    ? t(`returns.status.resolved.${r.outcome}`)
    : t(`returns.status.${r.status === 'resolved' ? 'received' : r.status}`, { number: r.number });

/** A delivered order's return and warranty requests, and the form to open one (issue 30; lazy-loaded). */
export function ReturnsPanel({ order }: { order: OwnOrder }) {
  const t = useT();
  const [requests, setRequests] = useState<OrderReturn[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void loadMine().then((all) => live && setRequests(all.filter((r) => r.orderId === order.id)));
    return () => {
      live = false;
    };
  }, [order.id]);

  return (
    <section aria-label={t('returns.title')} className="flex flex-col gap-2" data-testid="returns">
      {requests.map((r) => (
        <div key={r.id} className="rounded-lg bg-slate-50 p-3">
          <p className="font-medium text-slate-900">
            {t('returns.requestOf', { kind: t(`returns.kindName.${r.kind}`), number: r.number })}:{' '}
            <span data-testid="return-status">{returnStatusText(t, r)}</span>
          </p>
          {r.refundAmount != null ? (
            <p className="text-slate-700">
              {t('returns.refundAmount', { amount: formatKES(r.refundAmount), reference: r.refundReference ?? '' })}
            </p>
          ) : null}
          {r.note ? <p className="break-words text-slate-700">{t('returns.note', { note: r.note })}</p> : null}
        </div>
      ))}
      {open ? (
        <ReturnForm
          order={order}
          onClose={() => setOpen(false)}
          onSent={(r) => {
            setRequests((list) => [r, ...list]);
            void loadMine(true);
            setOpen(false);
          }}
        />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t('returns.open')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ReturnForm({ order, onClose, onSent }: { order: OwnOrder; onClose(): void; onSent(r: OrderReturn): void }) {
  const t = useT();
  const id = useId();
  const { settings } = useRootData();
  const from = order.delivered_at ?? order.paid_at;
  const windowEnd = from ? returnWindowEnd(new Date(from), settings.returnWindowDays ?? 7) : null;
  const [kind, setKind] = useState<'return' | 'warranty'>(windowEnd && windowEnd > new Date() ? 'return' : 'warranty');
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const lines = Object.entries(qty)
      .filter(([, q]) => q > 0)
      .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }));
    if (!lines.length) return setError(t('returns.chooseItem'));
    setSending(true);
    setError(null);
    try {
      let photos: string[] = [];
      if (files.length) {
        const form = new FormData();
        for (const f of files.slice(0, 5)) form.append('images', f);
        photos = (await api<{ urls: string[] }>('/api/returns/photos', { method: 'POST', rawBody: form })).urls;
      }
      const made = await api<OrderReturn>(`/api/orders/${order.id}/returns`, {
        method: 'POST',
        body: { kind, reason, lines, photos },
      });
      toast({ title: t('returns.sent', { number: made.number }) });
      onSent(made);
    } catch (err) {
      setError(errorMessage(err, t('returns.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3" aria-label={t('returns.open')}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-slate-900">{t('returns.kind')}</legend>
        {(['return', 'warranty'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => setKind(k)} />
            {k === 'return'
              ? t('returns.kindReturn', { date: windowEnd ? formatDate(windowEnd) : '' })
              : t('returns.kindWarranty')}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-900">{t('returns.items')}</legend>
        {order.order_items.map((item) =>
          item.item_id ? (
            <label key={item.item_id} className="flex min-w-0 items-center gap-2">
              <input
                type="number"
                min={0}
                max={item.quantity}
                value={qty[item.item_id] ?? 0}
                aria-label={t('returns.quantity', { name: item.name })}
                onChange={(e) => setQty((q) => ({ ...q, [item.item_id!]: Number(e.target.value) }))}
                className="w-16 shrink-0 rounded-md border border-slate-300 px-2 py-1"
              />
              <span className="min-w-0 break-words">{item.name}</span>
            </label>
          ) : null,
        )}
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-900">{t('returns.reason')}</span>
        <Textarea required minLength={5} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-900">{t('returns.photos')}</span>
        <input
          type="file"
          accept="image/*"
          multiple
          className="max-w-full text-sm"
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </label>
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? t('returns.sending') : t('returns.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('returns.cancel')}
        </Button>
      </div>
    </form>
  );
}
