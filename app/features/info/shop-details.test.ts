import { expect, it } from 'vitest';
import { en } from '~/lib/i18n/en';
import { BUSINESS_HOURS } from './shop-details';

it("the opening hours' English in the dictionary is the spec's wording kept here", () => {
  expect(BUSINESS_HOURS.map((h) => [en[`contact.days.${h.id}`], en[`contact.hours.${h.id}`]])).toEqual(
    BUSINESS_HOURS.map((h) => [h.days, h.hours]),
  );
});
