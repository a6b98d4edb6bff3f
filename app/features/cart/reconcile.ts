import type { CartItem } from '#core/cart/cart';
import type { Translate } from '~/lib/i18n/i18n';

/** What the shop says about a product now (GET /api/products?ids=…). */
export interface CurrentProduct {
  id: number | string;
  name: string;
  price: number;
  image: string;
  countInStock: number;
}

export interface CartChanges {
  /** A line's price is not the one it was added at. */
  prices: boolean;
  /** Lines dropped: the product was deleted, or is sold out. */
  removed: string[];
  /** Lines cut down to the stock left. */
  reduced: boolean;
}

/**
 * Brings stored cart lines up to date with the products as they are now: price, name, image and
 * stock; lines of deleted or sold-out products go, and quantities above the stock come down.
 * Only lines whose product was `asked` for are judged: a line added while the answer was on its
 * way is left alone. Returns the same array when nothing changed (no store write, no re-render).
 */
export function reconcileCart(items: CartItem[], current: CurrentProduct[], asked: ReadonlySet<string>) {
  const byId = new Map(current.map((p) => [String(p.id), p]));
  const changes: CartChanges = { prices: false, removed: [], reduced: false };
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    if (!asked.has(item.product)) {
      next.push(item);
      continue;
    }
    const p = byId.get(item.product);
    if (!p || p.countInStock <= 0) {
      changes.removed.push(p?.name ?? item.name);
      changed = true;
      continue;
    }
    const quantity = Math.min(item.quantity, p.countInStock);
    if (quantity < item.quantity) changes.reduced = true;
    if (p.price !== item.price) changes.prices = true;
    const same =
      quantity === item.quantity &&
      p.price === item.price &&
      p.name === item.name &&
      p.image === item.image &&
      p.countInStock === item.countInStock;
    if (same) next.push(item);
    else {
      changed = true;
      next.push({ ...item, name: p.name, price: p.price, image: p.image, countInStock: p.countInStock, quantity });
    }
  }
  return { items: changed ? next : items, changes };
}

/** The short notice over the cart, or null when the shopper has nothing to learn. */
export function changesNotice(c: CartChanges, t?: Translate): string | null {
  const parts: string[] = [];
  if (c.prices) parts.push(t ? t('cart.pricesChanged') : 'Some prices in your cart have changed since you added them.');
  if (c.removed.length) {
    const names = c.removed.join(', ');
    parts.push(t ? t('cart.removedGone', { names }) : `No longer available, removed from your cart: ${names}.`);
  }
  if (c.reduced) parts.push(t ? t('cart.quantitiesLowered') : 'Some quantities were lowered to the stock we have.');
  return parts.length ? parts.join(' ') : null;
}
