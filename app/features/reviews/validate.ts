/**
 * Spec section 5: the review form's rules and words. The same as core/schemas/reviews (a test
 * checks), kept free of zod so the product page does not ship the validation library.
 */
export const REVIEW_TEXT = {
  ratingRequired: 'Rating is required',
  commentRequired: 'Comment is required',
  commentShort: 'Comment must be at least 10 characters',
  mustPurchase: 'You must purchase this product to leave a review.',
  checking: 'Checking your purchase history...',
  submitted: 'Review Submitted!',
  thanks: 'Thank you for your feedback.',
  failed: 'Submission Failed',
  failedFallback: 'An error occurred. Please try again.',
} as const;

export const COMMENT_MIN = 10;

export const RATING_OPTIONS = [
  { value: 5, label: '5 - Excellent' },
  { value: 4, label: '4 - Good' },
  { value: 3, label: '3 - Average' },
  { value: 2, label: '2 - Fair' },
  { value: 1, label: '1 - Poor' },
] as const;

export type ReviewErrors = { rating?: string; comment?: string };

/** The rating as a number 1–5 and the trimmed comment, or the messages of what is wrong. */
export function validateReview(rating: string, comment: string):
  | { ok: true; value: { rating: number; comment: string } }
  | { ok: false; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const n = Number(rating);
  if (!rating || !Number.isInteger(n) || n < 1 || n > 5) errors.rating = REVIEW_TEXT.ratingRequired;
  const text = comment.trim();
  if (!text) errors.comment = REVIEW_TEXT.commentRequired;
  else if (text.length < COMMENT_MIN) errors.comment = REVIEW_TEXT.commentShort;
  return errors.rating || errors.comment ? { ok: false, errors } : { ok: true, value: { rating: n, comment: text } };
}
