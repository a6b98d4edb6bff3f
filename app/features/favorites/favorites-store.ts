import { addFavorite, isFavorite, parseStoredFavorites, removeFavorite } from '#core/cart/favorites';
import type { ProductSummary } from '#core/catalog/product';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { createStorageStore, type StorageStoreOptions } from '~/lib/storage-store';

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** Favourites of spec section 4: whole product objects, ids compared as text. */
export function createFavoritesStore(storage?: StorageStoreOptions<ProductSummary[]>['storage']) {
  const store = createStorageStore<ProductSummary[]>({
    key: STORAGE_KEYS.favorites,
    parse: parseStoredFavorites,
    empty: [],
    storage,
  });
  function save(next: ProductSummary[]) {
    if (next !== store.getSnapshot()) store.set(next);
  }
  return {
    ...store,
    has: (id: number | string) => isFavorite(store.getSnapshot(), id),
    add: (product: ProductSummary) => save(addFavorite(store.getSnapshot(), product)),
    remove: (id: number | string) => save(removeFavorite(store.getSnapshot(), id)),
  };
}

export const favoritesStore = createFavoritesStore();
