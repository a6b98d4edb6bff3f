import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInByApi } from './support';
import { expectNoSidewaysScroll, watchErrors, WIDTHS } from './walk';

// Issue 32: what a shopper tripped on, walking the shop on 360 px and 412 px phones and a laptop.
test.describe.configure({ timeout: 120_000 });

const PARTS: [string, string][] = [
  ['Processor', 'AMD Ryzen 7 7800X3D'],
  ['Motherboard', 'MSI MAG B650 TOMAHAWK WIFI'],
  ['Graphics Card', 'Gigabyte GeForce RTX 4080 SUPER Gaming OC 16G'],
  ['Memory', 'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30'],
  ['Storage', 'Samsung 990 PRO 1TB'],
  ['Case', 'NZXT H5 Flow'],
];

async function choose(page: Page, tab: string, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from the build` })).toBeVisible();
}

for (const viewport of WIDTHS) {
  test(`item 2: Build Your PC keeps its width at ${viewport.width} px as parts are chosen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    await gotoHydrated(page, '/build-pc');
    for (const [tab, name] of PARTS) {
      await choose(page, tab, name);
      await expectNoSidewaysScroll(page, `after choosing ${name}`);
    }
    if (viewport.width < 1024) {
      await expect(page.getByRole('link', { name: /^Cart/ }).first()).toBeInViewport();
      await page.getByRole('button', { name: 'View build' }).click();
      const sheet = page.getByRole('dialog', { name: 'Your build' });
      await expect(sheet).toBeVisible();
      const box = await sheet.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, 'with the build sheet open');
    }
    expect(errors).toEqual([]);
  });
}

test('item 2: "Use this build" on a 360 px phone keeps the page its width', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/build-pc');
  await page.getByRole('button', { name: 'Build for me' }).click();
  await page.getByLabel('Budget (KES)').fill('150000');
  await page.getByRole('button', { name: 'Suggest a build' }).click();
  await page.getByRole('button', { name: 'Use this build' }).click();
  await expect(page.getByText(/^8 of 8 parts ·/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'after "Use this build"');
  await expect(page.getByRole('button', { name: 'View build' })).toBeInViewport();
  expect(errors).toEqual([]);
});

test('item 18: a single match reads "1 product found", in English and Kiswahili', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  // A search with exactly one match: a product's full name, the first that no other product's name shares.
  const { products } = (await (await page.request.get('/api/products?pageSize=40')).json()) as {
    products: { name: string }[];
  };
  let q = '';
  for (const { name } of products) {
    const res = await page.request.get(`/api/products?keyword=${encodeURIComponent(name)}&pageSize=2`);
    if (((await res.json()) as { total: number }).total === 1) {
      q = encodeURIComponent(name);
      break;
    }
  }
  expect(q, 'a product whose name only it matches').not.toBe('');
  await gotoHydrated(page, `/search?q=${q}`);
  await expect(page.getByTestId('result-count')).toHaveText('1 product found');
  await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
  await gotoHydrated(page, `/search?q=${q}`);
  await expect(page.getByTestId('result-count')).toHaveText('Bidhaa 1 imepatikana');
  await gotoHydrated(page, '/search?q=rtx');
  await expect(page.getByTestId('result-count')).toHaveText(/^Bidhaa \d+ zimepatikana$/);
  expect(errors).toEqual([]);
});

