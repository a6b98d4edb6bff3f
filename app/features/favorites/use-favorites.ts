import { useSyncExternalStore } from 'react';
import { MSG } from '#core/messages';
import type { ProductSummary } from '#core/product';
import { toast } from '~/components/ui/toast';
import { favoritesStore, type FavoritesStore } from './favorites-store';

export function useFavorites(store: FavoritesStore = favoritesStore): ProductSummary[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** False on the server and during hydration, so the heart renders the same on both sides. */
export function useIsFavorite(id: number | string, store: FavoritesStore = favoritesStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.has(id), () => false);
}

/** Favourite changes with the toasts of spec section 8. */
export function createFavoriteActions(store: FavoritesStore) {
  function add(product: ProductSummary) {
    try {
      store.add(product);
      toast({ title: MSG.favorites.added, description: MSG.favorites.addedText(product.name) });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: MSG.favorites.addFailed, variant: 'destructive' });
    }
  }
  function remove(product: Pick<ProductSummary, 'id' | 'name'>) {
    try {
      store.remove(product.id);
      toast({ title: MSG.favorites.removed, description: MSG.favorites.removedText(product.name) });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: MSG.favorites.removeFailed, variant: 'destructive' });
    }
  }
  return {
    add,
    remove,
    /** The heart on a card: adds or removes. */
    toggle(product: ProductSummary) {
      if (store.has(product.id)) remove(product);
      else add(product);
    },
  };
}

export const favoriteActions = createFavoriteActions(favoritesStore);
