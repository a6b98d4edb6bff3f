/** Browser storage keys (spec section 9: separate, product-specific keys). */
export const STORAGE_KEYS = {
  cart: 'kpcs.cart.v1',
  favorites: 'kpcs.favorites.v1',
  token: 'kpcs.token.v1',
  // Whose account the cart and favourites above mirror (decision 070); absent: a guest's own lists.
  owner: 'kpcs.owner.v1',
  // The account whose changes here are not on the server yet (a page left within the send delay).
  unsent: 'kpcs.unsent.v1',
} as const;
