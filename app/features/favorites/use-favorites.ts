import { useSyncExternalStore } from 'react';
import type { ProductSummary } from '#core/catalog/product';
import { toast } from '~/components/ui/toast';
import { tNow } from '~/lib/i18n/i18n';
import { favoritesStore, type FavoritesStore } from './favorites-store';

export function useFavorites(store: FavoritesStore = favoritesStore): ProductSummary[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** False on the server and during hydration, so the heart renders the same on both sides. */
export function useIsFavorite(id: number | string, store: FavoritesStore = favoritesStore): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.has(id),
    () => false,
  );
}

/** Favourite changes with the toasts of spec section 8. */
export function createFavoriteActions(store: FavoritesStore) {
  function add(product: ProductSummary) {
    try {
      store.add(product);
      toast({ title: tNow('toast.favAdded'), description: tNow('toast.favAddedText', { name: product.name }) });
    } catch (error) {
      console.error(error);
      toast({ title: tNow('toast.error'), description: tNow('toast.favAddFailed'), variant: 'destructive' });
    }
  }
  function remove(product: Pick<ProductSummary, 'id' | 'name'>) {
    try {
      store.remove(product.id);
      toast({ title: tNow('toast.favRemoved'), description: tNow('toast.favRemovedText', { name: product.name }) });
    } catch (error) {
      console.error(error);
      toast({ title: tNow('toast.error'), description: tNow('toast.favRemoveFailed'), variant: 'destructive' });
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
