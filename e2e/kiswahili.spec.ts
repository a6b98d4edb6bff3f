import { expect, test } from '@playwright/test';
import { expectAccessible, expectLabelsMatchContent } from './axe';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi, toasts } from './support';

// Issue 18: the shop in Kiswahili, chosen with the switch, remembered, rendered by the server.

test('a shopper switches to Kiswahili, browses, adds to the cart and reaches the checkout', async ({
  page,
  context,
}) => {
  test.slow(); // five pages and five axe scans
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Kiswahili' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jenga gaming PC ya ndoto zako');
  await expect(page).toHaveTitle(/Vifaa vya Kompyuta na Gaming nchini Kenya/);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('sw');
  await expectAccessible(page, 'home (sw)');

  await page.getByRole('banner').getByRole('link', { name: 'Kategoria' }).click();
  await expect(page).toHaveURL(/\/category\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bidhaa Zote' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/^Bidhaa \d+ zimepatikana$/);
  await expectAccessible(page, 'category (sw)');
  // Voice control: every card's controls are named by the words they show (Lighthouse's label-content-name-mismatch).
  await expectLabelsMatchContent(page, 'category (sw)');

  // A product that can be bought: its card has an enabled 'Weka Kikapuni'.
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Weka Kikapuni' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name: `Tazama ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Upatikanaji:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maelezo ya Bidhaa' })).toBeVisible();
  await expectAccessible(page, 'product (sw)');
  await page.getByRole('main').getByRole('button', { name: 'Weka Kikapuni' }).first().click();
  await expect(toasts(page)).toContainText('Imewekwa kikapuni');
  await expect(page.getByTestId('cart-count')).toHaveText('1 bidhaa');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Kikapu/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kikapu Chako' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Ingia kwanza ili ulipie oda yako.')).toBeVisible();
  await expectAccessible(page, 'cart (sw)');

  // Signed in, the cart holds the checkout: delivery, then payment.
  await signInAsAdmin(page);
  await gotoHydrated(page, '/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Muhtasari wa Oda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lipa kwa M-Pesa' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Usafirishaji' }).getByRole('radio', { name: /Chukua dukani/ }),
  ).toBeChecked();
  await expect(page.getByLabel('Namba ya simu ya M-Pesa')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lipa KES [\d,]+ kwa M-Pesa$/ })).toBeVisible();
  await expectAccessible(page, 'checkout (sw)');
});