test('item 13: the phone menu holds Build Your PC, and My Orders once signed in', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'Build Your PC' }).click();
  await expect(page).toHaveURL(/\/build-pc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Your PC');

  await signInByApi(page.request, await registerVerifiedUser(page.request, 'Walk Menu'));
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'My Orders' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'My Orders');

  await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Fungua menyu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Unda PC Yako' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Oda Zangu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('item 14: at 360 px the search page shows a product on the first screen, its Refine box folded', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/search?q=rtx');
  const refine = page.locator('details').filter({ hasText: 'Refine results' });
  await expect(refine).not.toHaveAttribute('open');
  await expect(page.getByRole('article').first()).toBeInViewport();
  await refine.getByText('Refine results').click();
  await expect(refine.getByRole('navigation', { name: 'Brand' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/search');

  // On a laptop it is open, with its brands in view.
  await page.setViewportSize(WIDTHS[2]);
  await gotoHydrated(page, '/search?q=rtx');
  await expect(page.getByRole('navigation', { name: 'Brand' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("item 14: the category page has one price filter, the panel's min and max", async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/category/graphics-cards');
    await expect(page.getByRole('navigation', { name: 'Price' })).toHaveCount(0);
    if (viewport.width < 768) await page.getByText('Show Filters').click();
    await expect(page.getByLabel(/Min/)).toBeVisible();
    await expect(page.getByLabel(/Max/)).toBeVisible();
    await expectNoSidewaysScroll(page, '/category/graphics-cards');
  }
});

test('item 8: one shipping figure and one total, from the chosen option, guest and signed in', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/category/all');
  await page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByTestId('cart-count').first()).toContainText('1');
  await gotoHydrated(page, '/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // A guest has chosen no option: no flat fee that no option costs (free above the threshold, spec section 9).
  const settings = (await (await page.request.get('/api/settings')).json()) as { freeDeliveryThreshold: number };
  const subtotal = Number((await summary.locator('dd').first().textContent())!.replace(/[^\d.]/g, ''));
  await expect(summary.getByTestId('summary-shipping')).toHaveText(
    subtotal > settings.freeDeliveryThreshold ? 'Free' : 'Chosen at checkout',
  );
  await expectNoSidewaysScroll(page, 'guest cart');

  await signInByApi(page.request, await registerVerifiedUser(page.request, 'Walk Total'));
  await gotoHydrated(page, '/cart');
  await summary.getByRole('radio', { name: /Courier delivery/ }).check();
  await expect(summary.getByTestId('summary-shipping')).toHaveText('Choose a county');
  const total = (await summary.getByTestId('summary-total').textContent())!;
  await expect(summary.getByRole('button', { name: `Pay ${total} with M-Pesa` })).toBeVisible();
  await summary.getByLabel('County', { exact: true }).selectOption('Kisumu');
  await expect(summary.getByTestId('summary-shipping')).toHaveText(/^(Free|KES [\d,]+)$/);
  const withFee = (await summary.getByTestId('summary-total').textContent())!;
  await expect(summary.getByRole('button', { name: `Pay ${withFee} with M-Pesa` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('item 9: same-day clears a town typed for another county; the phone box shows a pattern, not a number', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await signInByApi(page.request, await registerVerifiedUser(page.request, 'Walk Town'));
  await gotoHydrated(page, '/category/all');
  await page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await gotoHydrated(page, '/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByRole('radio', { name: /Courier delivery/ }).check();
  await summary.getByLabel('County', { exact: true }).selectOption('Kisumu');
  await summary.getByLabel('Town or area', { exact: true }).fill('Milimani');
  await summary.getByRole('radio', { name: /Nairobi same-day delivery/ }).check();
  await expect(summary.getByLabel('Town or area', { exact: true })).toHaveValue('');
  await expect(summary.getByLabel('County', { exact: true })).toHaveValue('Nairobi');
  const phone = summary.getByLabel('M-Pesa phone number');
  await expect(phone).toHaveAttribute('placeholder', '2547XXXXXXXX');
  await expect(phone).toHaveValue('');
  await expectNoSidewaysScroll(page, 'checkout');
  expect(errors).toEqual([]);
});

test('item 16: Kiswahili at 360 px: stock words in the builder, the simulator note, no clipped Weka Kikapuni', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const errors = watchErrors(page);
  await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
  await gotoHydrated(page, '/build-pc');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^(Low Stock|Out of Stock)$/)).toHaveCount(0);

  // The product page's Add to Cart shows its whole label.
  const { products } = (await (await page.request.get('/api/products?pageSize=20')).json()) as {
    products: { id: number; countInStock: number }[];
  };
  const inStock = products.find((p) => p.countInStock > 0)!;
  await gotoHydrated(page, `/product/${inStock.id}`);
  const add = page.getByRole('button', { name: /Weka Kikapuni/ }).first();
  await expect(add).toBeVisible();
  expect(await add.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expectNoSidewaysScroll(page, 'product (sw)');

  await signInByApi(page.request, await registerVerifiedUser(page.request, 'Walk Kiswahili'));
  await add.click();
  await gotoHydrated(page, '/cart');
  await expect(page.getByRole('note').filter({ hasText: 'malipo ya majaribio' }).first()).toBeVisible();
  await expect(page.getByText('test payments — no money moves')).toHaveCount(0);
  expect(errors).toEqual([]);
});
