/**
 * Spec section 5: the review rules and messages, without zod. The API's schema (core/schemas/reviews)
 * and the product page's form both use them; the form checks with `validateReview`.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Rating is required',
  ratingRange: `Rating must be between ${RATING_MIN} and ${RATING_MAX}`,
  commentRequired: 'Comment is required',
  commentShort: `Comment must be at least ${COMMENT_MIN} characters`,
  commentLong: `Comment must be at most ${COMMENT_MAX} characters`,
  mustPurchase: 'You must purchase this product to leave a review.',
  alreadyReviewed: 'You have already reviewed this product',
} as const;

export type ReviewErrors = { rating?: string; comment?: string };

/** The rating as a whole number 1–5 and the trimmed comment, or the messages of what is wrong. */
export function validateReview(
  rating: string,
  comment: string,
): { ok: true; value: { rating: number; comment: string } } | { ok: false; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const n = Number(rating);
  if (!rating || !Number.isInteger(n) || n < RATING_MIN || n > RATING_MAX)
    errors.rating = REVIEW_MESSAGES.ratingRequired;
  const text = comment.trim();
  if (!text) errors.comment = REVIEW_MESSAGES.commentRequired;
  else if (text.length < COMMENT_MIN) errors.comment = REVIEW_MESSAGES.commentShort;
  else if (text.length > COMMENT_MAX) errors.comment = REVIEW_MESSAGES.commentLong;
  return errors.rating || errors.comment ? { ok: false, errors } : { ok: true, value: { rating: n, comment: text } };
}
