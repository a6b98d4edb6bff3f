import type { ReactNode } from 'react';
import { formatKES } from '#core/money';
import { orderTotals, type DeliveryRules } from '#core/shipping';

export function CartSummary({ subtotal, rules, children }: { subtotal: number; rules: DeliveryRules; children?: ReactNode }) {
  const { itemsPrice, shipping, total } = orderTotals(subtotal, rules);
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="order-summary" className="text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd>{formatKES(itemsPrice)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Shipping</dt>
          <dd>{shipping === 0 ? 'Free' : formatKES(shipping)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatKES(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
