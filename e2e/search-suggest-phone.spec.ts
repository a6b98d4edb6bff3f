import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 29: on a phone, suggestions correct a typo, name the category a buyer's word means (English
// or Kiswahili), and show whole product names, so the 4060 and the 4060 Ti are told apart.
test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

test('suggestions as a PC buyer types on a phone', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const type = async (text: string) => {
    await box.fill('');
    await box.focus();
    await page.keyboard.type(text);
    await expect(list).toBeVisible();
  };

  await type('ryzn 7');
  await expect(list.getByRole('option').first()).toContainText('Ryzen 7');

  await type('rtx 4060');
  const ti = list.getByRole('option', { name: /RTX 4060 Ti Ventus 2X Black 8G OC/ });
  await expect(ti).toBeVisible();
  // The whole name is on screen: wrapped, not cut.
  const name = ti.locator('span').first();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(list.getByRole('option', { name: /ASUS Dual GeForce RTX 4060 OC 8GB/ })).toBeVisible();

  await type('kibo');
  await expect(list.getByRole('option', { name: /Accessories/ })).toBeVisible();
  await type('gpu');
  await expect(list.getByRole('option', { name: /Graphics Cards/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=gpu/);
  // The results are graphics cards: 'gpu' names the category (search-synonyms.ts).
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /GeForce|Radeon/ })
      .first(),
  ).toBeVisible();
});
