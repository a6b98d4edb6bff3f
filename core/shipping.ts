import { formatKES, roundMoney } from './money';

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

export function orderTotals(subtotal: number, rules: DeliveryRules = DEFAULT_DELIVERY) {
  const itemsPrice = roundMoney(subtotal);
  const shipping = shippingFor(itemsPrice, rules);
  return { itemsPrice, shipping, total: roundMoney(itemsPrice + shipping) };
}

/**
 * The free-delivery promise as the shop advertises it (spec section 1), from the store settings: the
 * admin can change the threshold, and the figure on the page must be the one shippingFor applies
 * (free when the subtotal is above it, so a threshold of 0 means every order).
 */
export function freeDeliveryOffer(threshold: number): string {
  return threshold > 0 ? `Free delivery on orders over ${formatKES(threshold)}` : 'Free delivery on every order';
}
