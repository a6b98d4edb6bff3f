/**
 * Spec sections 2 and 8: the review box's own words and choices. The rules and their messages are
 * core/rules/review (shared with the API's schema, without zod).
 */
export const REVIEW_TEXT = {
  checking: 'Checking your purchase history...',
  submitted: 'Review Submitted!',
  thanks: 'Thank you for your feedback.',
  failed: 'Submission Failed',
  failedFallback: 'An error occurred. Please try again.',
} as const;

export const RATING_OPTIONS = [
  { value: 5, label: '5 - Excellent' },
  { value: 4, label: '4 - Good' },
  { value: 3, label: '3 - Average' },
  { value: 2, label: '2 - Fair' },
  { value: 1, label: '1 - Poor' },
] as const;
