import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInByApi } from './support';

test.use({ viewport: { width: 360, height: 780 } });

// Issue 30: a business buyer pays (M-Pesa simulator), the eTIMS outbox sends the sale to the eTIMS
// simulator, and the receipt shows the control unit's invoice number and KRA's QR code.
test('pay on a phone with a KRA PIN, then the receipt carries the eTIMS invoice and QR', async ({ page }) => {
  test.setTimeout(240_000);
  const shopper = await registerVerifiedUser(page.request, 'Njeri Wambui');
  await signInByApi(page.request, shopper);
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const product = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await gotoHydrated(page, '/cart');

  // The business buyer's details are collapsed until asked for; a wrong PIN is refused before any order.
  const pin = page.getByLabel('KRA PIN');
  await expect(pin).toBeHidden();
  await page.getByText('Buying for a business? Add your KRA PIN').click();
  await pin.fill('P12345');
  await page.getByLabel('M-Pesa phone number').fill(`2547${String(Date.now()).slice(-8)}`);
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByText('Enter a KRA PIN like P051234567X: A or P, nine digits, a letter.')).toBeVisible();
  await pin.fill('p051234567x');
  await page.getByLabel('Business name').fill('Wambui Traders Ltd');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();

  await gotoHydrated(page, '/profile?tab=orders');
  const order = page.getByRole('article').filter({ hasText: product }).first();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await order.getByRole('link', { name: /^Receipt RCT-/ }).click();
  await expect(page.getByRole('heading', { name: 'Simulated eTIMS invoice' })).toBeVisible();

  // The outbox signs within a few seconds: until then the receipt says the tax invoice is pending.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('cu-invoice')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('cu-invoice')).toHaveText(/^KRACU\w+\/\d+$/);
  await expect(page.getByRole('img', { name: "Scan to verify this invoice on KRA's portal" })).toBeVisible();
  await expect(page.getByTestId('etims-qr').locator('svg')).toBeVisible();
  await expect(page.getByText('P051234567X (Wambui Traders Ltd)')).toBeVisible();
  // Nothing scrolls sideways at 360 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // In Kiswahili the receipt says how the order comes in Kiswahili too (it said 'Pickup at the shop').
  await expect(page.getByText('Pickup at the shop', { exact: true })).toBeVisible();
  await gotoHydrated(page, `${new URL(page.url()).pathname}?lang=sw`);
  await expect(page.getByText('Chukua dukani', { exact: true })).toBeVisible();
  await expect(page.getByText('Pickup at the shop')).toHaveCount(0);
});
