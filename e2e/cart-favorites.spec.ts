import { expect, test } from '@playwright/test';
import { gotoHydrated, toasts } from './support';

test('the cart page lists what was added, and shows the empty state when cleared', async ({ page }) => {
  await gotoHydrated(page, '/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/category/all');

  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');

  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('You must be signed in to checkout.')).toBeVisible();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(toasts(page)).toContainText('Cart updated');
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toasts(page)).toContainText('Cart cleared');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the favourites page lists hearted products', async ({ page }) => {
  await gotoHydrated(page, '/favorites');
  await expect(page.getByText('No favourites yet')).toBeVisible();

  await gotoHydrated(page, '/');
  const heart = page.getByRole('button', { name: /^Favourite / }).nth(1);
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Favourite /, '');
  await heart.click();
  await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await page.getByRole('button', { name: `Favourite ${name}` }).click();
  await expect(toasts(page)).toContainText(`${name} removed from your favorites.`);
  await expect(page.getByText('No favourites yet')).toBeVisible();
});
