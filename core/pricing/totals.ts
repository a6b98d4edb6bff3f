import { roundMoney } from './money';
import { DEFAULT_VAT, vatAdded, vatOn, type VatRules } from './vat';

export interface DeliveryRules {
  deliveryFee: number;
  freeDeliveryThreshold: number;
}

/** The reading of the spec that holds (issue 3): free above KES 50,000, else a flat fee. */
export const DEFAULT_DELIVERY: DeliveryRules = { deliveryFee: 500, freeDeliveryThreshold: 50_000 };

export function shippingFor(subtotal: number, rules: DeliveryRules = DEFAULT_DELIVERY): number {
  if (subtotal <= 0) return 0;
  return subtotal > rules.freeDeliveryThreshold ? 0 : rules.deliveryFee;
}

/** VAT settings that are absent (an old caller, the defaults) mean the default: registered, 16% added. */
export const vatRulesOf = (rules: Partial<VatRules>): VatRules => ({
  vatMode: rules.vatMode ?? DEFAULT_VAT.vatMode,
  vatRate: rules.vatRate ?? DEFAULT_VAT.vatRate,
});

/** Goods plus delivery, the VAT on both (decision 031) and what the shopper pays. */
export function totalsWith(itemsPrice: number, shipping: number, vatRules: Partial<VatRules> = {}) {
  const rules = vatRulesOf(vatRules);
  const items = roundMoney(itemsPrice);
  const vat = vatOn(items + shipping, rules);
  return {
    itemsPrice: items,
    shipping,
    vat,
    vatMode: rules.vatMode,
    vatRate: rules.vatRate,
    total: roundMoney(items + shipping + vatAdded(vat, rules)),
  };
}

export function orderTotals(subtotal: number, rules: DeliveryRules & Partial<VatRules> = DEFAULT_DELIVERY) {
  const itemsPrice = roundMoney(subtotal);
  return totalsWith(itemsPrice, shippingFor(itemsPrice, rules), rules);
}

/**
 * The totals for the shopper's delivery choice, the one reading the cart, the checkout, the order it
 * sends and the WhatsApp message share (issue 35): the chosen option's fee, with the VAT on goods and
 * fee (decision 031). With no option chosen, `unchosen` says what counts: 'none' no fee at all (the
 * summary and the Pay button before a choice, issue 32), 'flat' the flat rule's fee (an order or a
 * message sent without a delivery option, as the server prices one).
 */
export function deliveryTotals(
  subtotal: number,
  rules: DeliveryRules & Partial<VatRules>,
  fee: number | undefined,
  unchosen: 'none' | 'flat',
) {
  if (fee !== undefined) return totalsWith(roundMoney(subtotal), fee, rules);
  return unchosen === 'flat' ? orderTotals(subtotal, rules) : totalsWith(roundMoney(subtotal), 0, rules);
}
