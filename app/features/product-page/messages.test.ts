import { expect, it } from 'vitest';
import { en } from '~/lib/i18n/en';
import { PRODUCT_MSG } from './messages';

it("the English dictionary has the product page's spec wording", () => {
  expect(en['product.notFound']).toBe(PRODUCT_MSG.notFound);
  expect(en['product.idMissing']).toBe(PRODUCT_MSG.idMissing);
  expect(en['product.noReviews']).toBe(PRODUCT_MSG.noReviews);
});
