import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { mailsTo, registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi } from './support';

const SHOTS = '/work/screenshots';

/** Adds the first product on the home page that is in stock; returns its name. */
async function addFirstProduct(page: Page) {
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  return name;
}

/** Waits for a mail to `email` that says `words`, from the e2e server's outbox (subjects there are encoded). */
async function mailSaying(email: string, words: string) {
  await expect
    .poll(() => mailsTo(email).filter((m) => m.text.includes(words)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return mailsTo(email)
    .filter((m) => m.text.includes(words))
    .at(-1)!;
}

test('the admin dispatches a paid order; the shopper sees it in the timeline, gets the mail and opens the receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The receipt's header: the shop's address and KRA PIN are settings.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const settings = await (await admin.request.get('/api/settings')).json();
  const { currency: _c, whatsappNumberFromEnv: _w, ...body } = settings;
  const saved = await admin.request.put('/api/settings', {
    data: { ...body, shopAddress: 'Kimathi Street, Nairobi', kraPin: 'P051234567X' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const user = await registerVerifiedUser(page.request, 'Njeri Wambui');
  await signInByApi(page.request, user);
  const product = await addFirstProduct(page);
  await gotoHydrated(page, '/cart');
  await page.getByLabel('M-Pesa phone number').fill('254708374149');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();

  await gotoHydrated(page, '/profile?tab=orders');
  const order = page.getByRole('article').filter({ hasText: product }).first();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  const number = ((await order.getByRole('heading', { name: /^Order KPC\d{6}$/ }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  const paidMail = await mailSaying(user.email, `We received your M-Pesa payment for order ${number}.`);
  // Placed with the spec's payload: a pickup order, and the mail says where to collect it.
  expect(paidMail.text).toContain('Pickup at the shop');
  expect(paidMail.text).toContain('Collect at: ');

  // The admin: Orders tab, filtered to paid orders, dispatches with a courier and tracking reference.
  await gotoHydrated(admin, '/admin?tab=orders');
  const card = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: new RegExp(`Order ${number}`) }) });
  await admin.getByLabel('Filter by stage').selectOption('paid');
  await expect(card).toBeVisible();
  await admin.getByLabel('Filter by stage').selectOption('dispatched');
  await expect(card).toHaveCount(0);
  await admin.getByLabel('Filter by stage').selectOption('');
  await card.getByRole('button', { name: 'Mark processing' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  // A processed pickup order is ready at the counter: the shopper is told to come.
  await mailSaying(user.email, `Your order ${number} is ready for collection at`);
  await card.getByRole('button', { name: 'Dispatch…' }).click();
  const tracking = `G4S-${Date.now()}`;
  await card.getByLabel('Courier').fill('G4S Courier');
  await card.getByLabel('Tracking reference').fill(tracking);
  await card.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Dispatched');
  await expect(card.getByText(`Courier: G4S Courier, tracking ${tracking}`)).toBeVisible();
  // Only legal moves are offered: no going back to processing, no cancel once dispatched.
  await expect(card.getByRole('button', { name: 'Mark processing' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);

  // The shopper: the stage and the timeline in My Orders.
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(order.getByText('Dispatched', { exact: true })).toBeVisible();
  const timeline = order.getByRole('list', { name: `Timeline of order ${number}` });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Order placed/,
    /Payment received/,
    /Being prepared.*by the shop/,
    new RegExp(`On its way.*G4S Courier · ${tracking}`),
  ]);
  await expect(order.getByText(`On its way with G4S Courier, tracking ${tracking}`)).toBeVisible();
  await order.scrollIntoViewIfNeeded();
  await order.screenshot({ path: `${SHOTS}/14-timeline-desktop.png` });

  // …and the mail.
  const mail = await mailSaying(user.email, `Your order ${number} has left the shop.`);
  expect(mail.text).toContain(`Courier: G4S Courier, tracking reference ${tracking}.`);
  expect(mail.text).toContain(product);
  expect(mail.text).toMatch(/https:\/\/wa\.me\/\d+/);

  // The receipt, from My Orders.
  await order.getByRole('link', { name: /^Receipt RCT-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt RCT-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('KRA PIN: P051234567X')).toBeVisible();
  await expect(page.getByText('Pickup at the shop', { exact: true })).toBeVisible();
  await expect(page.getByText('Kimathi Street, Nairobi')).toBeVisible();
  await expect(page.getByRole('cell', { name: product })).toBeVisible();
  await expect(page.getByText(/^SIM[0-9A-F]+$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/14-receipt-desktop.png`, fullPage: true });
  await expectAccessible(page, '/orders/:id/receipt');
  const pdf = await page.request.get(page.url().replace('/orders/', '/api/orders/') + '.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
  // Someone else's receipt is not found.
  const stranger = await registerVerifiedUser(admin.request, 'Otieno Stranger');
  const other = await browser.newContext();
  await signInByApi(other.request, stranger);
  expect((await other.request.get(page.url().replace('/orders/', '/api/orders/'))).status()).toBe(404);
  await other.close();

  // The same on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt RCT-\d{6}$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/14-receipt-phone.png`, fullPage: true });
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(timeline).toBeVisible();
  await order.screenshot({ path: `${SHOTS}/14-timeline-phone.png` });
  await admin.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/14-admin-order-phone.png` });
  await admin.close();
});
