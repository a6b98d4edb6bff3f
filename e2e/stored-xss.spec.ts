import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { orderTotals } from '../core/pricing/totals';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi } from './support';

// Stored XSS: markup saved in a product (name, brand, description, specifications), a review and a
// user's name is shown as the characters typed, everywhere it appears, and never runs. A payload that
// became HTML would either run (window.__xssRan, a dialog) or be blocked by the CSP, which fires a
// securitypolicyviolation event: any of these fails the test.

const RUN = 'window.__xssRan=1';
const P = {
  img: `<img src=x onerror="${RUN}">`,
  script: `<script>${RUN}</script>`,
  breakout: `</script><script>alert(1)</script>`,
  svg: `<svg onload=alert(1)>`,
  link: `<a href="javascript:${RUN}">click</a>`,
};
const stamp = Date.now().toString(36);
const PRODUCT = {
  name: `XSS Mouse ${stamp} ${P.img}${P.breakout}`,
  brand: `Brand ${P.svg}`,
  description: `Plain words. ${P.script} ${P.img} ${P.link} ${P.breakout}`,
  specifications: { [`Sensor ${P.svg}`]: `Optical ${P.script}` },
};
const USER_NAME = `Eve ${P.img}`;
const COMMENT = `Great mouse, honestly. ${P.script} ${P.img}`;

/** Records what a payload would do if it became markup: run, open a dialog, or trip the CSP. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssRan: number; __csp: string[] };
    w.__xssRan = 0;
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`),
    );
  });
  return dialogs;
}

/** The page shows no element a payload would create, and nothing ran or was blocked. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => ({
    handlers: document.querySelectorAll('[onerror], [onload], img[src="x"], a[href^="javascript:"]').length,
    // A payload's own <script> element (the hydration data holds the payloads too, as escaped strings).
    scripts: [...document.scripts].filter((s) => /^\s*(window\.__xssRan=1|alert\(1\))\s*$/.test(s.text)).length,
    ran: (window as unknown as { __xssRan: number }).__xssRan,
    csp: (window as unknown as { __csp: string[] }).__csp,
  }));
  expect(found, where).toEqual({ handlers: 0, scripts: 0, ran: 0, csp: [] });
  expect(dialogs, where).toEqual([]);
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The product, created by the admin through the API, with a real image of the catalog. */
async function createProduct(admin: APIRequestContext) {
  const [sample] = (await json<{ products: { image: string }[] }>(await admin.get('/api/products?pageSize=1')))
    .products;
  const body = { ...PRODUCT, price: 2500, category: 'accessories', countInStock: 50, image: sample.image, images: [] };
  return json<{ id: number }>(await admin.post('/api/products', { data: body }));
}

/** A customer named with a payload who bought the product (paid through the M-Pesa simulator) and reviewed it. */
async function reviewer(page: Page, product: { id: number }) {
  const user = await registerVerifiedUser(page.request, 'Eve Tester');
  const me = await signInByApi(page.request, user);
  await json(await page.request.put(`/api/users/${me.id}`, { data: { name: USER_NAME } }));
  const rules = await json<{ deliveryFee: number; freeDeliveryThreshold: number }>(
    await page.request.get('/api/settings'),
  );
  const totals = orderTotals(2500, rules);
  const line = { product: String(product.id), name: PRODUCT.name, price: 2500, quantity: 1 };
  const order = await json<{ id: number }>(
    await page.request.post('/api/orders', {
      data: { orderItems: [line], paymentMethod: 'M-Pesa', itemsPrice: totals.itemsPrice, totalPrice: totals.total },
    }),
  );
  await json(
    await page.request.post('/api/payments/mpesa/stk-push', {
      data: { orderId: order.id, phoneNumber: '254708374149' },
    }),
  );
  await expect
    .poll(async () => (await json<{ is_paid: boolean }>(await page.request.get(`/api/orders/${order.id}`))).is_paid, {
      timeout: 20_000,
    })
    .toBe(true);
  await json(await page.request.post(`/api/products/${product.id}/reviews`, { data: { rating: 4, comment: COMMENT } }));
  return user;
}

/** The admin in a browser context of its own: the shopper's page keeps the customer's session. */
async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

test('markup stored in a product, a review and a name is shown as text and never runs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser, baseURL!);
  const product = await createProduct(admin.request);
  const user = await reviewer(page, product);
  const dialogs = await watch(page);

  // The server's HTML escapes it too (a crawler or a page without JavaScript reads that).
  const html = await (await page.request.get(`/product/${product.id}`)).text();
  for (const raw of [P.img, P.script, P.breakout, P.svg, P.link]) expect(html).not.toContain(raw);

  await gotoHydrated(page, `/product/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
  await expect(main.getByText(PRODUCT.description)).toBeVisible();
  await expect(main.getByText(`Sensor ${P.svg}`)).toBeVisible();
  await expect(main.getByText(`Optical ${P.script}`)).toBeVisible();
  await expect(main.getByText(USER_NAME)).toBeVisible();
  await expect(main.getByText(COMMENT)).toBeVisible();
  expect(await page.title()).toContain(PRODUCT.name);
  await main.getByRole('button', { name: 'Add to Cart' }).first().click(); // the product's own, before Similar Items
  await expectInert(page, dialogs, 'product page');

  await gotoHydrated(page, `/search?q=${encodeURIComponent(`XSS Mouse ${stamp}`)}`);
  const card = page.getByRole('article', { name: PRODUCT.name, exact: true });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(PRODUCT.name);
  await card.getByRole('button', { name: `Favourite ${PRODUCT.name}` }).click();
  await expectInert(page, dialogs, 'search results');

  for (const url of ['/cart', '/favorites']) {
    await gotoHydrated(page, url);
    await expect(page.getByRole('main').getByText(PRODUCT.name, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs, url);
  }

  // The customer's own name: the account menu and the profile.
  await page.getByRole('banner').getByRole('button', { name: USER_NAME }).click();
  await expect(page.locator('#user-menu').getByText(USER_NAME, { exact: true })).toBeVisible();
  await gotoHydrated(page, '/profile');
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(USER_NAME);
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(page.getByRole('main').getByText(PRODUCT.name, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs, 'profile');

  // The admin's lists show both as text as well.
  const adminDialogs = await watch(admin);
  await gotoHydrated(admin, '/admin?tab=products');
  await admin.getByRole('searchbox', { name: 'Search the product list' }).fill(`XSS Mouse ${stamp}`);
  await expect(admin.getByRole('tabpanel').getByText(PRODUCT.name, { exact: true })).toBeVisible();
  await admin
    .getByRole('tabpanel')
    .getByRole('button', { name: `Edit ${PRODUCT.name}` })
    .click();
  await expect(admin.getByRole('dialog').getByLabel('Description')).toHaveValue(PRODUCT.description);
  await admin.keyboard.press('Escape');
  await expectInert(admin, adminDialogs, 'admin products');
  await gotoHydrated(admin, '/admin?tab=users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
  await expect(admin.getByRole('tabpanel').getByText(USER_NAME, { exact: true })).toBeVisible();
  await gotoHydrated(admin, '/admin?tab=orders');
  await expect(admin.getByRole('tabpanel').getByText(USER_NAME).first()).toBeVisible();
  await expectInert(admin, adminDialogs, 'admin users and orders');
  await admin.context().close();
});
