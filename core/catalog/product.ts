/**
 * The product shapes of the `/api` contract (spec section 3), inferred from the response schemas in
 * core/schemas: a type-only module, so importing it ships no zod to the browser.
 */
export type { Product, ProductSummary } from '../schemas/catalog';
export type { Review } from '../schemas/reviews';
