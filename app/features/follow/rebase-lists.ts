import type { CartItem } from '#core/cart/cart';
import type { ProductSummary } from '#core/catalog/product';
import { SAVED_LIMITS } from '#core/cart/saved-limits';
import type { SavedListsInput } from '#core/schemas/saved';

/** The lists as the browser's stores hold them. */
export interface HeldLists {
  cart: CartItem[];
  favorites: ProductSummary[];
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647;
const isLine = (v: unknown): v is SavedListsInput['cart'][number] => {
  const l = v as { product?: unknown; quantity?: unknown } | null;
  return !!l && isId(l.product) && isId(l.quantity) && (l.quantity as number) <= SAVED_LIMITS.quantity;
};

/** Ids and quantities only: what the server keeps, and all a comparison needs. */
export function listsKey(held: HeldLists): SavedListsInput {
  const id = (v: number | string) => Number(v);
  return {
    favorites: held.favorites
      .map((p) => id(p.id))
      .filter(isId)
      .slice(0, SAVED_LIMITS.favorites),
    cart: held.cart
      .map((l) => ({ product: id(l.product), quantity: Math.min(SAVED_LIMITS.quantity, l.quantity) }))
      .filter((l) => isId(l.product))
      .slice(0, SAVED_LIMITS.cart),
  };
}

export const sameLists = (a: SavedListsInput, b: SavedListsInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The last lists this browser and the server agreed on, as kept in storage; null when unreadable.
 * Checked by hand: the schema's zod would put zod in this chunk, and its eval probe trips the CSP.
 */
export function parseSynced(raw: string | null): SavedListsInput | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { favorites?: unknown; cart?: unknown };
    if (!Array.isArray(v.favorites) || !Array.isArray(v.cart)) return null;
    if (!v.favorites.every(isId) || !v.cart.every(isLine)) return null;
    return { favorites: v.favorites, cart: v.cart };
  } catch {
    return null;
  }
}

/**
 * The server's lists with this browser's own changes since `base` (the last lists both agreed on) laid
 * on top. A line or favourite changed here keeps this browser's version (added, removed or a new
 * quantity); everything else is the server's, so changes made on another device since are kept too.
 * Without it, a tap made while the account's lists were on their way was undone when they arrived.
 */
export function rebaseLists(base: SavedListsInput, here: HeldLists, server: HeldLists): HeldLists {
  const baseQty = new Map(base.cart.map((l) => [String(l.product), l.quantity]));
  const hereLine = new Map(here.cart.map((l) => [l.product, l]));
  const changedHere = (product: string) => baseQty.get(product) !== hereLine.get(product)?.quantity;
  const onServer = new Set(server.cart.map((l) => l.product));
  const cart: CartItem[] = [];
  for (const line of server.cart) {
    if (!changedHere(line.product)) cart.push(line);
    else if (hereLine.has(line.product)) cart.push({ ...line, quantity: hereLine.get(line.product)!.quantity });
  }
  for (const line of here.cart) if (changedHere(line.product) && !onServer.has(line.product)) cart.push(line);

  const baseFav = new Set(base.favorites.map(String));
  const hereFav = new Set(here.favorites.map((p) => String(p.id)));
  const favorites = server.favorites.filter((p) => !(baseFav.has(String(p.id)) && !hereFav.has(String(p.id))));
  const kept = new Set(favorites.map((p) => String(p.id)));
  for (const p of here.favorites) if (!baseFav.has(String(p.id)) && !kept.has(String(p.id))) favorites.push(p);
  return { cart, favorites };
}
