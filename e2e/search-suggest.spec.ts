import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { gotoHydrated } from './support';

// Issue 16: the top-bar search box suggests products and categories as you type, with the keyboard only.
test('suggestions as you type: arrows, Enter and Escape, with no mouse', async ({ page }) => {
  // Four navigations and axe: more than the default 30 s on a loaded CI machine (seen at load 30).
  test.slow();
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  // The suggestion code is not on the page before the box is used.
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /search-suggest/.test(n)),
    );
  expect(await scripts()).toEqual([]);

  await box.focus();
  await page.keyboard.type('ge');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  expect((await scripts()).length).toBe(1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(0);
  expect(await options.count()).toBeLessThanOrEqual(5 + 12);
  await expect(options.first()).toContainText(/KES/);
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes the list and leaves the text; ArrowDown opens it again on the first option.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('ge');
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // Enter opens the active product.
  const name = (await options.first().locator('span').first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // A category is offered too; Enter with no option chosen searches for the text.
  const box2 = page.getByRole('combobox', { name: 'Search products' });
  await box2.focus();
  await box2.fill('');
  await page.keyboard.type('graph');
  await expect(page.getByRole('option', { name: /Category: Graphics Cards/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=graph$/);
});

test('the search page: Relevance by default, "did you mean", and facet counts that match the results', async ({
  page,
}) => {
  await gotoHydrated(page, '/search?q=geforse%204060');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByTestId('did-you-mean')).toHaveText(
    'Showing results for geforce 4060; search instead for geforse 4060',
  );
  await expect(page.locator('main h3').first()).toContainText('RTX 4060');
  await page.getByTestId('did-you-mean').getByRole('link').click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByText('Your search for "geforse 4060" did not match any products.')).toBeVisible();

  await gotoHydrated(page, '/search?q=rtx');
  const facet = page
    .getByRole('navigation', { name: 'Availability' })
    .getByRole('link', { name: /^In Stock \(\d+\)$/ });
  const count = Number((await facet.textContent())!.match(/\((\d+)\)/)![1]);
  await facet.click();
  await expect(page).toHaveURL(/stock=in-stock/);
  await expect(page.getByTestId('result-count')).toHaveText(`${count} products found`);
  expect(await seriousViolations(page)).toEqual([]);
});
