import { useSyncExternalStore } from 'react';
import { cartCount, cartSubtotal, type CartItem, type NewCartItem } from '#core/cart/cart';
import { toast } from '~/components/ui/toast';
import { tNow, type MessageKey } from '~/lib/i18n/i18n';
import { cartStore, type CartStore } from './cart-store';

export function useCartItems(store: CartStore = cartStore): CartItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Number of units in the cart; 0 on the server and during hydration. */
export function useCartCount(store: CartStore = cartStore): number {
  return cartCount(useCartItems(store));
}

export function useCartSubtotal(store: CartStore = cartStore): number {
  return cartSubtotal(useCartItems(store));
}

/** Cart changes with the toasts of spec section 8. */
export function createCartActions(store: CartStore) {
  function attempt(run: () => void, done: { title: MessageKey; description?: string }, failed: MessageKey) {
    try {
      run();
      toast({ title: tNow(done.title), description: done.description });
      return true;
    } catch (error) {
      console.error(error);
      toast({ title: tNow('toast.error'), description: tNow(failed), variant: 'destructive' });
      return false;
    }
  }
  return {
    add: (item: NewCartItem) =>
      attempt(() => store.add(item), { title: 'toast.cartAdded', description: item.name }, 'toast.cartAddFailed'),
    remove: (id: string) => attempt(() => store.remove(id), { title: 'toast.cartRemoved' }, 'toast.cartRemoveFailed'),
    setQuantity: (id: string, quantity: number) =>
      attempt(() => store.setQuantity(id, quantity), { title: 'toast.cartUpdated' }, 'toast.cartUpdateFailed'),
    clear: () => attempt(() => store.clear(), { title: 'toast.cartCleared' }, 'toast.cartClearFailed'),
  };
}

export const cartActions = createCartActions(cartStore);
