import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { orderTotals } from '../core/pricing/totals';
import { gotoHydrated, signInAsAdmin } from './support';

/**
 * Every route at a small phone, a common phone and a laptop (issue 19): no sideways scrolling, nothing
 * below the footer, and an open dialog dims everything, the fixed header too.
 *
 * Adding a route is one line in ROUTES. `path` may be a function (it gets the page, signed in as
 * `as`, and returns the address); `open` opens a dialog, which is then checked instead of the page.
 */
interface Visit {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  as?: 'admin';
  open?: (page: Page) => Promise<unknown>;
  /** Saved as /work/screenshots-style files when LAYOUT_SCREENSHOTS names a folder. */
  shot?: string;
}

const firstProduct = async (page: Page) => {
  const res = await page.request.get('/api/products?pageSize=1&category=graphics-cards');
  const { products } = (await res.json()) as { products: { _id?: number; id: number }[] };
  return `/product/${products[0].id}`;
};
const withCart = async (page: Page) => {
  // The cart lives in the browser: put the first product in it through the product page's button.
  await gotoHydrated(page, await firstProduct(page));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  return '/cart';
};
/**
 * A paid order of the admin's for the product with the longest name (the name that pushed order cards
 * past a phone's width, 19.1), through the M-Pesa simulator; one per run.
 */
let paidOrder: Promise<number> | undefined;
const orderWithLongName = (page: Page) =>
  (paidOrder ??= (async () => {
    const { products } = (await (await page.request.get('/api/products?pageSize=100')).json()) as {
      products: { id: number; name: string; price: number; image: string; countInStock: number }[];
    };
    const p = products
      .filter((x) => x.countInStock > 0 && x.price <= 100_000)
      .sort((a, b) => b.name.length - a.name.length)[0];
    const totals = orderTotals(p.price, await (await page.request.get('/api/settings')).json());
    const item = { product: String(p.id), name: p.name, price: p.price, image: p.image, quantity: 1 };
    const res = await page.request.post('/api/orders', {
      data: { orderItems: [item], itemsPrice: totals.itemsPrice, totalPrice: totals.total },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const order = (await res.json()) as { id: number };
    await page.request.post('/api/payments/mpesa/stk-push', {
      data: { orderId: order.id, phoneNumber: '254708374149' },
    });
    await expect
      .poll(async () => (await (await page.request.get(`/api/orders/${order.id}`)).json()).receipt_number, {
        timeout: 20_000,
      })
      .toBeTruthy();
    return order.id;
  })());
const withOrder = (path: string) => async (page: Page) => {
  const id = await orderWithLongName(page);
  return path.replace(':id', String(id));
};
const click = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();

const ROUTES: Visit[] = [
  { name: 'home', path: '/', shot: 'home' },
  { name: 'category', path: '/category/graphics-cards' },
  { name: 'all categories', path: '/category/all' },
  { name: 'search', path: '/search?keyword=rtx', shot: 'search' },
  { name: 'product', path: firstProduct, shot: 'product' },
  { name: 'cart', path: withCart, shot: 'cart' },
  { name: 'empty cart', path: '/cart' },
  { name: 'build your PC', path: '/build-pc' },
  { name: 'favourites', path: '/favorites' },
  { name: 'sign in', path: '/signin' },
  { name: 'sign up', path: '/signup' },
  { name: 'reset password', path: '/reset-password/not-a-token' },
  { name: 'verify e-mail', path: '/verify-email/not-a-token' },
  { name: 'contact', path: '/contact' },
  { name: 'about', path: '/about' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'sitemap', path: '/sitemap' },
  { name: 'status', path: '/status' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'profile', path: '/profile', as: 'admin' },
  { name: 'profile security', path: '/profile?tab=security', as: 'admin' },
  { name: 'my orders', path: withOrder('/profile?tab=orders'), as: 'admin' },
  { name: 'receipt', path: withOrder('/orders/:id/receipt'), as: 'admin' },
  { name: 'admin products', path: '/admin', as: 'admin' },
  { name: 'admin users', path: '/admin?tab=users', as: 'admin' },
  { name: 'admin orders', path: withOrder('/admin?tab=orders'), as: 'admin', shot: 'admin-orders' },
  { name: 'admin settings', path: '/admin?tab=settings', as: 'admin' },
  { name: 'Add Product dialog', path: '/admin', as: 'admin', open: click('Add Product') },
  { name: 'Delete product dialog', path: '/admin', as: 'admin', open: click(/^Delete /) },
  { name: 'Edit User dialog', path: '/admin?tab=users', as: 'admin', open: click(/^Edit /) },
];

const WIDTHS = [360, 412, 1366];
const HEIGHT = { 360: 780, 412: 915, 1366: 900 } as Record<number, number>;

/** What overflows sideways (the page's widest elements) and what lies below the footer, measured in the page. */
function measure() {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[data-scrolls-sideways]'))
    .filter((el) => {
      // Inside a box that scrolls or clips sideways, overflow is that box's business.
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return false;
      }
      return true;
    })
    .slice(0, 3)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(el.getBoundingClientRect().right)}`,
    );
  const footer = document.querySelector('footer');
  const below = footer ? Math.round(doc.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY)) : 0;
  return { scrollWidth: doc.scrollWidth, width, wide, below };
}

/** True when what is drawn at the header's centre is not the header: a backdrop covers it. */
function headerCovered() {
  const header = document.querySelector('header');
  if (!header) return true;
  const r = header.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height, 40) / 2);
  return !!top && !header.contains(top);
}

for (const visit of ROUTES) {
  test(`layout: ${visit.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (visit.as === 'admin') await signInAsAdmin(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      const path = typeof visit.path === 'string' ? visit.path : await visit.path(page);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const where = `${visit.name} at ${width} px`;
      if (visit.open) {
        await visit.open(page);
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(dialog, where).toBeVisible();
        expect(await page.evaluate(headerCovered), `${where}: the header stays bright above the open dialog`).toBe(
          true,
        );
        const box = (await dialog.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width + 1, `${where}: the dialog fits the screen`).toBe(true);
        await page.keyboard.press('Escape');
        continue;
      }
      const m = await page.evaluate(measure);
      expect(m.scrollWidth, `${where} scrolls sideways: ${m.wide.join('; ')}`).toBeLessThanOrEqual(m.width);
      expect(m.below, `${where}: ${m.below} px of page below the footer`).toBeLessThanOrEqual(1);
      const dir = process.env.LAYOUT_SCREENSHOTS;
      if (dir && visit.shot && width !== 360) {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: `${dir}/19-${visit.shot}-${width}.png`, fullPage: width > 412 });
      }
    }
  });
}
