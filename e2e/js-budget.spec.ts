import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import routes from '../app/routes';
import { orderTotals } from '../core/pricing/totals';
import { gotoHydrated, signInAsAdmin } from './support';

// A size, not a time: the first-load JavaScript of each storefront route, gzipped from the client build
// the journeys run against: the entry, root, and the route's module with everything it imports (the
// route manifest is inline in the HTML, not a script of its own).
// 150 KB until decision 057 (issue 34 asks for 110). Decision 074 took tailwind-merge out of the shell
// (-6.1 KiB on every page): the largest page is now /profile at 141.9 KiB, so the budget is that figure rounded
// up to the next whole KB plus 2. 110 KB needs a lighter React/React Router (the two are ~100 KiB of the
// shell's 123.7); lower it again as the shell shrinks.
const BUDGET_KB = 144;
const BUDGET_BYTES = BUDGET_KB * 1024;
const CLIENT = join(process.env.BUILD_DIR ?? 'build', 'client');
// Pages that are not the storefront: the admin dashboard is for staff on a desktop.
const NOT_STOREFRONT = new Set(['routes/admin']);
/** A page of each storefront route, to load in the browser (`:first`: the first product listed). */
const PAGES: Record<string, string> = {
  'routes/home': '/',
  'routes/category': '/category/all',
  'routes/search': '/search?q=rtx',
  'routes/product': '/product/:first',
  'routes/signin': '/signin',
  'routes/signup': '/signup',
  'routes/reset-password': '/reset-password/not-a-real-token',
  'routes/profile': '/profile',
  'routes/receipt': '/orders/:paid/receipt',
  'routes/cart': '/cart',
  'routes/build-pc': '/build-pc',
  'routes/build-shared': '/build-pc/b/:share',
  'routes/favorites': '/favorites',
  'routes/contact': '/contact',
  'routes/about': '/about',
  'routes/privacy': '/privacy',
  'routes/terms': '/terms',
  'routes/sitemap': '/sitemap',
  'routes/verify-email': '/verify-email/not-a-real-token',
  'routes/status': '/status',
  'routes/not-found': '/no-such-page',
  'routes/offline': '/offline',
};

