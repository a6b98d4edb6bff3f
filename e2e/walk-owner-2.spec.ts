import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';
import { expectNoSidewaysScroll, LAPTOP, PHONE_412, watchErrors } from './walk';

// Issue 32, the owner and builder items still open after decision 055 (decision 063).
test.describe.configure({ timeout: 120_000 });

// Item 6: the NR200P takes SFX supplies, radiators up to 280 mm, cards up to 330 mm (db/seed/catalog).
const CASE = 'Cooler Master MasterBox NR200P';
const ATX_PSU = 'Thermaltake Smart 500W';
const AIO_360 = 'Arctic Liquid Freezer III 360';
const LONG_GPU = 'ASUS ROG Strix GeForce RTX 4090 OC 24GB';

async function choose(page: Page, tab: RegExp, name: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from the build` })).toBeVisible();
}

test('item 6: the case is checked against the supply, the cooler and the card, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/build-pc');
  await choose(page, /^Case/, CASE);
  await choose(page, /^Power Supply/, ATX_PSU);
  await choose(page, /^CPU Cooler/, AIO_360);
  await choose(page, /^Graphics Card/, LONG_GPU);
  let summary = page.getByRole('complementary', { name: 'Build summary' });
  const fits = () => ['psuFit', 'coolerFit', 'gpuFit'].map((id) => summary.getByTestId(`check-${id}`));
  for (const c of fits()) await expect(c).toHaveAttribute('data-status', 'fail');
  const [psu, cooler, gpu] = fits();
  await expect(psu).toContainText('Power supply fits the case: warning');
  await expect(psu).toContainText(`The ${ATX_PSU} is ATX; the ${CASE} takes SFX and SFX-L only.`);
  await expect(cooler).toContainText(`The ${AIO_360} has a 360 mm radiator; the ${CASE} takes up to 280 mm.`);
  await expect(gpu).toContainText(`The ${LONG_GPU} is 358 mm long; the ${CASE} takes up to 330 mm.`);
  // No false comfort: the motherboard check waits for a board rather than confirming.
  await expect(summary.getByTestId('check-case')).toHaveAttribute('data-verdict', 'waiting');

  // The same build in Kiswahili (the build is kept across the reload).
  await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
  await gotoHydrated(page, '/build-pc');
  summary = page.getByRole('complementary', { name: 'Muhtasari wa PC' });
  const [psuSw, coolerSw, gpuSw] = fits();
  await expect(psuSw).toContainText('Power supply inaingia kwenye case');
  await expect(coolerSw).toContainText(`${AIO_360} ina radiator ya 360 mm; ${CASE} inakubali hadi 280 mm pekee.`);
  await expect(gpuSw).toContainText(`${LONG_GPU} ina urefu wa 358 mm; ${CASE} inakubali hadi 330 mm pekee.`);
  expect(errors).toEqual([]);
});

test('item 12: a bulk price change is previewed, rounded to the chosen ending, applied, then undone', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  const list = (await (
    await page.request.get('/api/admin/products?category=storage&status=active&sort=price&dir=asc&pageSize=2')
  ).json()) as { products: { id: number; name: string; price: number }[] };
  const two = list.products;
  expect(two).toHaveLength(2);
  const priceOf = async (id: number) =>
    ((await (await page.request.get(`/api/products/${id}`)).json()) as { price: number }).price;

  await gotoHydrated(page, '/admin');
  const panel = page.getByRole('tabpanel', { name: 'Products' });
  await panel.getByRole('combobox', { name: 'Category' }).selectOption('storage');
  await panel.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await panel.getByRole('combobox', { name: 'Sort by' }).selectOption('price:asc');
  for (const p of two) await panel.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  const bulk = page.getByRole('region', { name: 'Change the selected products' });
  await bulk.getByRole('combobox', { name: 'Change' }).selectOption('price-percent');
  await bulk.getByRole('textbox', { name: /Percent/ }).fill('7');
  await bulk.getByRole('combobox', { name: 'Round new prices to' }).selectOption({ label: 'Ending in 99' });
  await bulk.getByRole('button', { name: 'Preview 2 new prices' }).click();

  const preview = page.getByRole('region', { name: 'New prices' });
  for (const p of two) {
    const row = preview.getByRole('row').filter({ hasText: p.name });
    await expect(row).toContainText(/KES [\d,]+99$/);
  }
  // Nothing is saved by the preview.
  for (const p of two) expect(await priceOf(p.id)).toBe(p.price);

  await preview.getByRole('button', { name: 'Apply 2 new prices' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 products updated' })).toBeVisible();
  for (const p of two) {
    await expect.poll(() => priceOf(p.id)).not.toBe(p.price);
    expect((await priceOf(p.id)) % 100).toBe(99);
  }

  await page
    .getByRole('region', { name: 'Last price change' })
    .getByRole('button', { name: 'Undo: put back the 2 old prices' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '2 products back to the old price' })).toBeVisible();
  for (const p of two) expect(await priceOf(p.id)).toBe(p.price);

  // Audited: the undo is in the log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first()).toContainText(
    'bulk-undo product',
  );
  expect(errors).toEqual([]);
});

test('item 19: without a KRA PIN the dashboard and Settings say receipts are not tax invoices yet', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  const settings = await (await page.request.get('/api/settings')).json();
  const { currency: _c, whatsappNumberFromEnv: _w, ...body } = settings;
  const save = async (kraPin: string) =>
    expect((await page.request.put('/api/settings', { data: { ...body, kraPin } })).ok()).toBe(true);
  await save('');
  try {
    await gotoHydrated(page, '/admin');
    const notice = 'No KRA PIN is set, so receipts are not tax invoices yet.';
    await expect(page.getByTestId('kra-pin-missing').first()).toContainText(notice);
    await page.getByTestId('kra-pin-missing').getByRole('link', { name: 'Add it in Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const field = page.getByRole('textbox', { name: 'KRA PIN' });
    await expect(field).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Settings' }).getByTestId('kra-pin-missing')).toHaveText(notice);
    // Typing a PIN takes the note away in Settings.
    await field.fill('P051234567X');
    await expect(page.getByRole('tabpanel', { name: 'Settings' }).getByTestId('kra-pin-missing')).toHaveCount(0);
  } finally {
    await save(settings.kraPin ?? '');
  }
  expect(errors).toEqual([]);
});

test('item 20: at 412 px the tabs come first, whole, and the courier zones show fee and days', async ({ page }) => {
  await page.setViewportSize(PHONE_412);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  const tablist = page.getByRole('tablist', { name: 'Manage the shop' });
  const audit = page.getByRole('tab', { name: 'Audit log' });
  await expect(audit).toBeInViewport();
  expect(await audit.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  // The tabs sit above the figures on a phone.
  const tabsTop = (await tablist.boundingBox())!.y;
  const figuresTop = (await page.locator('#admin-figures').boundingBox())!.y;
  expect(tabsTop).toBeLessThan(figuresTop);
  expect(tabsTop).toBeLessThan(PHONE_412.height);
  await page.getByRole('link', { name: 'Go to the sales figures' }).click();
  await expect(page.getByTestId('summary-revenue')).toBeInViewport();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const zones = page.getByTestId('courier-zone');
  await expect(zones.first()).toBeVisible();
  for (const zone of (await zones.all()).slice(0, 3)) {
    for (const label of [/ fee$/, / fewest days$/, / most days$/]) {
      const input = zone.getByRole('spinbutton', { name: label });
      await input.scrollIntoViewIfNeeded();
      const box = (await input.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_412.width);
    }
    await expect(zone.getByText('Fee (KES)')).toBeVisible();
    await expect(zone.getByText('Days (from–to)')).toBeVisible();
  }
  await expectNoSidewaysScroll(page, '/admin settings at 412 px');
  expect(errors).toEqual([]);
});

test('item 17: Name A–Z ignores case: a lower-case name among the others, not after every capital', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/category/cases');
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  const names = () => page.locator('main article h3').allTextContents();
  const LOWER = 'be quiet! Pure Base 500DX';
  const LATER = 'Cooler Master MasterBox NR200P';
  // Before: every capital first ('Thermaltake', then 'be quiet!'); now b before C.
  await expect
    .poll(async () => {
      const list = await names();
      return list.indexOf(LOWER) >= 0 && list.indexOf(LOWER) < list.indexOf(LATER);
    })
    .toBe(true);
  const list = await names();
  const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  expect(list).toEqual([...list].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : a < b ? -1 : 1)));
  expect(errors).toEqual([]);
});
