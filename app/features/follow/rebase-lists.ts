import type { CartItem } from '#core/cart/cart';
import type { ProductSummary } from '#core/catalog/product';
import { savedListsInputSchema, type SavedListsInput } from '#core/schemas/saved';

/** The lists as the browser's stores hold them. */
export interface HeldLists {
  cart: CartItem[];
  favorites: ProductSummary[];
}

/** Ids and quantities only: what the server keeps, and all a comparison needs. */
export function listsKey(held: HeldLists): SavedListsInput {
  const id = (v: number | string) => Number(v);
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
  return {
    favorites: held.favorites
      .map((p) => id(p.id))
      .filter(ok)
      .slice(0, 200),
    cart: held.cart
      .map((l) => ({ product: id(l.product), quantity: Math.min(999, l.quantity) }))
      .filter((l) => ok(l.product))
      .slice(0, 100),
  };
}

export const sameLists = (a: SavedListsInput, b: SavedListsInput) => JSON.stringify(a) === JSON.stringify(b);

/** The last lists this browser and the server agreed on, as kept in storage; null when unreadable. */
export function parseSynced(raw: string | null): SavedListsInput | null {
  if (!raw) return null;
  try {
    const parsed = savedListsInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
