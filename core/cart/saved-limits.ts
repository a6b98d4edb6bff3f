/** At most this many favourites and cart lines are kept per account (decision 070); zod-free for the browser. */
export const SAVED_LIMITS = { favorites: 200, cart: 100, quantity: 999 } as const;
