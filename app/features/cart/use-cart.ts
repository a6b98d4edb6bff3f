import { useSyncExternalStore } from 'react';
import { cartCount, cartSubtotal, type CartItem, type NewCartItem } from '#core/cart';
import { MSG } from '#core/messages';
import { toast } from '~/components/ui/toast';
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
  function attempt(run: () => void, done: { title: string; description?: string }, failed: string) {
    try {
      run();
      toast(done);
      return true;
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: failed, variant: 'destructive' });
      return false;
    }
  }
  return {
    add: (item: NewCartItem) =>
      attempt(() => store.add(item), { title: MSG.cart.added, description: item.name }, MSG.cart.addFailed),
    remove: (id: string) => attempt(() => store.remove(id), { title: MSG.cart.removed }, MSG.cart.removeFailed),
    setQuantity: (id: string, quantity: number) =>
      attempt(() => store.setQuantity(id, quantity), { title: MSG.cart.updated }, MSG.cart.updateFailed),
    clear: () => attempt(() => store.clear(), { title: MSG.cart.cleared }, MSG.cart.clearFailed),
  };
}

export const cartActions = createCartActions(cartStore);
