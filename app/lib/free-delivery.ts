import { formatKES } from '#core/pricing/money';
import type { Translate } from '~/lib/i18n/i18n';

/**
 * The free-delivery promise as the shop advertises it (spec section 1), from the store settings: the
 * admin can change the threshold, and the figure on the page must be the one the cart applies
 * (core/pricing/totals.ts: free when the subtotal is above it, so a threshold of 0 means every order).
 */
export function freeDeliveryOffer(threshold: number, t?: Translate): string {
  // Without a translator (tests, mails): English, the spec's wording.
  if (!t)
    return threshold > 0 ? `Free delivery on orders over ${formatKES(threshold)}` : 'Free delivery on every order';
  return threshold > 0 ? t('delivery.freeOver', { amount: formatKES(threshold) }) : t('delivery.freeAlways');
}
