import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatKES } from '../core/pricing/money';
import { gotoHydrated, toasts } from './support';

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  countInStock: number;
  category: string;
}

async function apiProducts(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const res = await request.get(`/api/products?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

/** A product card (an article named after the product) that can be bought in quantity. */
function buyableCard(page: Page): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .filter({ hasNotText: 'Low Stock' })
    .first();
}

function priceOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test('search from the top bar, buy 2 from the product page, see the totals in the cart, then remove it', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/settings')).json()) as {
    deliveryFee: number;
    freeDeliveryThreshold: number;
  };

  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('rtx');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rtx$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "rtx"');
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products? found$/);

  const card = buyableCard(page);
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('ex VAT').first()).toBeVisible();

  const price = priceOf(
    (await page.locator('main p', { hasText: 'ex VAT' }).first().locator('span').first().textContent())!,
  );
  expect(price).toBeGreaterThan(0);
  await expect(page.getByTestId('availability')).toHaveText(/^\d+ in stock$/);

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  // The first Add to Cart is the page's own; the similar items below have theirs.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(toasts(page)).toContainText('Added to cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');

  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const subtotal = price * 2;
  // Free above the threshold (spec section 9); below it the fee is the delivery option's, chosen at
  // checkout, and the total counts none yet (issue 32, item 8: no flat fee that no option costs).
  const free = subtotal > settings.freeDeliveryThreshold;
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main.getByText(formatKES(subtotal)).first()).toBeVisible();
  await expect(main.getByTestId('summary-shipping')).toHaveText(free ? 'Free' : 'Chosen at checkout');
  await expect(main.getByText(formatKES(subtotal), { exact: true }).last()).toBeVisible();

  await main
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a favourite survives a reload and is listed with Add to Cart, Details and Remove', async ({ page }) => {
  await gotoHydrated(page, '/category/monitors');
  const heart = page.getByRole('button', { name: /^Favourite / }).first();
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Favourite /, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, '/favorites');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const item = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(item.getByRole('link', { name: `Details of ${name}` })).toHaveAttribute('href', /^\/product\/\d+$/);

  await item.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(toasts(page)).toContainText(`${name} removed from your favorites.`);
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/category/all');
});

test('keyboard: Tab to a product card on a category page and press Enter to open it', async ({ page }) => {
  await gotoHydrated(page, '/category/processors');
  let name: string | null = null;
  for (let i = 0; i < 80 && !name; i++) {
    await page.keyboard.press('Tab');
    // The card's link is its product name (the heading), which covers the card.
    name = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.matches('article h3 a') ? el.textContent : null;
    });
  }
  expect(name).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
});

test('category filters set in the UI live in the URL, survive a reload, and Back restores the previous state', async ({
  page,
}) => {
  await gotoHydrated(page, '/category/all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  const tabs = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(tabs).toHaveCount(12);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  const total = Number((await page.getByTestId('result-count').textContent())!.split(' ')[0]);

  const stock = page.getByLabel('Stock');
  const sort = page.getByLabel('Sort by');
  await stock.selectOption('in-stock');
  await expect(page).toHaveURL(/\/category\/all\?stock=in-stock$/);
  // The address changes as the navigation starts; the count changes once its data has come.
  await expect(page.getByTestId('result-count')).not.toHaveText(`${total} products found`);
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products found$/);
  const inStock = Number((await page.getByTestId('result-count').textContent())!.split(' ')[0]);
  expect(inStock).toBeLessThan(total);

  await sort.selectOption('price-low');
  await expect(page).toHaveURL(/\/category\/all\?stock=in-stock&sort=price-low$/);
  await expect(page.getByTestId('result-count')).toHaveText(`${inStock} products found`);
  const prices = async () =>
    (
      await page
        .getByRole('main')
        .locator('li')
        .filter({ hasText: 'ex VAT' })
        .locator('p', { hasText: 'ex VAT' })
        .allTextContents()
    ).map(priceOf);
  // The same count before and after: the list itself says when the sorted page has come.
  const ascending = (list: number[]) => list.length > 1 && list.every((p, i) => i === 0 || list[i - 1] <= p);
  await expect.poll(async () => ascending(await prices())).toBe(true);
  await expect(page.getByRole('main').locator('li').getByText('Out of Stock', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page).toHaveURL(/\?stock=in-stock&sort=price-low$/);
  await expect(page.getByLabel('Stock')).toHaveValue('in-stock');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
  // Sorted again, not equal to before: the journeys beside this one add and change products meanwhile.
  expect(ascending(await prices())).toBe(true);
  await expect(page.getByRole('main').locator('li').getByText('Out of Stock', { exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/all\?stock=in-stock$/);
  await expect(page.getByLabel('Stock')).toHaveValue('in-stock');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/all$/);
  await expect(page.getByLabel('Stock')).toHaveValue('all');
  // Not `${total}`: the journeys beside this one add products meanwhile.
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products found$/);
});

test('price boxes apply after a pause; no match shows the empty state with Reset Filters', async ({ page }) => {
  await gotoHydrated(page, '/category/monitors');
  await page.getByLabel('Min price (KES)').fill('999999999');
  await expect(page).toHaveURL(/\/category\/monitors\?minPrice=999999999$/);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search criteria')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('0 products found');
  await page.getByRole('main').getByRole('link', { name: 'Reset Filters' }).last().click();
  await expect(page).toHaveURL(/\/category\/monitors$/);
  await expect(page.getByLabel('Min price (KES)')).toHaveValue('');
  await expect(page.getByTestId('result-count')).toHaveText(/^[1-9]\d* products found$/);
});

test('large categories are paged 24 at a time with rel prev/next', async ({ page, request }) => {
  const res = await request.get('/category/all?page=2');
  const html = await res.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/category\/all\?page=2"/);
  expect(html).toMatch(/<link rel="prev" href="[^"]+\/category\/all"/);
  expect(html).toMatch(/<link rel="next" href="[^"]+\/category\/all\?page=3"/);

  await gotoHydrated(page, '/category/all');
  await expect(page.getByRole('main').getByRole('link', { name: /^View / })).toHaveCount(24);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/category\/all\?page=2$/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
});

test('a product parameter on a category link opens the product; an unknown category is a 404', async ({
  page,
  request,
}) => {
  const [first] = await apiProducts(request, 'pageSize=1');
  await page.goto(`/category/all?product=${first.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

  const res = await page.goto('/category/no-such-category');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  // A dead link still leads somewhere: a search box and the categories (19.11).
  await expect(page.getByRole('main').getByRole('link', { name: 'Graphics Cards', exact: true })).toHaveAttribute(
    'href',
    '/category/graphics-cards',
  );
  await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('rtx');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=rtx$/);
});

