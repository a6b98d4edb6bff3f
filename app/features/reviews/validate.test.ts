import { expect, it } from 'vitest';
import { en } from '~/lib/i18n/en';
import { RATING_OPTIONS, REVIEW_TEXT } from './validate';

it("the review box's English in the dictionary is the spec's wording kept here", () => {
  expect([
    en['review.checking'],
    en['review.submitted'],
    en['review.thanks'],
    en['review.failed'],
    en['review.failedFallback'],
  ]).toEqual([
    REVIEW_TEXT.checking,
    REVIEW_TEXT.submitted,
    REVIEW_TEXT.thanks,
    REVIEW_TEXT.failed,
    REVIEW_TEXT.failedFallback,
  ]);
  expect(RATING_OPTIONS.map((o) => en[`review.stars.${o.value}`])).toEqual(RATING_OPTIONS.map((o) => o.label));
});
