import { z } from 'zod';

/** Spec section 5: the review form's rules and messages, shared by the form and the API. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Rating is required',
  commentRequired: 'Comment is required',
  commentShort: 'Comment must be at least 10 characters',
  mustPurchase: 'You must purchase this product to leave a review.',
  alreadyReviewed: 'You have already reviewed this product',
} as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, 'Rating must be between 1 and 5'),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .min(10, REVIEW_MESSAGES.commentShort)
    .max(2000, 'Comment must be at most 2000 characters'),
});
