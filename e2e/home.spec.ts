import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { escapeHtml, gotoHydrated, toasts } from './support';

interface ApiProduct {
  id: number;
  name: string;
}

/** Spec section 2: the home page features the first 8 products of the catalogue. */
async function featuredNames(request: APIRequestContext): Promise<string[]> {
  const products: ApiProduct[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const res = await request.get(`/api/products?pageSize=100&pageNumber=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { products: ApiProduct[]; pages: number };
    products.push(...body.products);
    pages = body.pages;
  }
  return products
    .sort((a, b) => a.id - b.id)
    .slice(0, 8)
    .map((p) => p.name);
}

test('the server-rendered home page already holds the 8 featured products', async ({ request }) => {
  const names = await featuredNames(request);
  expect(names).toHaveLength(8);
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const name of names) expect(html).toContain(escapeHtml(name));
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('name="description"');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows 8 product cards, the hero and the category links', async ({ page, request }) => {
    const names = await featuredNames(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/category/all');
    await expect(page.getByRole('link', { name: 'Build Your PC' }).first()).toHaveAttribute('href', '/build-pc');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(names);
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/category/all');
    const categories = page.getByRole('region', { name: 'Shop By Category' }).getByRole('link');
    await expect(categories).toHaveCount(6);
    const hrefs = await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      ['gaming-pcs', 'graphics-cards', 'monitors', 'processors', 'power-supply', 'accessories'].map(
        (s) => `/category/${s}`,
      ),
    );
  });
});

test('after hydration the heart toggles a favourite and says so', async ({ page }) => {
  await gotoHydrated(page, '/');
  const heart = page.getByRole('button', { name: /^Favourite / }).first();
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Favourite /, '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const status = toasts(page);
  await expect(status).toContainText('Added to favorites');
  await expect(status).toContainText(`${name} has been added to your favorites.`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toContainText('Removed from favorites');
});

test('Add to Cart raises the cart badge, which survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/');
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveCount(0);
  await page.locator('button:enabled', { hasText: 'Add to Cart' }).first().click();
  await expect(toasts(page)).toContainText('Added to cart');
  await expect(badge).toHaveText('1 item');
  await page.reload();
  await expect(badge).toHaveText('1 item');
});

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  expect((await request.get('/no-such-page/at-all')).status()).toBe(404);
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/not found/i);
});

test('the search box trims and encodes the text, and ignores blank text', async ({ page }) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('  rtx 4070 ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rtx%204070$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "rtx 4070"');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the side menu opens, and closes on navigation and on Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  });
});
