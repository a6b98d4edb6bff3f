import { useNavigate, useRevalidator } from 'react-router';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { toast } from '~/components/ui/toast';
import { tNow } from '~/lib/i18n/i18n';

/** The spec's words (section 8); the toast says them in the page's language (`auth.loggedOut`). */
export const SIGNED_OUT = { title: 'Logged out', description: 'You have been successfully logged out' } as const;

/**
 * Ends the session on the server (it clears the HttpOnly cookie), then reloads the root
 * data so the header forgets the user, and goes home. A failure is only logged (spec section 8).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  return async function signOut(opts: { clearDevice?: boolean } = {}) {
    // On a shared phone (issue 30): this device's cart and favourites go too, when the shopper asks.
    if (opts.clearDevice) clearDeviceLists();
    try {
      const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
      if (!res.ok) throw new Error(`Logout answered ${res.status}`);
      toast({ title: tNow('auth.loggedOut'), description: tNow('auth.loggedOutText') });
    } catch (error) {
      console.error(error);
    }
    await navigate('/');
    await revalidator.revalidate();
  };
}

/**
 * Empties the cart and favourites kept in this browser. The stores listen for storage events, so the
 * header's badges follow at once; sent by hand because a page does not hear its own writes.
 */
export function clearDeviceLists() {
  for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.favorites]) {
    try {
      window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key }));
    } catch (error) {
      console.error(error); // storage disabled: nothing kept to clear
    }
  }
}
