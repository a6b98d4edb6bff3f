import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInWithForm } from './support';

// Parts of the demo catalog (db/seed/catalog) that carry every field the checks read.
const CPU = 'AMD Ryzen 7 7800X3D'; // AM5, 120 W
const INTEL_BOARD = 'MSI PRO B760M-A WIFI DDR4'; // LGA1700, DDR4, Micro-ATX
const AM5_BOARD = 'MSI MAG B650 TOMAHAWK WIFI'; // AM5, DDR5, ATX
const DDR5 = 'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30';
const GPU = 'Gigabyte GeForce RTX 4080 SUPER Gaming OC 16G'; // 320 W
const SMALL_PSU = 'Thermaltake Smart 500W';
const BIG_PSU = 'Corsair RM850x';
const STORAGE = 'Samsung 990 PRO 1TB';
const CASE = 'NZXT H5 Flow'; // ATX, Micro-ATX, Mini-ITX
const COOLER = 'Deepcool AK400'; // AM5, AM4, LGA1700, LGA1851
const ALL_PARTS = [CPU, AM5_BOARD, GPU, DDR5, STORAGE, CASE, COOLER, BIG_PSU];

async function choose(page: Page, tab: string, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from the build` })).toBeVisible();
}

function partCard(page: Page, name: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Build summary' });
/** A part's name in the summary's list of slots (the checks' reasons name parts too). */
const listed = (scope: Locator, name: string) =>
  scope.getByRole('list', { name: 'Build parts' }).getByText(name, { exact: true });
const check = (scope: Locator | Page, id: string) => scope.getByTestId(`check-${id}`);

// Long journeys of many clicks: give them room on a busy test machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/build-pc');
  await expect(page.getByRole('button', { name: `Select ${CPU}` })).toBeVisible();
});

test('builds a compatible PC with live checks, adds it to the cart and shares it', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const summary = summaryOf(page);
  await expect(page).toHaveTitle(/^Build Your PC \| /);
  for (const id of ['socket', 'memory', 'power', 'case', 'cooler']) {
    await expect(check(summary, id)).toHaveAttribute('data-status', 'unknown');
  }

  await choose(page, 'Processor', CPU);
  await expect(listed(summary, CPU)).toBeVisible();

  // An LGA1700 board is marked, with the reason, and can be hidden.
  await page.getByRole('tab', { name: /^Motherboard/ }).click();
  const intel = partCard(page, INTEL_BOARD);
  await expect(intel).toContainText('Incompatible with your build');
  await expect(intel).toContainText(`The ${CPU} needs an AM5 board; the ${INTEL_BOARD} is LGA1700.`);
  await expect(partCard(page, AM5_BOARD)).not.toContainText('Incompatible');
  await page.getByRole('switch', { name: 'Hide incompatible parts' }).check();
  await expect(intel).toHaveCount(0);
  await expect(partCard(page, AM5_BOARD)).toBeVisible();
  await page.getByRole('switch', { name: 'Hide incompatible parts' }).uncheck();
  await expect(intel).toBeVisible();

  // Out-of-stock parts cannot be chosen.
  await expect(
    partCard(page, 'ASUS ROG CROSSHAIR X670E HERO').getByRole('button', { name: /Out of Stock/ }),
  ).toBeDisabled();

  await choose(page, 'Motherboard', AM5_BOARD);
  await expect(check(summary, 'socket')).toHaveAttribute('data-status', 'pass');
  await choose(page, 'Memory', DDR5);
  await expect(check(summary, 'memory')).toHaveAttribute('data-status', 'pass');
  await choose(page, 'Graphics Card', GPU);

  // 120 W CPU + 320 W GPU + 100 W for board, memory, storage and fans = 540 W; with 20% headroom 648 W.
  await choose(page, 'Power Supply', SMALL_PSU);
  await expect(check(summary, 'power')).toHaveAttribute('data-status', 'fail');
  await expect(check(summary, 'power')).toHaveAttribute('data-verdict', 'warning');
  await expect(check(summary, 'power')).toContainText('Power supply wattage: warning');
  await expect(check(summary, 'power')).toContainText(
    'Estimated draw 540 W + 20% headroom = 648 W; the 500 W supply is too small.',
  );
  // The summary shows the same figure, with the supply's headroom.
  await expect(summary.getByTestId('power-estimate')).toHaveText(
    'Estimated draw 540 W (CPU 120 W + GPU 320 W + 100 W for board, memory, storage and fans) · 500 W supply, too small: needs at least 648 W',
  );
  await expect(summary).toContainText('1 compatibility problem');
  await expect(partCard(page, SMALL_PSU)).toContainText('Incompatible with your build');
  await choose(page, 'Power Supply', BIG_PSU);
  await expect(check(summary, 'power')).toHaveAttribute('data-status', 'pass');
  await expect(listed(summary, SMALL_PSU)).toHaveCount(0);

  await choose(page, 'Storage', STORAGE);
  await choose(page, 'Case', CASE);
  await choose(page, 'CPU Cooler', COOLER);
  for (const id of ['socket', 'memory', 'power', 'case', 'cooler']) {
    await expect(check(summary, id)).toHaveAttribute('data-status', 'pass');
    await expect(check(summary, id)).toContainText(': confirmed');
  }
  await expect(summary).toContainText('All parts are compatible');
  await expect(summary).toContainText('8 of 8 parts');

  // Shared link and WhatsApp text.
  await summary.getByText('Share this build').click();
  await expect(summary.getByLabel('Link to this build')).toHaveValue(/\/build-pc\/b\/[a-z0-9]{8}$/);
  const link = await summary.getByLabel('Link to this build').inputValue();
  const wa = await summary.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(wa).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const waText = decodeURIComponent(wa!.slice('https://wa.me/?text='.length));
  expect(waText).toContain(`- Processor: ${CPU}`);
  expect(waText).toContain('Total: KES ');
  expect(waText).toContain(link);

  // Add All to Cart: every part, with its own image.
  await summary.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('8 parts from your build.');
  await expect(page.getByTestId('cart-count')).toHaveText('8 items');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kpcs.cart.v1') ?? '[]'));
  expect(stored.map((l: { name: string }) => l.name).sort()).toEqual([...ALL_PARTS].sort());
  expect(stored.every((l: { image: string }) => /^\/uploads\/.+\.webp$/.test(l.image))).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const name of ALL_PARTS) await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();

  // The link restores the build in a fresh browser, replacing what that browser had stored.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await gotoHydrated(other, '/build-pc');
    await choose(other, 'Processor', 'Intel Core i5-13400F');
    await gotoHydrated(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByRole('heading', { name: 'Shared PC build' })).toBeVisible();
    await other.getByRole('button', { name: 'Open in the builder' }).click();
    await expect(other).toHaveURL(/\/build-pc$/);
    const restored = summaryOf(other);
    for (const name of ALL_PARTS) await expect(listed(restored, name)).toBeVisible();
    await expect(listed(restored, 'Intel Core i5-13400F')).toHaveCount(0);
    await expect(restored).toContainText('All parts are compatible');
    // ...and is kept there.
    await other.reload();
    await expect(listed(summaryOf(other), CPU)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('removes one slot, clears the build, and does nothing on Add All to Cart when empty', async ({ page }) => {
  const summary = summaryOf(page);
  await expect(summary.getByRole('button', { name: 'Add All to Cart' })).toBeDisabled();
  await choose(page, 'Processor', CPU);
  await choose(page, 'Motherboard', AM5_BOARD);
  await summary.getByRole('button', { name: `Remove Processor: ${CPU}` }).click();
  await expect(listed(summary, CPU)).toHaveCount(0);
  await expect(listed(summary, AM5_BOARD)).toBeVisible();
  await expect(summary).toContainText('1 of 8 parts');

  // Kept in browser storage across visits.
  await gotoHydrated(page, '/build-pc');
  await expect(listed(summary, AM5_BOARD)).toBeVisible();

  await summary.getByRole('button', { name: 'Clear Build' }).click();
  await expect(summary).toContainText('0 of 8 parts');
  await expect(summary.getByTestId('build-total')).toHaveText('KES 0');
  await expect(summary.getByRole('button', { name: 'Add All to Cart' })).toBeDisabled();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the builder hydrates without errors and passes axe, with parts chosen and conflicts shown', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  await gotoHydrated(page, '/build-pc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Your PC');
  await choose(page, 'Processor', CPU);
  await page.getByRole('tab', { name: /^Motherboard/ }).click();
  await expect(partCard(page, INTEL_BOARD)).toContainText('Incompatible');
  await summaryOf(page).getByText('Share this build').click();
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('/build redirects to /build-pc and keeps the query string', async ({ request }) => {
  const res = await request.get('/build?parts=cpu:1,gpu:2', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(decodeURIComponent(res.headers().location)).toBe('/build-pc?parts=cpu:1,gpu:2');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the summary is a bar at the bottom that opens as a sheet', async ({ page }) => {
    await expect(summaryOf(page)).toBeHidden();
    await choose(page, 'Processor', CPU);
    const bar = page.getByRole('button', { name: 'View build' });
    await expect(bar).toBeInViewport();
    await expect(page.getByText(/1 of 8 parts · KES 55,000/)).toBeVisible();
    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Your build' });
    await expect(listed(sheet, CPU)).toBeVisible();
    await sheet.getByRole('button', { name: 'Choose motherboard' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('tab', { name: /^Motherboard/ })).toHaveAttribute('aria-selected', 'true');
    await expect(partCard(page, INTEL_BOARD)).toContainText('Incompatible with your build');
  });
});

test.describe('a saved build watched for a lower total, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the bell beside a saved build asks once and stops again', async ({ page }) => {
    const shopper = await registerVerifiedUser(page.request, 'Kamau Watch');
    await signInWithForm(page, shopper.email, shopper.password);
    await gotoHydrated(page, '/build-pc');
    await choose(page, 'Processor', CPU);
    await page.getByRole('button', { name: 'View build' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your build' });
    await sheet.getByLabel('Name of this build').fill('Budget rig');
    await sheet.getByRole('button', { name: 'Save build', exact: true }).click();
    await sheet.getByRole('button', { name: 'Tell me when Budget rig drops in price' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We will tell you when the total of Budget rig drops by KES 1,000' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/build-watch-360.png' });

    // The server keeps it: the next visit shows the bell ringing, and a tap stops it.
    await gotoHydrated(page, '/build-pc');
    await page.getByRole('button', { name: 'View build' }).click();
    await sheet.getByRole('button', { name: 'Stop price alerts for Budget rig' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No more price alerts for Budget rig.' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Tell me when Budget rig drops in price' })).toBeVisible();
  });
});