// Spec: Name and the two price sorts; issue 19 adds Relevance, first and the default (decision 025).
test('search: sort select with Relevance and the three sorts of the spec, and the no-match message', async ({
  page,
}) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByRole('main').getByRole('link', { name: /^View / })).toHaveCount(0);

  await gotoHydrated(page, '/search?q=rtx');
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText(['Relevance', 'Name', 'Price: Low to High', 'Price: High to Low']);
  await expect(sort).toHaveValue('relevance');
  await sort.selectOption('price-high');
  await expect(page).toHaveURL(/\/search\?q=rtx&sort=price-high$/);

  await gotoHydrated(page, '/search?q=zzqqxxnothing');
  await expect(page.getByText('Your search for "zzqqxxnothing" did not match any products.')).toBeVisible();
});

test('product page: carousel, specifications, reviews and 4 similar items', async ({ page, request }) => {
  const [product] = await apiProducts(request, 'category=graphics-cards&pageSize=1&sort=rating');
  await gotoHydrated(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Product Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar Items' });
  await expect(similar.getByRole('link', { name: /^View / })).toHaveCount(4);
  await expect(similar.getByText(product.name, { exact: true })).toHaveCount(0);
});

test('the product page HTML, without JavaScript, carries Open Graph tags and JSON-LD Product', async ({
  request,
  browser,
  baseURL,
}) => {
  const [product] = await apiProducts(request, 'pageSize=1');
  const res = await request.get(`/product/${product.id}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  // The 1200×630 JPEG made for link previews, or the 640-wide WebP when there is none (app/lib/og-image.ts).
  // WhatsApp shows no preview for a WebP: the link preview is a JPEG.
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+-og\.jpg"/);
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/product/${product.id}"`));

  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
  const ld = blocks.find((b) => b['@type'] === 'Product');
  expect(ld).toBeTruthy();
  expect(ld.name).toBe(product.name);
  expect(ld.sku).toBe(String(product.id));
  expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'KES', price: product.price.toFixed(2) });
  expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);

  // And the page itself is readable with JavaScript off.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noJs = await context.newPage();
  await noJs.goto(`/product/${product.id}`);
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(noJs.getByRole('img', { name: product.name }).first()).toHaveAttribute('fetchpriority', 'high');
  await context.close();
});

test('category pages carry a canonical URL without filters and a BreadcrumbList', async ({ request }) => {
  const html = await (await request.get('/category/graphics?stock=in-stock&sort=price-low')).text();
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/category\/graphics-cards"\/>/);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
  expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
});

test('/sitemap.xml lists product URLs and /robots.txt keeps crawlers out of /admin', async ({ request }) => {
  const [product] = await apiProducts(request, 'pageSize=1');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/product/${product.id}</loc><lastmod>`));
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/category\/monitors<\/loc>/);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const txt = await robots.text();
  expect(txt).toMatch(/^Disallow: \/admin$/m);
  expect(txt).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('an unknown product id answers 404 with the product error', async ({ page }) => {
  for (const id of ['999999999', 'not-a-number']) {
    const res = await page.goto(`/product/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Error loading product or product not found.')).toBeVisible();
  }
});

test('catalog pages hydrate without errors, have one h1 and pass axe', async ({ page, request }) => {
  test.setTimeout(240_000);
  const [product] = await apiProducts(request, 'pageSize=1');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  for (const path of ['/category/all', '/search?q=rtx', `/product/${product.id}`, '/favorites']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter panel is a plain GET form', async ({ page }) => {
    await page.goto('/category/all');
    await page.getByLabel('Stock').selectOption('out-of-stock');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/category\/all\?stock=out-of-stock/);
    await expect(page.getByLabel('Stock')).toHaveValue('out-of-stock');
    const badges = page.getByRole('main').locator('li').getByText('Out of Stock', { exact: true });
    await expect(badges.first()).toBeVisible();
    expect(await badges.count()).toBe(
      await page
        .getByRole('main')
        .getByRole('link', { name: /^View / })
        .count(),
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters fold away behind Show Filters / Hide Filters', async ({ page }) => {
    await gotoHydrated(page, '/category/all');
    const toggle = page.getByText('Show Filters');
    await expect(toggle).toBeVisible();
    await expect(page.getByLabel('Stock')).toBeHidden();
    await toggle.click();
    await expect(page.getByText('Hide Filters')).toBeVisible();
    await expect(page.getByLabel('Stock')).toBeVisible();
    await page.getByText('Hide Filters').click();
    await expect(page.getByLabel('Stock')).toBeHidden();
  });
});
