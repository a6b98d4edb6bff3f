import { Copy, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categoryName } from '#core/catalog/categories';
import { formatKES } from '#core/pricing/money';
import type { AdminProduct } from '#core/schemas/admin-products';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Thumb } from './thumb';

const STATUS_BADGE = { active: 'success', draft: 'warning', archived: 'secondary' } as const;

interface RowProps {
  product: AdminProduct;
  selected: boolean;
  lowStock: number;
  onSelect(selected: boolean): void;
  onInline(change: { price?: number; countInStock?: number }): Promise<boolean>;
  onEdit(): void;
  onDuplicate(): void;
  onDelete(): void;
}

/** A number edited in place: saved on Enter or when focus leaves, put back on Escape or failure. */
function InlineNumber({
  label,
  value,
  onSave,
  prefix,
}: {
  label: string;
  value: number;
  prefix?: string;
  onSave(n: number): Promise<boolean>;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The list was refreshed: show the server's value.
    setShown(value);
    setText(String(value));
  }
  async function commit() {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || n === value) return setText(String(value));
    if (!(await onSave(n))) setText(String(value));
  }
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{label}</span>
      {prefix ? (
        <span aria-hidden="true" className="text-xs text-slate-500">
          {prefix}
        </span>
      ) : null}
      <input
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
          if (e.key === 'Escape') setText(String(value));
        }}
        className="h-8 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-right text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand-500 md:text-sm"
      />
    </label>
  );
}

export function ProductRow({
  product: p,
  selected,
  lowStock,
  onSelect,
  onInline,
  onEdit,
  onDuplicate,
  onDelete,
}: RowProps) {
  const stockBadge = p.countInStock <= 0 ? 'Out' : p.countInStock <= lowStock ? 'Low' : null;
  return (
    <li className="grid grid-cols-[1.5rem_3rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 px-3 py-3 md:grid-cols-[1.5rem_3rem_minmax(0,1fr)_8rem_6rem_9.5rem] md:items-center md:gap-4 md:px-4">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${p.name}`}
        className="mt-1 size-4 accent-brand-600 md:mt-0"
      />
      <Thumb src={p.image} alt="" size={48} />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={p.name}>
          {p.name}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
          <Badge variant={STATUS_BADGE[p.status]} className="capitalize">
            {p.status}
          </Badge>
          <span>{p.brand}</span>
          <span>· {categoryName(p.category)}</span>
          {p.sku ? <span>· SKU {p.sku}</span> : null}
          {stockBadge ? <Badge variant={stockBadge === 'Out' ? 'destructive' : 'warning'}>{stockBadge}</Badge> : null}
          {p.compareAtPrice ? <span>· was {formatKES(p.compareAtPrice)}</span> : null}
          {/* Issue 31 (decision 069): shoppers waiting for it to come back; shown only when some wait. */}
          {p.waiting ? (
            <span className="font-medium text-brand-700" data-testid="waiting-count">
              · {p.waiting} waiting
            </span>
          ) : null}
        </p>
      </div>
      <div className="col-span-3 grid grid-cols-2 gap-2 md:col-span-1 md:contents">
        <InlineNumber
          label={`Price of ${p.name} in KES`}
          prefix="KES"
          value={p.price}
          onSave={(price) => onInline({ price })}
        />
        <InlineNumber
          label={`Stock of ${p.name}`}
          value={p.countInStock}
          onSave={(n) => onInline({ countInStock: Math.trunc(n) })}
        />
      </div>
      <div className="col-span-3 flex justify-end gap-1 md:col-span-1">
        {p.status === 'active' ? (
          <a
            href={`/product/${p.id}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${p.name} on store`}
            title="View on store"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <ExternalLink aria-hidden="true" />
          </a>
        ) : null}
        <Button variant="ghost" size="icon" onClick={onDuplicate} aria-label={`Duplicate ${p.name}`} title="Duplicate">
          <Copy aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${p.name}`} title="Edit">
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${p.name}`}
          title="Delete"
          className="text-danger-solid hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
