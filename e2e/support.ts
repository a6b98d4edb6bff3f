import { expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import { registerVerifiedUser } from './mail';
import { orderTotals } from '../core/pricing/totals';

/** Opens a page and waits until React has hydrated it, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // Hydration waits on the client bundle: on a loaded CI machine (load 20–30 seen) it took over 7 s.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  return response;
}

/** The same escaping React applies to text, so names can be found in raw HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The toast area of the root layout (its polite status list and its alert list), in either language. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^(Notifications|Arifa)$/ });
}

/** The admin the e2e server creates at start (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** Signs in through the API; with `page.request` the session cookie lands in the page's browser context. */
export async function signInByApi(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: who });
  expect(res.ok(), `login answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { user: { id: number; name: string; email: string } }).user;
}

// Sign-in is limited to 10 attempts per 15 minutes per address, and many journeys need the admin:
// they share one session for the whole run (none of them signs it out), kept in a file beside the
// server's data, so a second worker, or one restarted after a failed journey, does not sign in again.
let adminSession: Cookie[] | undefined;
const SESSION_FILE = join(E2E_DATA_DIR, 'admin-session.json');

async function sharedSession(): Promise<Cookie[] | undefined> {
  if (adminSession) return adminSession;
  // A file left by an earlier run holds a session its fresh database no longer knows: /api/auth/me says so.
  return readFile(SESSION_FILE, 'utf8').then(
    (text) => JSON.parse(text) as Cookie[],
    () => undefined,
  );
}

/** Puts the admin's session into the page's browser context; returns the admin as /api/auth/me sees it. */
export async function signInAsAdmin(page: Page) {
  const saved = await sharedSession();
  if (saved) await page.context().addCookies(saved);
  const valid = saved && (await page.request.get('/api/auth/me')).ok();
  if (!valid) {
    await signInByApi(page.request, ADMIN);
    adminSession = (await page.context().cookies()).filter((c) => c.name === 'session');
    await writeFile(SESSION_FILE, JSON.stringify(adminSession));
  } else adminSession = saved;
  const me = await page.request.get('/api/auth/me');
  expect(me.ok(), `the shared admin session answered ${me.status()}`).toBe(true);
  return ((await me.json()) as { user: { id: number; name: string; email: string } }).user;
}

/** Signs in through the form, as a shopper does, and waits for the welcome toast. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/signin');
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
}

/**
 * A new shopper signs in, puts the first product that can be bought in the cart and pays it with
 * M-Pesa from 2547<digits>, a number no other journey uses (so the admin can search by it), and
 * waits until the order shows as paid in their profile. Leaves the page on the profile's orders.
 */
export async function shopperPays(page: Page, name: string) {
  const digits = String(Date.now()).slice(-8);
  const shopper = await registerVerifiedUser(page.request, name);
  const { id } = await signInByApi(page.request, shopper);
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const product = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await gotoHydrated(page, '/cart');
  await page.getByLabel('M-Pesa phone number').fill(`2547${digits}`);
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();
  await gotoHydrated(page, '/profile?tab=orders');
  const mine = page.getByRole('article').filter({ hasText: product }).first();
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  const number = ((await mine.getByRole('heading', { name: /^Order KPC\d{6}$/ }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  return { shopper, id, digits, product, mine, number };
}

export interface JourneyProduct {
  id: number;
  name: string;
  price: number;
  image: string;
}

/**
 * A product the owner adds for one journey, so no other journey's prices or stock move: the fields
 * given, the catalogue's first image (the card shows a picture), no gallery and no specifications.
 */
export async function addJourneyProduct(
  admin: APIRequestContext,
  fields: { name: string; description: string; price: number; category: string; countInStock: number } & Record<
    string,
    unknown
  >,
): Promise<JourneyProduct> {
  const listed = (await (await admin.get('/api/products?pageSize=1')).json()) as { products: { image: string }[] };
  const created = await admin.post('/api/products', {
    data: { brand: 'Kenya PC Shop', image: listed.products[0].image, images: [], specifications: {}, ...fields },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as JourneyProduct;
}

/** A signed-in shopper's order of one of a product through the API, priced as the server prices it. */
export async function orderOne(request: APIRequestContext, product: JourneyProduct) {
  const totals = orderTotals(product.price, await (await request.get('/api/settings')).json());
  const placed = await request.post('/api/orders', {
    data: {
      orderItems: [
        { product: String(product.id), name: product.name, price: product.price, image: product.image, quantity: 1 },
      ],
      paymentMethod: 'M-Pesa',
      itemsPrice: totals.itemsPrice,
      totalPrice: totals.total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number; number: string; total_price: number };
}
