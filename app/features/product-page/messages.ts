/** Product page wording fixed by the spec (sections 2 and 8). Candidates for core/messages/spec-words.ts. */
export const PRODUCT_MSG = {
  idMissing: 'Product ID is missing.',
  notFound: 'Error loading product or product not found.',
  noReviews: 'No reviews yet.',
} as const;
