import { useEffect, useState } from 'react';
import { tNow } from '~/lib/i18n/i18n';
import { api } from '~/lib/api';
import { cartStore, type CartStore } from './cart-store';
import { changesNotice, reconcileCart, type CurrentProduct } from './reconcile';

/** At most this many lines are checked (the API's page size); a cart is never near it. */
const MAX_IDS = 100;

/**
 * Once the cart page is open in the browser, asks the shop for its lines' products as they are now
 * and updates the stored cart (reconcile.ts): a cart kept for days must not show last week's
 * prices or stock. Returns the notice to show, or null. On any failure (offline) the cart stays as
 * stored: the order itself is priced and stock-checked on the server anyway.
 */
export function useCartRefresh(store: CartStore = cartStore): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    // Ids are positive integers; anything else in old storage is left for checkout to refuse.
    const ids = [...new Set(store.getSnapshot().map((i) => i.product))].filter((id) => /^[1-9]\d{0,9}$/.test(id));
    if (!ids.length) return;
    const asked = ids.slice(0, MAX_IDS);
    const controller = new AbortController();
    api<{ products: CurrentProduct[] }>(`/api/products?ids=${asked.join(',')}&pageSize=${MAX_IDS}`, {
      signal: controller.signal,
    })
      .then((body) => {
        if (!Array.isArray(body?.products)) return;
        // Against the cart as it is now: the shopper may have changed it while the answer travelled.
        const { items, changes } = reconcileCart(store.getSnapshot(), body.products, new Set(asked));
        if (items !== store.getSnapshot()) store.set(items);
        setNotice(changesNotice(changes, tNow));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [store]);
  return notice;
}
