import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';

/**
 * Issue 32, item 1: the spec's admin product search is "by name, category or brand". Once the list was
 * paged by the server, typing "Processors" or a brand answered "No products match".
 */
test('the owner finds products by typing a category name or a brand', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  const panel = page.getByRole('tabpanel', { name: 'Products' });
  const box = panel.getByRole('searchbox', { name: 'Search the product list' });

  await box.fill('Processors');
  await expect(panel.getByText('No products match')).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();
  const cpus = (await (await page.request.get('/api/admin/products?q=Processors&pageSize=5')).json()) as {
    products: { name: string; category: string; brand: string }[];
  };
  expect(cpus.products.length).toBeGreaterThan(0);
  await expect(panel.getByRole('checkbox', { name: `Select ${cpus.products[0].name}` })).toBeVisible();

  // A brand typed in lower case finds that brand's products.
  const brand = cpus.products[0].brand;
  await box.fill(brand.toLowerCase());
  await expect(panel.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();
  await expect(panel.getByText('No products match')).toHaveCount(0);
});
