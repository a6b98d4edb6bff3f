import { Minus, Plus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { cn } from '~/lib/utils';
import { useT } from '~/lib/i18n/i18n';

/**
 * Spec sections 4 and 5: the quantity stays within 1..max; a typed value outside that range is
 * ignored; text that is not a number counts as 1. Returns the quantity a typed text gives, or
 * null when the text is to be ignored.
 */
export function quantityFromInput(text: string, max: number): number | null {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return 1;
  if (!Number.isInteger(n) || n < 1 || n > max) return null;
  return n;
}

interface QuantityControlProps {
  value: number;
  /** The stock level; at 0 the whole control is disabled. */
  max: number;
  onChange: (quantity: number) => void;
  label?: string;
  className?: string;
}

/** Minus, a number box and plus. Minus is disabled at 1 and plus at the stock level. */
export function QuantityControl({ value, max, onChange, label, className }: QuantityControlProps) {
  const t = useT();
  // What the box shows while typing: '' after deleting the digits (the quantity is then 1).
  const [draft, setDraft] = useState<string | null>(null);
  const disabled = max < 1;

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    const next = quantityFromInput(text, max);
    if (next === null) return; // out of range: ignored, the box keeps its value
    setDraft(text.trim() === '' ? '' : null);
    if (next !== value) onChange(next);
  }

  function step(delta: number) {
    setDraft(null);
    const next = value + delta;
    if (next >= 1 && next <= max) onChange(next);
  }

  return (
    <div
      className={cn('inline-flex items-center rounded-lg border border-slate-300 bg-white', className)}
      role="group"
      aria-label={label ?? t('product.quantity')}
    >
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => step(-1)}
        className="inline-flex size-11 items-center justify-center rounded-l-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label ?? t('product.quantity')}
        min={1}
        max={Math.max(1, max)}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={onInput}
        onBlur={() => setDraft(null)}
        className="h-11 w-14 [appearance:textfield] border-x border-slate-300 text-center text-base font-semibold tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:bg-slate-50 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={t('product.increase')}
        disabled={disabled || value >= max}
        onClick={() => step(1)}
        className="inline-flex size-11 items-center justify-center rounded-r-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
