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
  // The corrected text comes first and says what the products below are for (issue 29 point 5).
  await expect(list.getByRole('option').first()).toHaveText('Showing results for ryzen 7');
  await expect(list.getByRole('option', { name: /Ryzen 7/ }).first()).toBeVisible();

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

test.describe('on a phone in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('suggestions say the corrected words and the category in Kiswahili', async ({ page }) => {
    test.slow();
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: 'Tafuta bidhaa' });
    const list = page.getByRole('listbox', { name: 'Mapendekezo' });
    const type = async (text: string) => {
      await box.fill('');
      await box.focus();
      await page.keyboard.type(text);
      await expect(list).toBeVisible();
    };
    await type('ryzn 7');
    await expect(list.getByRole('option').first()).toHaveText('Matokeo ya ryzen 7');
    await type('kibodi');
    await expect(list.getByRole('option', { name: /Kategoria: Accessories/ })).toBeVisible();
    await type('kadi ya picha');
    await expect(list.getByRole('option', { name: /Kategoria: Graphics Cards/ })).toBeVisible();
  });
});

test('spec filters on a phone: folded away, then VRAM with counts, shared in the URL', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/category/graphics-cards');
  const vram = page.getByRole('navigation', { name: 'Video memory (VRAM)' });
  // Folded at 360 px: the first products stay on the first screen.
  await expect(vram).toBeHidden();
  await page.getByText('Show Filters').click();
  await expect(vram).toBeVisible();
  await vram.getByRole('link', { name: /^12 GB \(5\)$/ }).click();
  await expect(page).toHaveURL(/spec=vram%3A12gb|spec=vram:12gb/);
  await expect(page.getByTestId('result-count')).toHaveText('5 products found');
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
