import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInByApi, toasts } from './support';

// Issue 18, the rest of point 1: the browser's language, Build Your PC's sentences, the review box and
// checkout checks, and the legal, status and sitemap pages, in Kiswahili.

const CPU = 'AMD Ryzen 7 7800X3D'; // AM5
const INTEL_BOARD = 'MSI PRO B760M-A WIFI DDR4'; // LGA1700

test.describe('a phone set to Kiswahili, no cookie, no ?lang=', () => {
  test.use({ locale: 'sw-KE' });

  test('gets the shop in Kiswahili from Accept-Language alone, and the page says it varies by it', async ({
    page,
    context,
  }) => {
    expect(await context.cookies()).toEqual([]);
    const res = await page.goto('/');
    expect(await res!.request().headerValue('accept-language')).toMatch(/^sw-KE/);
    expect(res!.headers().vary).toMatch(/Accept-Language/);
    expect(res!.headers().vary).toMatch(/Cookie/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jenga gaming PC ya ndoto zako');
    // A choice beats the browser: ?lang=en, then the cookie the switch writes.
    await gotoHydrated(page, '/about?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('Accept-Language without a cookie: sw or sw-KE first gives Kiswahili, English first or none gives English', async ({
  request,
}) => {
  const langOf = async (acceptLanguage?: string) => {
    const html = await (
      await request.get('/terms', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })
    ).text();
    return /<html lang="(\w+)"/.exec(html)?.[1];
  };
  expect(await langOf('sw')).toBe('sw');
  expect(await langOf('sw-KE,sw;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('sw');
  expect(await langOf('en-GB,en;q=0.9,sw;q=0.8')).toBe('en');
  expect(await langOf('fr-FR')).toBe('en');
  expect(await langOf()).toBe('en');
  // The cookie (the shopper's own choice) beats the browser.
  const chosen = await (
    await request.get('/terms', { headers: { 'accept-language': 'sw', cookie: 'lang=en' } })
  ).text();
  expect(chosen).toContain('<html lang="en"');
});

test('Build Your PC says why a part does not fit, in Kiswahili', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  await gotoHydrated(page, '/build-pc');
  const summary = page.getByRole('complementary', { name: 'Muhtasari wa PC' });
  await expect(summary.getByRole('heading', { name: 'Uoanifu' })).toBeVisible();
  await expect(summary.getByText('Chagua vifaa zaidi ili tukague')).toBeVisible();
  await expect(summary.getByTestId('check-socket')).toContainText('Socket ya CPU na motherboard: inasubiri vifaa');

  await page.getByRole('tab', { name: /^Prosesa/ }).click();
  await page.getByRole('button', { name: `Chagua ${CPU}`, exact: true }).click();
  await expect(summary.getByTestId('check-socket')).toContainText(`Chagua motherboard ili tuilinganishe na ${CPU}.`);

  await page.getByRole('tab', { name: /^Motherboard/ }).click();
  const intel = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: INTEL_BOARD, exact: true }) });
  await expect(intel).toContainText('Hakiendani na PC yako');
  await expect(intel).toContainText(`${CPU} inahitaji motherboard ya AM5; ${INTEL_BOARD} ni LGA1700.`);
  await expect(intel).not.toContainText('needs an');
  await expectAccessible(page, 'build-pc, a part that does not fit (sw)');

  // Chosen anyway: the summary's check fails with the same sentence, and the slot names are Kiswahili.
  await intel.getByRole('button', { name: `Chagua ${INTEL_BOARD}`, exact: true }).click();
  await expect(summary.getByTestId('check-socket')).toHaveAttribute('data-status', 'fail');
  await expect(summary.getByTestId('check-socket')).toContainText(`Socket ya CPU na motherboard: tahadhari`);
  await expect(summary.getByText('Tatizo 1 la uoanifu')).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Vifaa vya PC' })).toContainText('Kipoza CPU');
  await expect(summary.getByText('Vifaa 2 kati ya 8')).toBeVisible();
});

