import type { ReactNode } from 'react';
import { formatKES } from '#core/pricing/money';
import { deliveryTotals, type DeliveryRules } from '#core/pricing/totals';
import { vatLabel, type VatRules } from '#core/pricing/vat';
import { useT } from '~/lib/i18n/i18n';

export interface CartSummaryProps {
  subtotal: number;
  rules: DeliveryRules & Partial<VatRules>;
  /** The chosen delivery option's fee (checkout); without it, the fee is chosen at checkout and not counted. */
  shipping?: number;
  /** Shown instead of a fee while no option can be priced ('Choose a county'). */
  shippingNote?: string;
  /** The expected day of the chosen option: 'Today', 'Tue 25 Nov', '2–3 days'. */
  expected?: string;
  children?: ReactNode;
}

export function CartSummary({ subtotal, rules, shipping: chosen, shippingNote, expected, children }: CartSummaryProps) {
  const t = useT();
  // One fee, the chosen option's: no option chosen yet (a guest's cart, checkout loading) reads
  // 'Chosen at checkout' and counts none, where it showed a flat KES 500 no option costs (issue 32).
  // Above the free-delivery threshold every option is free (spec section 9), so the cart can say so.
  const freeAnyway = subtotal > rules.freeDeliveryThreshold;
  const shipping = chosen ?? 0;
  const note = chosen === undefined && !freeAnyway ? (shippingNote ?? t('cart.shippingAtCheckout')) : shippingNote;
  // VAT is its own line (decision 031): on the goods and the delivery fee once it is known.
  const totals = deliveryTotals(subtotal, rules, note ? undefined : chosen, 'none');
  const { itemsPrice } = totals;
  const vat = vatLabel(totals)
    ? t(totals.vatMode === 'added' ? 'cart.vat' : 'cart.vatIncluded', { rate: `${Number(totals.vatRate.toFixed(2))}%` })
    : null;
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="order-summary" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.subtotal')}</dt>
          <dd>{formatKES(itemsPrice)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.shipping')}</dt>
          <dd data-testid="summary-shipping">{note ?? (shipping === 0 ? t('cart.free') : formatKES(shipping))}</dd>
        </div>
        {vat ? (
          <div className="flex justify-between">
            <dt className="text-slate-600">{vat}</dt>
            <dd data-testid="summary-vat">{formatKES(totals.vat)}</dd>
          </div>
        ) : null}
        {expected ? (
          <div className="flex justify-between">
            <dt className="text-slate-600">{t('cart.expected')}</dt>
            <dd data-testid="summary-expected">{expected}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="summary-total">{formatKES(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