test('product cards: the name is the link, and no aria-label hides the words a control shows (both languages)', async ({
  page,
  context,
}) => {
  test.slow(); // six pages, each scanned
  for (const lang of ['en', 'sw'] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
    for (const path of ['/', '/category/all', '/search?q=rtx']) {
      await gotoHydrated(page, path);
      await expectLabelsMatchContent(page, `${path} (${lang})`);
    }
  }
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Weka Kikapuni' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a Kiswahili shopper: My Orders, the profile, the server's messages, and the About and Contact pages", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000); // five pages, a sign-up, two forms and five axe scans on a shared machine
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  const user = await registerVerifiedUser(page.request, 'Wanjiku Kamau');
  await signInByApi(page.request, user);

  await gotoHydrated(page, '/profile');
  await expect(page).toHaveTitle(/^Mipangilio ya Wasifu/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio ya Wasifu' })).toBeVisible();
  await expect(page.getByText(`Umeingia kama ${user.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hifadhi Mabadiliko' })).toBeDisabled();
  await expectAccessible(page, 'profile (sw)');

  await page.getByRole('navigation', { name: 'Sehemu za wasifu' }).getByRole('link', { name: 'Usalama' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Usalama' })).toBeVisible();
  // A wrong current password: the server's message arrives in Kiswahili.
  await page.getByLabel('Nenosiri la Sasa', { exact: true }).fill('not-my-password');
  await page.getByLabel('Nenosiri Jipya', { exact: true }).fill('a-new-password-2026');
  await page.getByLabel('Thibitisha Nenosiri Jipya', { exact: true }).fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Badilisha Nenosiri' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nenosiri la sasa si sahihi' }).first()).toBeVisible();
  await expectAccessible(page, 'profile security (sw)');

  await page.getByRole('navigation', { name: 'Sehemu za wasifu' }).getByRole('link', { name: 'Oda Zangu' }).click();
  await expect(page.getByText('Bado huna oda')).toBeVisible();
  await expectAccessible(page, 'My Orders, empty (sw)');

  await gotoHydrated(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kuhusu /);
  await expect(page.getByRole('heading', { level: 2, name: 'Sisi ni nani' })).toBeVisible();
  await expectAccessible(page, 'about (sw)');

  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('heading', { level: 2, name: 'Tutumie ujumbe' })).toBeVisible();
  await page.getByLabel('Jina').fill('Wanjiku');
  await page.getByLabel('Barua pepe').fill(user.email);
  await page.getByLabel('Kichwa cha ujumbe').fill('RTX 4060 iko stock?');
  await page.getByLabel('Ujumbe', { exact: true }).fill('Naomba kujua kama RTX 4060 iko stock Nairobi.');
  await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.' }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'contact (sw)');
});

test('Build Your PC in Kiswahili', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  await gotoHydrated(page, '/build-pc');
  await expect(page.getByRole('heading', { level: 1, name: 'Unda PC Yako' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chagua prosesa yako' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ficha vifaa visivyoendana' })).toBeVisible();
  await expectAccessible(page, 'build-pc (sw)');
  await expectLabelsMatchContent(page, 'build-pc (sw)');
});

test('the server renders the chosen language: cookie, ?lang= links, hreflang and translated meta', async ({
  page,
  request,
}) => {
  const bySwCookie = await (await request.get('/category/processors', { headers: { cookie: 'lang=sw' } })).text();
  expect(bySwCookie).toContain('<html lang="sw"');
  expect(bySwCookie).toMatch(/<title>Prosesa \| [^<]+<\/title>/);
  expect(bySwCookie).toMatch(/<meta name="description" content="Nunua prosesa nchini Kenya: bidhaa \d+/);

  const byParam = await (await request.get('/category/processors?lang=sw')).text();
  expect(byParam).toContain('<html lang="sw"');
  const english = await (await request.get('/category/processors')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toMatch(/<title>Processors \| /);
  for (const html of [english, byParam]) {
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/category\/processors\?lang=en"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="sw" href="[^"]*\/category\/processors\?lang=sw"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/category\/processors"/);
  }

  // A shared ?lang=sw link keeps Kiswahili on the next page, which has no ?lang=.
  await gotoHydrated(page, '/?lang=sw');
  await page.getByRole('banner').getByRole('link', { name: 'Vipendwa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vipendwa' })).toBeVisible();
  await gotoHydrated(page, '/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

test('the side menu on a phone switches the language back to English', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.getByRole('button', { name: 'Fungua menyu' }).click();
  const menu = page.getByRole('navigation', { name: 'Simu' });
  await expect(menu.getByRole('link', { name: 'Mwanzo' })).toBeVisible();
  await expectAccessible(page, 'side menu (sw)');
  await menu.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Build the gaming rig of your dreams');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('the language form refuses an unknown language and never redirects off the shop', async ({ request }) => {
  const bad = await request.post('/language', { form: { lang: 'fr', redirectTo: '/' }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  const offsite = await request.post('/language', {
    form: { lang: 'sw', redirectTo: '//evil.example/x' },
    maxRedirects: 0,
  });
  expect(offsite.status()).toBe(302);
  expect(offsite.headers().location).toBe('/');
  const back = await request.post('/language', {
    form: { lang: 'sw', redirectTo: '/search?q=rtx&lang=en' },
    maxRedirects: 0,
  });
  expect(back.headers().location).toBe('/search?q=rtx');
  expect(back.headers()['set-cookie']).toMatch(/^lang=sw; Path=\/; Max-Age=31536000; SameSite=Lax/);
});
