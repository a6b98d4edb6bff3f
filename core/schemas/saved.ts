import { z } from 'zod';
import { SAVED_LIMITS } from '../cart/saved-limits';
import { productSummarySchema } from './catalog';

export { SAVED_LIMITS };

const productId = z.number().int().min(1).max(2_147_483_647);

/**
 * What the browser holds: favourites by product id, cart lines by product id and quantity (the
 * server adds names, prices and stock itself: nothing the browser says about a product is kept).
 */
export const savedListsInputSchema = z.object({
  favorites: z.array(productId).max(SAVED_LIMITS.favorites),
  cart: z
    .array(z.object({ product: productId, quantity: z.number().int().min(1).max(SAVED_LIMITS.quantity) }))
    .max(SAVED_LIMITS.cart),
});
export type SavedListsInput = z.infer<typeof savedListsInputSchema>;

/** The account's favourites and cart, with each product as the shop sells it now. */
export const savedListsSchema = z.object({
  favorites: z.array(productSummarySchema),
  cart: z.array(z.object({ product: productSummarySchema, quantity: z.number() })),
});
export type SavedLists = z.infer<typeof savedListsSchema>;
