import { useEffect, useState } from 'react';
import type { CartItem } from '#core/cart/cart';
import { formatKES } from '#core/pricing/money';
import type { LayawayQuote } from '#core/schemas/orders';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n/i18n';

/**
 * Whether the shop's layaway applies to this cart, and its terms: asked of the server (decision 039),
 * which knows the products marked for layaway and works the deposit out; null while unknown or off.
 */
export function useLayawayQuote(items: CartItem[], total: number): LayawayQuote | null {
  const [quote, setQuote] = useState<LayawayQuote | null>(null);
  const key = items.map((i) => `${i.product}x${i.quantity}`).join(',') + `=${total}`;
  useEffect(() => {
    const controller = new AbortController();
    const body = { items: items.map((i) => ({ product: i.product, quantity: i.quantity })), totalPrice: total };
    api<LayawayQuote>('/api/orders/layaway-quote', { method: 'POST', body, signal: controller.signal }).then(
      (q) => setQuote(q.applies ? q : null),
      () => !controller.signal.aborted && setQuote(null),
    );
    return () => controller.abort();
    // The key says everything the quote depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return quote;
}

/** The cart's two choices, "Pay in full" / "Pay a deposit of KES 73,500 now", and the policy the shopper agrees to. */
export function LayawayChoice({
  quote,
  total,
  layaway,
  onLayaway,
  agreed,
  onAgreed,
}: {
  quote: LayawayQuote;
  total: number;
  layaway: boolean;
  onLayaway(on: boolean): void;
  agreed: boolean;
  onAgreed(on: boolean): void;
}) {
  const t = useT();
  const option =
    'flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600';
  return (
    <fieldset className="flex flex-col gap-2" data-testid="layaway-choice">
      <legend className="mb-1 font-semibold text-slate-900">{t('layaway.title')}</legend>
      <label className={option}>
        <input
          type="radio"
          name="layaway"
          className="size-4 accent-brand-600"
          checked={!layaway}
          onChange={() => onLayaway(false)}
        />
        {t('layaway.full')}
      </label>
      <label className={option}>
        <input
          type="radio"
          name="layaway"
          className="size-4 accent-brand-600"
          checked={layaway}
          onChange={() => onLayaway(true)}
        />
        {t('layaway.deposit', { amount: formatKES(quote.deposit) })}
      </label>
      {layaway ? (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p>{t('layaway.rest', { rest: formatKES(Math.ceil(total) - quote.deposit), days: quote.days })}</p>
          <p className="font-medium text-slate-900">
            {t(quote.policy === 'keep' ? 'layaway.policyKeep' : 'layaway.policyRefund', { days: quote.days })}
          </p>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={agreed}
              onChange={(e) => onAgreed(e.target.checked)}
            />
            {t('layaway.agree')}
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
