import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatKES as kes } from '../core/pricing/money';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInWithForm } from './support';

// Issue 31 (decision 070): on a phone, a favourite and a cart line added as a guest are there after
// signing in on another browser; signing out leaves nothing of them for the next person; the product
// page shows the price history after the owner changes the price.
const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

const newPhone = async (browser: Browser) => (await browser.newContext({ viewport: PHONE })).newPage();
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('favourites and cart follow the shopper to another browser, and leave with them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await registerVerifiedUser(request, 'Wanjiru Follow');

  // --- The phone, as a guest: a heart and a cart line.
  await gotoHydrated(page, '/');
  const heart = page.getByRole('button', { name: /^Favourite / }).nth(1);
  const favName = (await heart.getAttribute('aria-label'))!.replace(/^Favourite /, '');
  await heart.click();
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const cartName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');

  // Signing in sends the guest's lists to the account (merge).
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/saved/merge') && r.ok());
  await signInWithForm(page, shopper.email, shopper.password);
  const lists = (await (await merged).json()) as { favorites: { id: number; name: string }[] };
  const fav = lists.favorites.find((p) => p.name === favName)!;
  expect(fav).toBeDefined();

  // --- The laptop (another browser): signing in brings them.
  const laptop = await newPhone(browser);
  await signInWithForm(laptop, shopper.email, shopper.password);
  await expect(laptop.getByTestId('cart-count')).toHaveText('1 item');
  await gotoHydrated(laptop, '/favorites');
  await expect(laptop.getByRole('heading', { level: 3, name: favName })).toBeVisible();
  await noSideScroll(laptop);
  await gotoHydrated(laptop, '/cart');
  await expect(laptop.getByRole('link', { name: cartName, exact: true })).toBeVisible();

  // --- Signing out on the laptop leaves nothing for the next person on it.
  await laptop.getByRole('button', { name: 'Open menu' }).click();
  await laptop.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
  await expect(laptop).toHaveURL(/\/$/);
  await expect(laptop.getByTestId('cart-count')).toHaveCount(0);
  await gotoHydrated(laptop, '/favorites');
  await expect(laptop.getByText('No favourites yet')).toBeVisible();
  expect(await laptop.evaluate(() => localStorage.getItem('kpcs.cart.v1'))).toBe('[]');

  // --- The owner lowers the favourite's price: its page shows the 90-day history.
  const owner = await newPhone(browser);
  await signInAsAdmin(owner);
  const full = (await (await owner.request.get(`/api/products/${fav.id}`)).json()) as Record<string, unknown>;
  const was = Number(full.price);
  const put = await owner.request.put(`/api/products/${fav.id}`, {
    data: { ...full, reviews: undefined, price: was - 100 },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await gotoHydrated(laptop, `/product/${fav.id}`);
  const box = laptop.getByRole('region', { name: 'Price in the last 90 days' });
  await expect(box).toBeVisible();
  await expect(box).toContainText(`Lowest ${kes(was - 100)}, highest ${kes(was)} in the last 90 days.`);
  await box.getByText('Price changes').click();
  await expect(box.getByRole('listitem').first()).toContainText(kes(was - 100));
  await noSideScroll(laptop);
  await laptop.screenshot({ path: 'test-results/follow-shopper-price-history.png', fullPage: false });
});

test('a tap made while the account’s lists load, or just before leaving the page, is kept', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await registerVerifiedUser(request, 'Otieno Quick');
  await signInWithForm(page, shopper.email, shopper.password);
  // Signing in merged this browser's (empty) lists into the account's: the browser now holds the account's.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kpcs.owner.v1'))).not.toBeNull();
  const saved = (method: string) => (r: { url(): string; request(): { method(): string } }) =>
    r.url().endsWith('/api/saved') && r.request().method() === method;

  // The account's lists are held back on the next page while the shopper taps Add to Cart.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/saved', async (route) => {
    if (route.request().method() === 'GET') await gate;
    await route.continue();
  });
  await gotoHydrated(page, '/');
  const cards = page.getByRole('article').filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) });
  await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  const sent = page.waitForResponse((r) => saved('PUT')(r) && r.ok());
  release();
  await sent;
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  await page.unroute('**/api/saved');

  // Add to Cart, then Cart at once (before the change is sent): the next page keeps it, and the account
  // gets it. Which page sends it depends on how long the navigation takes (the send waits 400 ms, and a
  // slow navigation lets the old page send it and lose only the answer), so the test asks the account.
  await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
  await gotoHydrated(page, '/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');
  await expect
    .poll(async () => ((await (await page.request.get('/api/saved')).json()) as { cart: unknown[] }).cart.length, {
      timeout: 15_000,
    })
    .toBe(2);

  const laptop = await newPhone(browser);
  await signInWithForm(laptop, shopper.email, shopper.password);
  await expect(laptop.getByTestId('cart-count')).toHaveText('2 items');
});
