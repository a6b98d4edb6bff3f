import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';

interface AdminProduct {
  id: number;
  name: string;
  price: number;
  status: string;
}

/**
 * Issue 20, the owner's journey: bulk-raise three prices by 5%, draft a product and see it vanish
 * from the shop, read the audit entries. Afterwards the products are put back as they were, so the
 * journeys running beside this one find the catalog they expect.
 */
test('the owner raises three prices by 5%, drafts a product and reads the audit log', async ({ page }) => {
  // A long journey (four pages, three saves), on a machine the other journeys share.
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  // Three monitors, dearest first: found the same way the owner finds them, by filters.
  const list = (await (
    await page.request.get('/api/admin/products?category=monitors&status=active&sort=price&dir=desc&pageSize=3')
  ).json()) as {
    products: AdminProduct[];
  };
  const three = list.products;
  expect(three).toHaveLength(3);
  try {
    await gotoHydrated(page, '/admin');
    const panel = page.getByRole('tabpanel', { name: 'Products' });
    await panel.getByRole('combobox', { name: 'Category' }).selectOption('monitors');
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await panel.getByRole('combobox', { name: 'Sort by' }).selectOption('price:desc');
    for (const p of three) await expect(panel.getByRole('checkbox', { name: `Select ${p.name}` })).toBeVisible();
    await page.screenshot({ path: '/work/screenshots/20b-products-list.png', fullPage: false });

    for (const p of three) await panel.getByRole('checkbox', { name: `Select ${p.name}` }).check();
    const bulk = page.getByRole('region', { name: 'Change the selected products' });
    await expect(bulk).toContainText('3 selected');
    await bulk.getByRole('combobox', { name: 'Change' }).selectOption('price-percent');
    await bulk.getByRole('textbox', { name: /Percent/ }).fill('5');
    await page.screenshot({ path: '/work/screenshots/20b-bulk-edit.png' });
    // Issue 32, item 12: the new prices are shown first, then applied.
    await bulk.getByRole('button', { name: 'Preview 3 new prices' }).click();
    await page.getByRole('region', { name: 'New prices' }).getByRole('button', { name: 'Apply 3 new prices' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 products updated' })).toBeVisible();
    for (const p of three) {
      // Whole shillings: 5% of a price with cents is rounded.
      await expect(panel.getByRole('textbox', { name: `Price of ${p.name} in KES` })).toHaveValue(
        String(Math.round(p.price * 1.05)),
      );
    }

    // --- A compare-at price on the second: the shop shows the saving on its page.
    const sale = three[1];
    const full = (await (await page.request.get(`/api/products/${sale.id}`)).json()) as Record<string, unknown>;
    const salePrice = Math.round(sale.price * 1.05);
    const put = await page.request.put(`/api/products/${sale.id}`, {
      data: { ...full, reviews: undefined, price: salePrice, compareAtPrice: salePrice + 4000 },
    });
    expect(put.ok(), await put.text()).toBe(true);
    const salePage = await page.context().newPage();
    await gotoHydrated(salePage, `/product/${sale.id}`);
    await expect(salePage.getByRole('main').getByText('Save KES 4,000')).toBeVisible();
    await salePage.screenshot({ path: '/work/screenshots/20b-save-on-product-page.png' });
    await salePage.close();

    // --- Draft the first one: its page is a 404 for shoppers, and search no longer finds it.
    const drafted = three[0];
    const shop = await page.context().newPage();
    await gotoHydrated(shop, `/product/${drafted.id}`);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(drafted.name);
    await panel.getByRole('checkbox', { name: `Select ${drafted.name}` }).check();
    await bulk.getByRole('combobox', { name: 'Change' }).selectOption('status');
    await bulk.getByRole('combobox', { name: 'New status' }).selectOption('draft');
    await bulk.getByRole('button', { name: 'Apply to 1' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 product updated' })).toBeVisible();
    const res = await shop.goto(`/product/${drafted.id}`);
    expect(res?.status()).toBe(404);
    await gotoHydrated(shop, `/search?keyword=${encodeURIComponent(drafted.name)}`);
    await expect(shop.getByRole('link', { name: drafted.name, exact: true })).toHaveCount(0);
    await shop.close();

    // --- The audit log says who did it, with before and after.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await expect(entries.getByRole('listitem').first()).toContainText(`bulk-edit product #${drafted.id}`);
    await expect(entries.getByRole('listitem').first()).toContainText('status: active → draft');
    await page.getByRole('combobox', { name: 'What changed' }).selectOption('product');
    await page.getByRole('textbox', { name: 'Id of the product, order or user' }).fill(String(three[1].id));
    // Its two changes, newest first: the compare-at price, then the bulk raise.
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await expect(entries.getByRole('listitem').first()).toContainText(`compareAtPrice: — → ${salePrice + 4000}`);
    await expect(entries.getByRole('listitem').nth(1)).toContainText(`price: ${three[1].price} → ${salePrice}`);
    await page.screenshot({ path: '/work/screenshots/20b-audit-log.png' });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/work/screenshots/20b-products-360.png', fullPage: true });
  } finally {
    for (const p of three) {
      const full = (await (await page.request.get(`/api/admin/products?q=${p.id}`)).json()).products[0] as Record<
        string,
        unknown
      >;
      await page.request.put(`/api/products/${p.id}`, {
        data: { ...full, updatedAt: undefined, price: p.price, compareAtPrice: null, status: 'active' },
      });
    }
  }
});
