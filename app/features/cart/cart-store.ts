import {
  addToCart,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
  type CartItem,
  type NewCartItem,
} from '#core/cart/cart';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { createStorageStore, type StorageStoreOptions } from '~/lib/storage-store';

export type CartStore = ReturnType<typeof createCartStore>;

/** The cart of spec section 4, kept in browser storage and saved on every change. */
export function createCartStore(storage?: StorageStoreOptions<CartItem[]>['storage']) {
  const store = createStorageStore<CartItem[]>({ key: STORAGE_KEYS.cart, parse: parseStoredCart, empty: [], storage });
  return {
    ...store,
    add(item: NewCartItem) {
      const items = store.getSnapshot();
      store.set(addToCart(items, item, nextIdTime(items)));
    },
    remove(id: string) {
      store.set(removeFromCart(store.getSnapshot(), id));
    },
    setQuantity(id: string, quantity: number) {
      const items = store.getSnapshot();
      const next = setCartQuantity(items, id, quantity);
      if (next !== items) store.set(next);
    },
    clear() {
      store.set([]);
    },
  };
}

// Line ids are 'cart-' + a timestamp (spec section 3); two adds in the same millisecond
// (Build Your PC adds several parts at once) must still get distinct ids.
function nextIdTime(items: CartItem[]): number {
  const latest = Math.max(0, ...items.map((i) => Number(i.id.slice(5)) || 0));
  return Math.max(Date.now(), latest + 1);
}

export const cartStore = createCartStore();