type ManifestRoute = { module: string; imports?: string[]; hasDefaultExport?: boolean; path?: string; index?: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function manifest(): Manifest {
  const file = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('manifest-'));
  const text = readFileSync(join(CLIENT, 'assets', file!), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

/** Route ids of app/routes.ts ('routes/home' for 'routes/home.tsx'), nested ones included. */
function configuredIds(entries: { file: string; children?: unknown[] }[] = routes): string[] {
  return entries.flatMap((r) => [
    r.file.replace(/\.[jt]sx?$/, ''),
    ...configuredIds((r.children ?? []) as typeof entries),
  ]);
}

/** What makes the browser load locale data: an Intl object, a toLocale…String, a localeCompare. */
const INTL = /\bIntl\.|\.toLocale[A-Za-z]*String\(|\.localeCompare\(/;

const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

test(`every storefront route loads at most ${BUDGET_KB} KB of JavaScript (gzip) at first`, () => {
  const m = manifest();
  // The build must be of the current route table: a route added to app/routes.ts is measured too.
  const configured = configuredIds();
  expect(
    Object.keys(m.routes)
      .filter((id) => id !== 'root')
      .sort(),
  ).toEqual([...configured].sort());

  // Pages only: resource routes (sitemap.xml, robots.txt, the /build redirect) send no JavaScript.
  const storefront = configured.filter((id) => m.routes[id].hasDefaultExport && !NOT_STOREFRONT.has(id));
  for (const id of ['routes/home', 'routes/reset-password', 'routes/verify-email', 'routes/not-found'])
    expect(storefront).toContain(id);
  expect(Object.keys(PAGES).sort(), 'PAGES has a page of every storefront route').toEqual([...storefront].sort());

  const sizes: Record<string, number> = {};
  for (const id of [...storefront, ...NOT_STOREFRONT]) {
    const files = new Set([m.entry.module, ...m.entry.imports]);
    for (const r of [m.routes.root, m.routes[id]]) {
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    sizes[id] = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  }
  const label = (id: string) => `${id} (/${m.routes[id].index ? '' : (m.routes[id].path ?? '')})`;
  console.log(
    Object.entries(sizes)
      .map(([id, b]) => `${label(id)}: ${(b / 1024).toFixed(1)} KiB${NOT_STOREFRONT.has(id) ? ' (not budgeted)' : ''}`)
      .join('\n'),
  );
  for (const id of storefront) expect(sizes[id], label(id)).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('no storefront page ships zod: the app imports only the types of core/schemas', () => {
  const m = manifest();
  const storefront = configuredIds().filter((id) => m.routes[id].hasDefaultExport && !NOT_STOREFRONT.has(id));
  // Every zod schema object carries a `_zod` property, a name no minifier can shorten.
  const withZod = (f: string) => readFileSync(join(CLIENT, f), 'utf8').includes('_zod');
  // The control: the admin validates with the schemas (Rollup may put them in a chunk the admin route imports).
  const admin = m.routes['routes/admin'];
  expect([admin.module, ...(admin.imports ?? [])].some(withZod), 'the admin is the control').toBe(true);
  const shipping = storefront.flatMap((id) =>
    [m.entry.module, ...m.entry.imports, m.routes.root.module, m.routes[id].module, ...(m.routes[id].imports ?? [])]
      .filter(withZod)
      .map((f) => `${id}: ${f}`),
  );
  expect(shipping).toEqual([]);
});

// The build's import graph misses code a page imports lazily but fetches at once anyway: the
// browser's own list of the scripts it loaded until the page went idle is the first load.

/** An order with a receipt: the admin's own, placed and paid through the M-Pesa simulator. */
async function paidOrderId(page: Page) {
  const { products } = await (await page.request.get('/api/products?pageSize=20')).json();
  const p = products.find((x: { countInStock: number; price: number }) => x.countInStock > 0 && x.price <= 100_000);
  const totals = orderTotals(p.price, await (await page.request.get('/api/settings')).json());
  const order = await (
    await page.request.post('/api/orders', {
      data: {
        orderItems: [{ product: String(p.id), name: p.name, price: p.price, image: p.image, quantity: 1 }],
        itemsPrice: totals.itemsPrice,
        totalPrice: totals.total,
      },
    })
  ).json();
  await page.request.post('/api/payments/mpesa/stk-push', { data: { orderId: order.id, phoneNumber: '254708374149' } });
  await expect
    .poll(async () => (await (await page.request.get(`/api/orders/${order.id}`)).json()).receipt_number, {
      timeout: 20_000,
    })
    .toBeTruthy();
  return order.id as number;
}

for (const [id, path] of Object.entries(PAGES)) {
  test(`${path} loads at most ${BUDGET_KB} KB of JavaScript (gzip) in the browser`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    });
    // The profile and receipts are for signed-in shoppers; a guest would be sent to /signin.
    if (id === 'routes/profile' || id === 'routes/receipt') await signInAsAdmin(page);
    let url = path;
    if (path.includes(':paid')) url = path.replace(':paid', String(await paidOrderId(page)));
    if (path.includes(':first')) {
      const list = await (await page.request.get('/api/products?pageSize=1')).json();
      url = path.replace(':first', String(list.products[0].id));
    }
    if (path.includes(':share')) {
      const list = await (await page.request.get('/api/products?category=processors&pageSize=1')).json();
      const shared = await (
        await page.request.post('/api/builds', { data: { parts: { cpu: list.products[0].id } } })
      ).json();
      url = shared.path;
    }
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, f) => sum + gzipped(f), 0);
    console.log(`${url}: ${(bytes / 1024).toFixed(1)} KiB in ${scripts.size} scripts`);
    expect(bytes, [...scripts].join(' ')).toBeLessThanOrEqual(BUDGET_BYTES);
    // Nor zod in a chunk fetched lazily (the build's graph above cannot see those): the saved-lists code
    // once pulled it in for signed-in shoppers, and zod's eval probe broke the page's CSP.
    const withZod = [...scripts].filter((f) => readFileSync(join(CLIENT, f), 'utf8').includes('_zod'));
    expect(withZod, 'scripts with zod').toEqual([]);
    // Nor Intl (decision 078): the first formatter or collator a page makes costs 120–440 ms of main thread
    // at 4× slowdown while the browser loads its locale data. Prices, dates and counties are written without it.
    const withIntl = [...scripts].filter((f) => INTL.test(readFileSync(join(CLIENT, f), 'utf8')));
    expect(withIntl, 'scripts that use Intl').toEqual([]);
  });
}
