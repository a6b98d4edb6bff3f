import { z } from 'zod';
import { COMMENT_MAX, COMMENT_MIN, RATING_MAX, RATING_MIN, REVIEW_MESSAGES as M } from '../reviews/review-rules';

/** POST /api/products/:id/reviews (spec section 5): the rules of core/rules/review, which the form uses too. */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: M.ratingRequired })
    .int(M.ratingRequired)
    .min(RATING_MIN, M.ratingRequired)
    .max(RATING_MAX, M.ratingRange),
  comment: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .min(COMMENT_MIN, M.commentShort)
    .max(COMMENT_MAX, M.commentLong),
});

/** A review as the `/api` sends it (spec section 3: `_id`, and `id` too). */
export const reviewSchema = z.object({
  _id: z.number(),
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewAddedSchema = z.object({ message: z.string(), review: reviewSchema });
export const hasPurchasedSchema = z.object({ hasPurchased: z.boolean() });