test('a Kiswahili shopper pays with M-Pesa and reviews what they bought: checks, toasts and the review box', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  const user = await registerVerifiedUser(page.request, 'Achieng Otieno');
  await signInByApi(page.request, user);

  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Weka Kikapuni' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const id = (await card.getByRole('link', { name: `Tazama ${name}` }).getAttribute('href'))!.split('/').at(-1)!;
  await card.getByRole('button', { name: 'Weka Kikapuni' }).click();

  await gotoHydrated(page, '/cart');
  const phone = page.getByLabel('Namba ya simu ya M-Pesa');
  await phone.fill('0712-34');
  await page.getByRole('button', { name: /^Lipa KES [\d,]+ kwa M-Pesa$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Namba ya simu si sahihi' })).toContainText(
    'Tafadhali andika namba sahihi ya simu ya M-Pesa',
  );
  await expect(page.getByText('Please enter a valid M-Pesa phone number')).toHaveCount(0);
  await expectAccessible(page, 'cart, phone number refused (sw)');

  await phone.fill('254708374149');
  await page.getByRole('button', { name: /^Lipa KES [\d,]+ kwa M-Pesa$/ }).click();
  await expect(toasts(page).filter({ hasText: 'Malipo yameanzishwa' })).toContainText(
    'Tafadhali angalia simu yako, utaona ombi la M-Pesa',
  );
  await expect(toasts(page).filter({ hasText: 'Oda imewekwa' })).toContainText('Asante kwa kununua!', {
    timeout: 20_000,
  });

  await gotoHydrated(page, `/product/${id}`);
  const box = page.getByRole('region', { name: 'Andika Maoni' });
  await expect(box.getByRole('button', { name: 'Tuma Maoni' })).toBeVisible({ timeout: 15_000 });
  await box.getByRole('button', { name: 'Tuma Maoni' }).click();
  await expect(box.getByText('Chagua nyota', { exact: true }).last()).toBeVisible();
  await expect(box.getByText('Andika maoni yako')).toBeVisible();
  await expect(box.getByText('Rating is required')).toHaveCount(0);
  await expectAccessible(page, 'product, review box with its checks (sw)');
  await box.getByLabel('Nyota').selectOption('5');
  await box.getByLabel('Maoni', { exact: true }).fill('Fupi');
  await box.getByRole('button', { name: 'Tuma Maoni' }).click();
  await expect(box.getByText('Maoni yawe na angalau herufi 10')).toBeVisible();
  const comment = `Imefika Kisumu haraka na inafanya kazi vizuri. ${Date.now()}`;
  await box.getByLabel('Maoni', { exact: true }).fill(comment);
  await box.getByRole('button', { name: 'Tuma Maoni' }).click();
  await expect(toasts(page).filter({ hasText: 'Maoni Yametumwa!' })).toContainText('Asante kwa maoni yako.');
  await expect(page.locator('#reviews').getByText(comment)).toBeVisible();
});

test('the privacy policy, terms, status page and HTML sitemap in Kiswahili, with translated titles', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: 'lang', value: 'sw', url: test.info().project.use.baseURL! }]);
  const pages = [
    { path: '/privacy', title: 'Sera ya Faragha', h2: '3. Kushiriki taarifa zako', text: 'Hatuuzi data yako binafsi' },
    {
      path: '/terms',
      title: 'Masharti ya Huduma',
      h2: '4. Ununuzi',
      text: 'Kila oda inategemea kukubaliwa kwake na upatikanaji wa bidhaa.',
    },
    { path: '/status', title: 'Hali ya Mfumo', h2: 'Hali ya mfumo', text: 'Mgeni' },
    { path: '/sitemap', title: 'Ramani ya Tovuti', h2: 'Kategoria', text: 'Sera ya Faragha' },
  ];
  for (const p of pages) {
    await gotoHydrated(page, p.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveTitle(new RegExp(`^${p.title} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    await expect(page.getByRole('heading', { level: 2, name: p.h2 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(p.text);
    await expectAccessible(page, `${p.path} (sw)`);
    // For search engines: the description in Kiswahili, and the alternates of both languages.
    const html = await (await request.get(`${p.path}?lang=sw`)).text();
    expect(html).toMatch(new RegExp(`<title>${p.title} \\| `));
    expect(html).toMatch(/<meta name="description" content="[^"]*(ya|za|na|kwa)\b[^"]*"/);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*${p.path}\\?lang=en"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*${p.path}"`));
  }
  // The status page's live state is said in Kiswahili too.
  await gotoHydrated(page, '/status');
  await expect(page.getByTestId('api-status')).toHaveText('Imeunganishwa', { timeout: 15_000 });
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('row', { name: /Jumatatu hadi Ijumaa/ })).toContainText(
    'Saa 3:00 asubuhi hadi saa 12:00 jioni',
  );
  await expect(page.getByRole('row', { name: /Jumapili/ })).toContainText('Tumefunga');
  // A used or mistyped verification link: the service's answer, said in Kiswahili by the page's loader.
  await gotoHydrated(page, '/verify-email/not-a-real-token');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Kiungo hiki cha uthibitisho si sahihi au muda wake umeisha',
  );
  await expect(page.getByRole('main').getByRole('alert')).not.toContainText('This verification link');
});

test("the search page's filter groups and the suggestion box speak Kiswahili", async ({ page }) => {
  await gotoHydrated(page, '/search?q=rtx&lang=sw');
  const stock = page.getByRole('navigation', { name: 'Upatikanaji' });
  await expect(stock.getByRole('link', { name: /^Zipo Stoo \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bei' }).getByRole('link', { name: 'Bei yoyote' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Tafuta bidhaa' });
  await box.focus();
  await box.fill('');
  await page.keyboard.type('graph');
  await expect(page.getByRole('option', { name: /Kategoria: Graphics Cards/ })).toBeVisible();
  await expectAccessible(page, 'search, filter groups and suggestions (sw)');
});
