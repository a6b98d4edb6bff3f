import { useState } from 'react';
import { formatKES } from '#core/pricing/money';
import type { BulkEdit, BulkPriceChange } from '#core/schemas/admin-products';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { bulkEditProducts, undoBulkPrices } from './api';

type Change = Omit<BulkEdit, 'ids'>;
interface Pending {
  change: Change;
  ids: number[];
  changes: BulkPriceChange[];
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Nothing was changed', description: errorMessage(error, fallback), variant: 'destructive' });

/**
 * Issue 32, item 12: a bulk price change shows the new prices first, is applied only when the owner
 * confirms, and can be undone in one step (the server puts back each price not changed again since).
 */
export function useBulkPriceFlow(refresh: () => void, onApplied: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [undo, setUndo] = useState<{ message: string; changes: BulkPriceChange[] } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      failed(error, fallback);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function preview(change: Change, ids: number[]) {
    setUndo(null);
    const res = await run(
      () => bulkEditProducts({ ids, ...change, dryRun: true }),
      'The new prices could not be worked out.',
    );
    if (res) setPending({ change, ids, changes: res.changes ?? [] });
  }

  async function confirm() {
    if (!pending) return;
    const res = await run(
      () => bulkEditProducts({ ids: pending.ids, ...pending.change }),
      'The change could not be saved.',
    );
    if (!res) return;
    setPending(null);
    toast({ title: res.message });
    if (res.changes?.length) setUndo({ message: res.message, changes: res.changes });
    refresh();
    onApplied();
  }

  async function revert() {
    if (!undo) return;
    const prices = undo.changes.map((c) => ({ id: c.id, price: c.before, expected: c.after }));
    const res = await run(() => undoBulkPrices({ prices }), 'The old prices could not be put back.');
    if (!res) return;
    setUndo(null);
    toast({ title: res.message });
    refresh();
  }

  const panel = pending ? (
    <section
      aria-label="New prices"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-slate-900">
        {pending.changes.length === 0
          ? 'No price would change.'
          : `Check the new prices: ${pending.changes.length} product${pending.changes.length === 1 ? '' : 's'} would change.`}
      </p>
      {pending.changes.length ? (
        <div className="max-h-72 overflow-auto rounded-lg border border-amber-100 bg-white">
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-white text-xs text-slate-500">
              <tr>
                <th className="px-2 py-1 font-medium">Product</th>
                <th className="px-2 py-1 text-right font-medium">Now</th>
                <th className="px-2 py-1 text-right font-medium">New</th>
              </tr>
            </thead>
            <tbody>
              {pending.changes.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className="px-2 py-1 break-words">{c.name}</td>
                  <td className="px-2 py-1 text-right whitespace-nowrap text-slate-500">{formatKES(c.before)}</td>
                  <td className="px-2 py-1 text-right font-medium whitespace-nowrap">{formatKES(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy || pending.changes.length === 0} onClick={() => void confirm()}>
          Apply {pending.changes.length} new price{pending.changes.length === 1 ? '' : 's'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
          Cancel
        </Button>
      </div>
    </section>
  ) : undo ? (
    <p
      // Not a live region: the toast already says it; this keeps the undo at hand.
      role="region"
      aria-label="Last price change"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm"
    >
      <span>{undo.message}.</span>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void revert()}>
        Undo: put back the {undo.changes.length} old price{undo.changes.length === 1 ? '' : 's'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setUndo(null)}>
        Dismiss
      </Button>
    </p>
  ) : null;

  return { preview, panel, busy };
}
