import { expect, test, type Page } from '@playwright/test';
import routes from '../app/routes';
import { expectAccessible } from './axe';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi } from './support';

// axe on every route of the spec (section 2), on the whole page, in the states a shopper meets:
// empty and filled, signed out and in, with menus and dialogs open. Zero serious or critical findings.

/**
 * Where each route of app/routes.ts is visited (`:first` is the first product listed). Pages that
 * need a session or an open dialog are visited by the tests further down; resource routes send no
 * HTML. A route added to app/routes.ts without an entry here fails the first test.
 */
const GUEST_PAGES: Record<string, string[] | 'signed-in' | 'not a page'> = {
  '/': ['/'],
  'category/:category': [
    '/category/all',
    '/category/graphics-cards',
    '/category/all?stock=out-of-stock&minPrice=99999999',
  ],
  search: ['/search?q=rtx', '/search?q=zzqqxx', '/search'],
  'product/:id': ['/product/:first', '/product/999999999'],
  signin: ['/signin'],
  signup: ['/signup'],
  'reset-password/:token': ['/reset-password/not-a-real-token'],
  'verify-email/:token': ['/verify-email/not-a-real-token'],
  profile: 'signed-in',
  admin: 'signed-in',
  // A paid order's receipt: scanned by fulfilment.spec.ts, which pays for one first.
  'orders/:id/receipt': 'signed-in',
  cart: ['/cart'],
  'build-pc': ['/build-pc'],
  // `:shared`: a build shared just before (issue 17); an unknown code is a 404.
  'build-pc/b/:code': ['/build-pc/b/:shared', '/build-pc/b/zzzzzzzz'],
  build: 'not a page',
  favorites: ['/favorites'],
  contact: ['/contact'],
  about: ['/about'],
  privacy: ['/privacy'],
  terms: ['/terms'],
  sitemap: ['/sitemap'],
  status: ['/status'],
  'sitemap.xml': 'not a page',
  'robots.txt': 'not a page',
  language: 'not a page', // the language switch's form target; its pages are scanned in kiswahili.spec.ts
  'manifest.webmanifest': 'not a page',
  offline: ['/offline', '/offline?from=%2Fabout'], // issue 18: what the service worker shows for an unsaved page
  'data-saver': 'not a page', // the data saver switch's form target
  '*': ['/no-such-page', '/category/all/deeper/nothing'],
};

async function firstProductId(page: Page): Promise<number> {
  const res = await page.request.get('/api/products?pageSize=1');
  return ((await res.json()) as { products: { id: number }[] }).products[0].id;
}

/** Puts the first product that can be bought into the cart and the favourites, from the home page. */
async function fillCartAndFavourites(page: Page) {
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await card.getByRole('button', { name: /^Favourite / }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
}

test('every route of app/routes.ts is visited by this file', () => {
  const paths = routes.map((r) => (r.index ? '/' : r.path!));
  expect(Object.keys(GUEST_PAGES).sort()).toEqual([...paths].sort());
});

test('the pages a visitor can open, as they first render', async ({ page }) => {
  test.setTimeout(600_000); // ~30 full-page scans
  const first = String(await firstProductId(page));
  const processors = await (await page.request.get('/api/products?category=processors&pageSize=1')).json();
  const shared = await (
    await page.request.post('/api/builds', { data: { parts: { cpu: processors.products[0].id } } })
  ).json();
  for (const urls of Object.values(GUEST_PAGES)) {
    if (!Array.isArray(urls)) continue;
    for (const url of urls.map((u) => u.replace(':first', first).replace(':shared', shared.code))) {
      await gotoHydrated(page, url);
      await expectAccessible(page, url);
    }
  }
});

test('a visitor with a cart and favourites, forms showing their errors', async ({ page }) => {
  test.setTimeout(240_000);
  await fillCartAndFavourites(page);
  for (const url of ['/cart', '/favorites']) {
    await gotoHydrated(page, url);
    await expectAccessible(page, `${url} (one item)`);
  }

  await gotoHydrated(page, '/signin');
  await page.getByLabel('Email', { exact: true }).first().fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
  await expectAccessible(page, '/signin (wrong password)');

  await gotoHydrated(page, '/signup');
  await page.getByLabel('Password', { exact: true }).fill('one-password-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-password-2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectAccessible(page, '/signup (passwords differ)');

  await gotoHydrated(page, '/contact');
  await page.getByRole('button', { name: /^Send/ }).click();
  await expectAccessible(page, '/contact (empty form sent)');
});

test('a signed-in customer: profile tabs, checkout form, review box, account menu', async ({ page }) => {
  test.setTimeout(360_000);
  const user = await registerVerifiedUser(page.request, 'Axe Customer');
  await signInByApi(page.request, user);
  for (const tab of ['profile', 'security', 'orders']) {
    await gotoHydrated(page, `/profile?tab=${tab}`);
    await expectAccessible(page, `/profile?tab=${tab}`);
  }
  await fillCartAndFavourites(page);
  await gotoHydrated(page, '/cart');
  await expect(page.getByLabel('M-Pesa phone number')).toBeVisible();
  await expectAccessible(page, '/cart (signed in, checkout form)');
  await page.getByLabel('M-Pesa phone number').fill('0712');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, '/cart (phone number refused)');

  await gotoHydrated(page, `/product/${await firstProductId(page)}`);
  await expect(page.getByRole('region', { name: 'Write a Review' })).toBeVisible();
  await expectAccessible(page, '/product (signed in, review box)');

  await page.getByRole('banner').getByRole('button', { name: user.name }).click();
  await expect(page.locator('#user-menu')).toBeVisible();
  await expectAccessible(page, 'the account menu (open)');
});

test('the admin dashboard: every tab and every dialog', async ({ page }) => {
  test.setTimeout(600_000); // the products tab lists 50 rows: axe is slow on it
  await signInAsAdmin(page);
  for (const tab of ['products', 'users', 'orders', 'settings']) {
    await gotoHydrated(page, `/admin?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(page, `/admin?tab=${tab}`);
  }

  await gotoHydrated(page, '/admin?tab=products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(add).toBeVisible();
  await expectAccessible(page, 'Add New Product dialog');
  await add.getByRole('button', { name: 'Save Product' }).click(); // empty: shows what is missing
  await expectAccessible(page, 'Add New Product dialog (errors shown)');
  await page.keyboard.press('Escape');

  const products = page.getByRole('tabpanel', { name: 'Products' });
  await products
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  await expectAccessible(page, 'Edit Product dialog');
  await page.keyboard.press('Escape');
  await products
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'delete confirmation (product)');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Users' }).click();
  await page
    .getByRole('tabpanel', { name: 'Users' })
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await expectAccessible(page, 'Edit User dialog');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the side menu (signed out and in), the filters and the build sheet', async ({ page }) => {
    test.setTimeout(240_000);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'the side menu (signed out)');

    await signInAsAdmin(page);
    await gotoHydrated(page, '/category/all');
    await page.getByText('Show Filters').click();
    await expectAccessible(page, '/category/all (filters open)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'the side menu (admin)');

    await gotoHydrated(page, '/build-pc');
    await page.getByRole('button', { name: 'View build' }).click();
    await expect(page.getByRole('dialog', { name: 'Your build' })).toBeVisible();
    await expectAccessible(page, '/build-pc (summary sheet)');
  });
});
