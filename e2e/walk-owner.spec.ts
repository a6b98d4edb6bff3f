import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';
import { expectNoSidewaysScroll, LAPTOP, PHONE_412, watchErrors } from './walk';

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

test('item 11: each order card offers only the moves its order can make', async ({ page }) => {
  await page.setViewportSize(PHONE_412);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin?tab=orders');
  const cards = page.getByRole('list', { name: 'Orders', exact: true }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const seen = new Set<string>();
  for (const card of await cards.all()) {
    const stage = (await card.getByTestId('order-status').textContent())!.trim();
    const deliver = card.getByRole('button', { name: 'Mark as delivered', exact: true });
    const del = card.getByRole('button', { name: /^Delete order / });
    const pickup = (await card.textContent())!.includes('Pickup at the shop');
    seen.add(stage);
    if (['Refunded', 'Cancelled', 'Expired', 'Awaiting payment'].includes(stage)) {
      await expect(deliver, `${stage} card`).toHaveCount(0);
    }
    if (['Paid', 'Processing', 'Dispatched', 'Delivered', 'Collected', 'Refunded'].includes(stage)) {
      await expect(del, `${stage} card`).toHaveCount(0);
    }
    if (!pickup) await expect(card.getByRole('button', { name: 'Mark collected' })).toHaveCount(0);
  }
  // The demo orders are delivered ones; orders-tab.test.tsx renders refunded, pickup and unpaid cards too.
  expect(seen.size).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page, '/admin?tab=orders');
  expect(errors).toEqual([]);
});

test("item 17: a new brand keeps the owner's spelling, and the chosen image shows before saving", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  const stamp = Date.now().toString(36);
  const name = `Walk Mouse ${stamp}`;
  const brand = `Zota ${stamp.toUpperCase()}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Brand' }).fill(brand);
  await dialog.getByRole('option', { name: `Create "${brand}"` }).click();
  await dialog.getByLabel('Category').selectOption({ label: 'Accessories' });
  await dialog.getByLabel('Price (KES)').fill('1500');
  await dialog.getByLabel('Stock').fill('3');
  await dialog.getByLabel('Description').fill('Added by the walk check.');
  const list = await (await page.request.get('/api/products?pageSize=1')).json();
  const res = await page.request.get(list.products[0].image);
  await dialog.getByLabel('Main image').setInputFiles({
    name: 'walk.webp',
    mimeType: res.headers()['content-type'] ?? 'image/webp',
    buffer: await res.body(),
  });
  const preview = dialog.getByRole('img', { name: 'Preview of walk.webp' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/products',
  );
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  const product = (await (await created).json()) as { id: number; brand: string };
  expect(product.brand).toBe(brand);
  const brands = (await (await page.request.get('/api/products/brands')).json()) as string[];
  expect(brands).toContain(brand);
  expect(brands).not.toContain(brand.toLowerCase());
  await gotoHydrated(page, `/category/accessories?brand=${encodeURIComponent(brand.toLowerCase())}`);
  // Matched by its lowercased key, shown as typed.
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true }).locator('option', { hasText: brand })).toHaveText(
    `${brand} (1)`,
  );
  expect((await page.request.delete(`/api/products/${product.id}`)).ok()).toBe(true);
  expect(errors).toEqual([]);
});

test('item 22: the OpenAPI document gives the CSV exports a response schema', async ({ request }) => {
  const doc = (await (await request.get('/api/docs/json')).json()) as {
    paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema?: object }> }> } }>;
  };
  for (const path of ['/api/admin/orders.csv', '/api/admin/products.csv']) {
    expect(doc.paths[path].get.responses['200'].content?.['text/csv']?.schema, path).toEqual({ type: 'string' });
  }
});

test('item 20: at 412 px every admin tab shows whole, above the figures', async ({ page }) => {
  await page.setViewportSize(PHONE_412);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  const tablist = page.getByRole('tablist', { name: 'Manage the shop' });
  expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const tab of await tablist.getByRole('tab').all()) {
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  // Decision 063: on a phone the tabs now come before the figures (no link needed to reach them).
  await expect(page.getByRole('tab', { name: 'Audit log' })).toBeInViewport();
  await expectNoSidewaysScroll(page, '/admin at 412 px');
  expect(errors).toEqual([]);
});
