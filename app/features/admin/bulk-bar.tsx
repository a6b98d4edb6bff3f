import { useState } from 'react';
import { PRICE_ENDING_LABEL, PRICE_ENDINGS, type PriceEnding } from '#core/pricing/price-ending';
import type { BulkEdit } from '#core/schemas/admin-products';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';

type Kind = 'status' | 'price-set' | 'price-percent' | 'stock';

/**
 * One change to every selected product: a status, a new price, a price up or down by a percentage
 * (rounded to the ending the owner picks) or a stock count. A price change is previewed first. All or none: the server names a product
 * the change cannot apply to.
 */
export function BulkBar({
  count,
  busy,
  onApply,
  onClear,
}: {
  count: number;
  busy: boolean;
  onApply(change: Omit<BulkEdit, 'ids'>): void;
  onClear(): void;
}) {
  const [kind, setKind] = useState<Kind>('price-percent');
  const [status, setStatus] = useState<'active' | 'draft' | 'archived'>('draft');
  const [amount, setAmount] = useState('');
  const [rounding, setRounding] = useState<PriceEnding>('none');
  const value = Number(amount);
  const numberOk = amount.trim() !== '' && Number.isFinite(value);

  function apply() {
    if (kind === 'status') return onApply({ status });
    if (!numberOk) return;
    if (kind === 'price-set') return onApply({ price: { set: value } });
    if (kind === 'price-percent') return onApply({ price: { percent: value, rounding } });
    return onApply({ countInStock: Math.trunc(value) });
  }

  return (
    <div
      role="region"
      aria-label="Change the selected products"
      className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-semibold text-slate-900">{count} selected</p>
      <Select aria-label="Change" value={kind} onChange={(e) => setKind(e.target.value as Kind)} className="sm:w-48">
        <option value="price-percent">Price ± %</option>
        <option value="price-set">Set price (KES)</option>
        <option value="stock">Set stock</option>
        <option value="status">Set status</option>
      </Select>
      {kind === 'status' ? (
        <Select
          aria-label="New status"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
          className="sm:w-40"
        >
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </Select>
      ) : (
        <Input
          aria-label={
            kind === 'price-percent'
              ? 'Percent (e.g. 5 or -10)'
              : kind === 'price-set'
                ? 'New price in KES'
                : 'New stock'
          }
          inputMode="decimal"
          placeholder={kind === 'price-percent' ? 'e.g. 5 or -10' : '0'}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className="sm:w-40"
        />
      )}
      {kind === 'price-percent' ? (
        <Select
          aria-label="Round new prices to"
          value={rounding}
          onChange={(e) => setRounding(e.target.value as PriceEnding)}
          className="sm:w-44"
        >
          {PRICE_ENDINGS.map((e) => (
            <option key={e} value={e}>
              {PRICE_ENDING_LABEL[e]}
            </option>
          ))}
        </Select>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" disabled={busy || (kind !== 'status' && !numberOk)} onClick={apply}>
          {kind.startsWith('price') ? `Preview ${count} new price${count === 1 ? '' : 's'}` : `Apply to ${count}`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
