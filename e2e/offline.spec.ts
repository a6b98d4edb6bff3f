import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 18, decision 044: the service worker keeps the shop usable without a connection, and a new
// release replaces the old release's caches.

/** Waits until the service worker is installed (app shell stored) and controls this page. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/** The notice as the shopper sees it: app.css writes the worker's data-offline text above the page. */
async function offlineNotice(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main')!;
    const before = getComputedStyle(main, '::before');
    return before.display === 'block' ? JSON.parse(before.content) : null;
  });
}

const cached = (page: Page, path: string) =>
  page.evaluate(async (p) => !!(await caches.match(new URL(p, location.href).href, { ignoreVary: true })), path);

test('offline: a product seen before opens from the cache, the cart works, an unseen page shows the offline page', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await workerInCharge(page);
  const productHref = (await page.locator('main a[href^="/product/"]').first().getAttribute('href'))!;

  await gotoHydrated(page, productHref);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  await expect.poll(() => cached(page, productHref)).toBe(true);
  await expect(page.locator('main[data-offline]')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await offlineNotice(page)).toBe('Offline — prices may have changed');

  // The cart lives in this browser: the header's link (a client-side navigation, whose data request
  // fails) ends on the cart page the worker stored, showing the product.
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // A page never opened: the shop's offline page, with the cart, instead of the browser's error.
  await gotoHydrated(page, '/about');
  await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('offline-cart')).toContainText(name);
  await expect(page.getByRole('link', { name: 'Open cart' })).toHaveAttribute('href', '/cart');

  await context.setOffline(false);
});

test('the worker never keeps API answers or pages of a signed-in shopper', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  await workerInCharge(page);
  await page.evaluate(() => fetch('/api/settings').then((r) => r.text()));
  const keys = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    return out;
  });
  expect(keys.filter((k) => k.startsWith('/api/'))).toEqual([]);
  expect(keys).not.toContain('/profile');
  // What keeps signed-in pages out of every cache: the server marks them no-store.
  const anon = await request.get('/');
  expect(anon.headers()['cache-control'] ?? '').not.toContain('no-store');
});

test('a new release replaces the caches of the previous one', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const release = /const RELEASE = "([0-9a-f]{12})"/.exec(await sw.text())![1];

  // Caches a previous release left behind, made before this release's worker exists.
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    await (await caches.open('shop-shell-0123456789ab')).put('/assets/old.js', new Response('old'));
    await (await caches.open('shop-pages-0123456789ab')).put('/product/1', new Response('old page'));
    await (await caches.open('someone-else')).put('/x', new Response('kept'));
  });

  await gotoHydrated(page, '/');
  await workerInCharge(page);
  const names = (await page.evaluate(() => caches.keys())).sort();
  expect(names).toContain(`shop-shell-${release}`);
  expect(names.filter((n) => n.startsWith('shop-') && !n.endsWith(release))).toEqual([]);
  expect(names).toContain('someone-else');
  // The shell holds this release's scripts: the page's own entry script among them.
  const entry = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { entry: { module: string } } }).__reactRouterManifest.entry
        .module,
  );
  expect(await cached(page, entry)).toBe(true);
});
