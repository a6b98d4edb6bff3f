import { cartItemFor, type CartItem } from '#core/cart/cart';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import type { SavedLists, SavedListsInput } from '#core/schemas/saved';
import { cartStore, type CartStore } from '~/features/cart/cart-store';
import { favoritesStore, type FavoritesStore } from '~/features/favorites/favorites-store';
import { api } from '~/lib/api';

export interface FollowDeps {
  cart: CartStore;
  favorites: FavoritesStore;
  storage: () => Storage | undefined;
  call: <T>(path: string, opts?: { method?: 'GET' | 'POST' | 'PUT'; body?: SavedListsInput }) => Promise<T>;
  /** How long a burst of changes waits before it is sent as one (ms). */
  debounce: number;
}

const defaults = (): FollowDeps => ({
  cart: cartStore,
  favorites: favoritesStore,
  storage: () => window.localStorage,
  call: (path, opts) => api(path, opts),
  debounce: 400,
});

/** A key of ours in browser storage; null when storage is blocked (private mode). */
const stored = (d: FollowDeps, key: 'owner' | 'unsent') => {
  try {
    return d.storage()?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    return null;
  }
};
const ownerOf = (d: FollowDeps) => stored(d, 'owner');

/** What the browser holds, as ids and quantities (the server looks the products up itself). */
export function localLists(d: Pick<FollowDeps, 'cart' | 'favorites'>): SavedListsInput {
  const id = (v: number | string) => Number(v);
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
  return {
    favorites: d.favorites
      .getSnapshot()
      .map((p) => id(p.id))
      .filter(ok)
      .slice(0, 200),
    cart: d.cart
      .getSnapshot()
      .map((l) => ({ product: id(l.product), quantity: Math.min(999, l.quantity) }))
      .filter((l) => ok(l.product))
      .slice(0, 100),
  };
}

/** The account's lists into the browser's stores; cart lines already here keep their ids. */
export function applyLists(d: Pick<FollowDeps, 'cart' | 'favorites'>, lists: SavedLists) {
  const before = new Map(d.cart.getSnapshot().map((l) => [l.product, l.id]));
  let stamp = Date.now();
  const cart: CartItem[] = lists.cart.map(({ product, quantity }) => {
    const { quantity: _q, ...item } = cartItemFor(product, quantity);
    return { ...item, id: before.get(String(product.id)) ?? `cart-${stamp++}`, quantity };
  });
  d.favorites.set(lists.favorites);
  d.cart.set(cart);
}

/**
 * Keeps a signed-in shopper's cart and favourites on the server (decision 070). Guests keep theirs in
 * browser storage only, as before. `owner` in storage says whose lists the browser holds:
 * - signed in, the browser holds a guest's lists: they are merged into the account's (sign-in);
 * - signed in as the owner: the account's lists replace the browser's (they may have changed elsewhere),
 *   unless a change made here was not sent yet (the page was left within the delay): then it is sent;
 * - signed in as someone else, or signed out while an account's lists are here: they are cleared
 *   first, so the next person on the same browser never sees them.
 * Returns a function that stops sending changes.
 */
export function followShopper(userId: number | null, deps: Partial<FollowDeps> = {}): () => void {
  const d = { ...defaults(), ...deps };
  const owner = ownerOf(d);
  const me = userId == null ? null : String(userId);
  if (owner && owner !== me) {
    // Owner key first: another tab of the old account then stops sending (see push below).
    d.storage()?.removeItem(STORAGE_KEYS.owner);
    d.storage()?.removeItem(STORAGE_KEYS.unsent);
    d.favorites.set([]);
    d.cart.set([]);
  }
  if (!me) return () => {};

  let stopped = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe: (() => void)[] = [];
  let version = 0;
  const push = () => {
    clearTimeout(timer);
    // Marked at once: a page left before the send (Add to Cart, then Cart at once) sends it on the next.
    d.storage()?.setItem(STORAGE_KEYS.unsent, me);
    const sent = ++version;
    timer = setTimeout(() => {
      // Signed out in another tab: this tab must not send the emptied lists as the account's.
      if (stopped || ownerOf(d) !== me) return;
      d.call('/api/saved', { method: 'PUT', body: localLists(d) })
        .then(() => {
          if (sent === version) d.storage()?.removeItem(STORAGE_KEYS.unsent);
        })
        .catch(() => {});
    }, d.debounce);
  };
  const unsent = stored(d, 'unsent') === me;
  const first =
    owner === me
      ? unsent
        ? d.call<SavedLists>('/api/saved', { method: 'PUT', body: localLists(d) })
        : d.call<SavedLists>('/api/saved')
      : d.call<SavedLists>('/api/saved/merge', { method: 'POST', body: localLists(d) });
  first
    .then((lists) => {
      if (stopped) return;
      applying = true;
      try {
        applyLists(d, lists);
      } finally {
        applying = false;
      }
      d.storage()?.setItem(STORAGE_KEYS.owner, me);
      if (owner === me && unsent) d.storage()?.removeItem(STORAGE_KEYS.unsent);
      const onChange = () => {
        if (!applying) push();
      };
      unsubscribe.push(d.cart.subscribe(onChange), d.favorites.subscribe(onChange));
    })
    // Offline or signed out meanwhile: the browser keeps its lists, and the next page load tries again.
    .catch(() => {});
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const u of unsubscribe) u();
  };
}
