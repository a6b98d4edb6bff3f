import { useEffect } from 'react';
import { STORAGE_KEYS } from '#core/cart/storage-keys';

/**
 * Cart and favourites that follow a signed-in shopper (decision 070). A guest whose browser holds no
 * account's lists (nearly every first visit) loads nothing more; otherwise the syncing code is fetched
 * after hydration, outside the first-load JavaScript.
 */
export function useFollowShopper(userId: number | null) {
  useEffect(() => {
    let owner: string | null = null;
    try {
      owner = window.localStorage.getItem(STORAGE_KEYS.owner);
    } catch {
      return; // storage disabled: nothing is kept in this browser to follow or to clear
    }
    if (userId == null && !owner) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./follow-shopper').then((m) => {
      if (!gone) stop = m.followShopper(userId);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [userId]);
}
