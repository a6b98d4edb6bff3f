import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatKES } from '../core/pricing/money';
import { gotoHydrated } from './support';

// The admin the e2e server creates at start (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

interface ApiOrder {
  id: number;
  number: string;
  total_price: number;
  is_delivered: boolean;
}

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok(), `login answered ${res.status()}`).toBe(true);
}

/** The Revenue card's amount, once the summary has loaded. */
async function revenue(page: Page): Promise<number> {
  const value = page.getByTestId('summary-revenue').locator('dd').first();
  await expect(value).toHaveText(/^KES [\d,.]+$/);
  return Number((await value.textContent())!.replace(/[^\d.]/g, ''));
}

/** A real product image of the demo catalog, downloaded now: the upload must be a decodable raster image. */
async function sampleImage(page: Page) {
  const list = await (await page.request.get('/api/products?pageSize=1')).json();
  const res = await page.request.get(list.products[0].image);
  expect(res.ok()).toBe(true);
  return { name: 'e2e-mouse.webp', mimeType: res.headers()['content-type'] ?? 'image/webp', buffer: await res.body() };
}

test('admin adds a product with an image, sees it in the shop, toggles an order delivered, then deletes the product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `E2E Wireless Mouse ${stamp}`;
  const brand = `E2E Brand ${stamp}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('summary-products').locator('dd').first()).toHaveText(/^\d[\d,]*$/);
  const productsBefore = Number(
    (await page.getByTestId('summary-products').locator('dd').first().textContent())!.replace(/,/g, ''),
  );

  // --- Add Product, with an uploaded main image, in Accessories under a new brand.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill(name);
  const brandBox = dialog.getByRole('combobox', { name: 'Brand' });
  await brandBox.fill(brand);
  await dialog.getByRole('option', { name: `Create "${brand}"` }).click();
  await expect(brandBox).toHaveValue(brand);
  await dialog.getByLabel('Category').selectOption({ label: 'Accessories' });
  await expect(dialog.getByText('Accessories have no specification fields.')).toBeVisible();
  await dialog.getByLabel('Price (KES)').fill('1234.5');
  await dialog.getByLabel('Stock').fill('7');
  await dialog.getByLabel('Description').fill('A light wireless mouse, added by the admin journey.');

  // Saving without a main image is refused.
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('alert')).toContainText('Main image is required');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Main image').setInputFiles(await sampleImage(page));
  await expect(dialog.getByRole('img', { name: 'Preview of e2e-mouse.webp' })).toBeVisible();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/products',
  );
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  const createdRes = await created;
  expect(createdRes.status()).toBe(201);
  const product = (await createdRes.json()) as { id: number; image: string; brand: string };
  expect(product.image).toMatch(/^\/uploads\//);
  await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // At least one more: another journey running beside this one may add products too.
  const shown = page.getByTestId('summary-products').locator('dd').first();
  await expect
    .poll(async () => Number((await shown.textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(productsBefore + 1);
  // A brand created from typed text is keyed lowercased (issue 6) and shown as typed (issue 32).
  expect(product.brand).toBe(brand);

  const search = page.getByRole('searchbox', { name: 'Search the product list' });
  await search.fill(stamp);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

  // --- The storefront's Accessories page lists it (narrowed to its brand, found by its name).
  const shop = await page.context().newPage();
  await gotoHydrated(shop, `/category/accessories?brand=${encodeURIComponent(brand)}`);
  const card = shop.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText('KES 1,234.50');
  const img = card.getByRole('img', { name });
  await expect(img).toHaveAttribute('src', /\/uploads\//);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  // --- Orders: a delivered order toggled to pending and back. Revenue is money received (decision 033),
  // which a delivery flag does not undo: the card stays where it was.
  const orders = (await (await page.request.get('/api/orders')).json()) as ApiOrder[];
  const order = orders.find((o) => o.is_delivered);
  expect(order, 'the demo data has delivered orders').toBeTruthy();
  const before = await revenue(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order!.number);
  const orderCard = page.getByRole('listitem', { name: new RegExp(`Order ${order!.number}`) });
  await expect(orderCard.getByTestId('order-status')).toHaveText('Delivered');
  await orderCard.getByRole('button', { name: 'Mark as not delivered' }).click();
  await expect(orderCard.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('summary-revenue').locator('dd').first()).toHaveText(formatKES(before));
  await orderCard.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(orderCard.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('summary-revenue').locator('dd').first()).toHaveText(formatKES(before));

  // --- Delete the product: confirm, it leaves the list, the API and the storefront.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete product "${name}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted successfully' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);

  await gotoHydrated(shop, `/category/accessories?brand=${encodeURIComponent(brand)}`);
  await expect(shop.getByRole('link', { name, exact: true })).toHaveCount(0);
  await gotoHydrated(shop, '/category/accessories');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Accessories');
  await expect(shop.getByText(name)).toHaveCount(0);
});

test("while payments are simulated, the dashboard says so, already in the server's HTML", async ({ page }) => {
  await signInAsAdmin(page);
  const html = await (await page.request.get('/admin')).text();
  expect(html).toContain('M-Pesa simulator: test payments — no money moves');
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('note').filter({ hasText: 'test payments' })).toHaveText(
    'M-Pesa simulator: test payments — no money moves',
  );
});

test('a bad CSV import names the line and imports nothing', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  // The dashboard's figures, charts and lists all load at once after hydration: on a loaded 2-core machine
  // the product list has taken more than the 15 s default to show.
  await expect(page.getByText(/^\d+ products$/)).toBeVisible({ timeout: 30_000 });
  const csv = [
    'name,brand,category,price,countInStock,description,image,images,specifications',
    'Good Row,Acme,accessories,100,1,,/uploads/products/a-640.webp,,{}',
    'Bad Row,Acme,accessories,-5,1,,/uploads/products/a-640.webp,,{}',
  ].join('\n');
  await page
    .getByTestId('csv-import-input')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Import failed' })).toHaveText(
    /^Import failed: Line 3: price: .+\. Nothing was imported\.$/,
  );
  await page.getByRole('searchbox', { name: 'Search the product list' }).fill('Good Row');
  await expect(page.getByText('No products match "Good Row".')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export products' })).toHaveAttribute('href', '/api/admin/products.csv');

  // Logout: the spec's toast, then home, signed out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been successfully logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('tabs follow the keyboard, dialogs trap focus and close on Escape, and the page passes axe', async ({ page }) => {
  test.setTimeout(240_000); // axe over a page of 50 product rows is slow on a busy machine
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin?tab=users');
  const users = page.getByRole('tab', { name: 'Users' });
  await expect(users).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Administrator').first()).toBeVisible();
  await users.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=settings/);
  await expect(page.getByLabel('Currency')).toHaveValue('KES');
  await expect(page.getByLabel('Store name')).not.toHaveValue('');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Products' })).toBeFocused();

  // Settings are prefilled from the server and saved there.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const phone = page.getByLabel('Support phone');
  const savedPhone = await phone.inputValue();
  await phone.fill('+254 711 000 111');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  expect((await (await page.request.get('/api/settings')).json()).supportPhone).toBe('+254 711 000 111');
  await phone.fill(savedPhone);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/settings')).json()).supportPhone).toBe(savedPhone);

  // A low-stock entry opens that product's edit dialog.
  const lowStock = page.getByRole('region', { name: 'Stock to watch' }).getByRole('link').first();
  const lowName = (await lowStock.textContent())!.replace(/^Edit /, '');
  await lowStock.click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  expect(lowName.startsWith(await edit.getByLabel('Name').inputValue())).toBe(true);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The signed-in admin cannot delete themselves.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN.email);
  // aria-disabled, yet still focusable and clickable, so the reason can be told.
  const deleteSelf = page.getByRole('button', { name: /^Delete / });
  await expect(deleteSelf).toHaveAttribute('aria-disabled', 'true');
  // A forced click lands on whatever is drawn there: let the 'Settings saved' toasts (bottom right) go first.
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toHaveCount(0, { timeout: 10_000 });
  await deleteSelf.click({ force: true });
  await expect(page.getByRole('alert')).toContainText('Cannot delete yourself');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const addButton = page.getByRole('button', { name: 'Add Product' });
  await page.getByRole('tab', { name: 'Products' }).click();
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Save Product' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  const results = await new AxeBuilder({ page }).include('[aria-modal="true"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();

  const withoutDialog = await new AxeBuilder({ page }).include('main').analyze();
  expect(withoutDialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});
