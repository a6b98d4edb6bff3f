/** Browser storage keys (spec section 9: separate, product-specific keys). */
export const STORAGE_KEYS = {
  cart: 'kpcs.cart.v1',
  favorites: 'kpcs.favorites.v1',
  token: 'kpcs.token.v1',
  // Whose account the cart and favourites above mirror (decision 070); absent: a guest's own lists.
  owner: 'kpcs.owner.v1',
  // The last lists (ids and quantities) this browser and the owner's account agreed on: what changed
  // here since is this browser's to send (decision 070).
  synced: 'kpcs.synced.v1',
} as const;
