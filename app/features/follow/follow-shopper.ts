import { cartItemFor, type CartItem } from '#core/cart/cart';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import type { SavedLists, SavedListsInput } from '#core/schemas/saved';
import { cartStore, type CartStore } from '~/features/cart/cart-store';
import { favoritesStore, type FavoritesStore } from '~/features/favorites/favorites-store';
import { api } from '~/lib/api';
import { listsKey, parseSynced, rebaseLists, sameLists, type HeldLists } from './rebase-lists';

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
const stored = (d: FollowDeps, key: 'owner' | 'synced') => {
  try {
    return d.storage()?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    return null;
  }
};
const ownerOf = (d: FollowDeps) => stored(d, 'owner');
const held = (d: Pick<FollowDeps, 'cart' | 'favorites'>): HeldLists => ({
  cart: d.cart.getSnapshot(),
  favorites: d.favorites.getSnapshot(),
});

/** What the browser holds, as ids and quantities (the server looks the products up itself). */
const localLists = (d: Pick<FollowDeps, 'cart' | 'favorites'>): SavedListsInput => listsKey(held(d));

/** The account's lists as the browser's stores hold them; cart lines already here keep their ids. */
function serverHeld(d: Pick<FollowDeps, 'cart'>, lists: SavedLists): HeldLists {
  const before = new Map(d.cart.getSnapshot().map((l) => [l.product, l.id]));
  let stamp = Date.now();
  const cart: CartItem[] = lists.cart.map(({ product, quantity }) => {
    const { quantity: _q, ...item } = cartItemFor(product, quantity);
    return { ...item, id: before.get(String(product.id)) ?? `cart-${stamp++}`, quantity };
  });
  return { cart, favorites: lists.favorites };
}

/**
 * Keeps a signed-in shopper's cart and favourites on the server (decision 070). Guests keep theirs in
 * browser storage only, as before. `owner` in storage says whose lists the browser holds:
 * - signed in, the browser holds a guest's lists: they are merged into the account's (sign-in);
 * - signed in as the owner: the account's lists are read (they may have changed elsewhere) and this
 *   browser's changes since the last lists both agreed on (`synced`) are laid on top and sent: a change
 *   whose page was left within the send delay, or a tap made while the account's lists were loading;
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
    d.storage()?.removeItem(STORAGE_KEYS.synced);
    d.favorites.set([]);
    d.cart.set([]);
  }
  if (!me) return () => {};

  let stopped = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe: (() => void)[] = [];
  const agreed = (lists: SavedListsInput) => d.storage()?.setItem(STORAGE_KEYS.synced, JSON.stringify(lists));
  const push = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Signed out in another tab: this tab must not send the emptied lists as the account's.
      if (stopped || ownerOf(d) !== me) return;
      const body = localLists(d);
      d.call('/api/saved', { method: 'PUT', body })
        .then(() => agreed(body))
        .catch(() => {});
    }, d.debounce);
  };
  // The base the changes made here are measured from: the last lists both agreed on for this account;
  // for a guest's lists, what is sent to be merged (the merge answer holds them all).
  const sent = localLists(d);
  const base = owner === me ? (parseSynced(stored(d, 'synced')) ?? sent) : sent;
  const first =
    owner === me
      ? d.call<SavedLists>('/api/saved')
      : d.call<SavedLists>('/api/saved/merge', { method: 'POST', body: sent });
  first
    .then((lists) => {
      if (stopped) return;
      const server = serverHeld(d, lists);
      const next = rebaseLists(base, held(d), server);
      applying = true;
      try {
        d.favorites.set(next.favorites);
        d.cart.set(next.cart);
      } finally {
        applying = false;
      }
      d.storage()?.setItem(STORAGE_KEYS.owner, me);
      const onServer = listsKey(server);
      agreed(onServer);
      unsubscribe.push(
        d.cart.subscribe(() => applying || push()),
        d.favorites.subscribe(() => applying || push()),
      );
      if (!sameLists(listsKey(next), onServer)) push();
    })
    // Offline or signed out meanwhile: the browser keeps its lists, and the next page load tries again.
    .catch(() => {});
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const u of unsubscribe) u();
  };
}
