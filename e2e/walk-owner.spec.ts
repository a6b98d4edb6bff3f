import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';
import { expectNoSidewaysScroll, LAPTOP, watchErrors } from './walk';

// Issue 32: what the owner tripped on, walking the admin on a laptop and a phone.
test.describe.configure({ timeout: 120_000 });

// Item 5: the server renders in Nairobi; a laptop may be anywhere, on either side of the date line.
const ZONES: [string, string][] = [
  ['Africa/Nairobi', 'en'],
  ['America/Los_Angeles', 'sw'],
  ['Pacific/Kiritimati', 'en'],
];
for (const [timezoneId, lang] of ZONES) {
  test.describe(`item 5: in ${timezoneId}, ${lang}`, () => {
    test.use({ timezoneId, viewport: LAPTOP });
    test('every admin tab renders without a hydration error', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const errors = watchErrors(page);
      await signInAsAdmin(page);
      for (const tab of ['', 'orders', 'customers', 'audit', 'settings', 'users']) {
        await gotoHydrated(page, tab ? `/admin?tab=${tab}` : '/admin');
        await expect(page.getByTestId('summary-revenue').locator('dd').first()).toHaveText(/^KES [\d,.]+$/);
        await expectNoSidewaysScroll(page, `/admin ${tab}`);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('item 18: one Revenue card, and the average order in whole shillings', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('summary-revenue').locator('dd').first()).toHaveText(/^KES [\d,.]+$/);
  await expect(page.getByTestId('summary-revenue')).toContainText(/before: KES [\d,.]+/);
  await expect(page.getByRole('term').filter({ hasText: /^Revenue$/ })).toHaveCount(1);
  await expect(page.getByTestId('period-aov').locator('dd').first()).toHaveText(/^(KES [\d,]+|—)$/);
  await expect(page.getByTestId('period-aov').locator('dd').nth(1)).toHaveText(/^before: (KES [\d,]+|—)$/);
  expect(errors).toEqual([]);
});
