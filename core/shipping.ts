import { roundMoney } from './money';

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
