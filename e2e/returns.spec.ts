import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { addJourneyProduct, gotoHydrated, signInAsAdmin, signInByApi, orderOne } from './support';

// The narrowest phone the shop supports: the whole journey, shopper and owner, at 360 px.
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

// An 8×8 PNG: the shopper's photo of the fault.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNYZSyIFTEMLQkAZmE7gaODSoYAAAAASUVORK5CYII=',
  'base64',
);

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/**
 * Issue 30 (decisions 064, 066): a paid order → its receipt with the eTIMS QR code → delivered → the shopper asks for a return with a photo → the
 * owner approves, records the item's receipt and refunds it → the shopper sees "Refunded".
 */
test('pay, the receipt with its eTIMS QR code, then a return with a photo is approved, received and refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const product = await addJourneyProduct(admin.request, {
    name: `Returns journey SSD ${Date.now()}`,
    description: 'A 1 TB SSD for the returns journey.',
    price: 9_000,
    category: 'storage',
    countInStock: 5,
    warrantyMonths: 36,
  });

  const shopper = await registerVerifiedUser(page.request, 'Otieno Returns');
  await signInByApi(page.request, shopper);
  const order = await orderOne(page.request, product);
  const paid = await page.request.post('/api/payments/paybill/simulate', {
    data: { amount: Math.ceil(order.total_price), account: order.number, phoneNumber: '0708374149' },
  });
  expect(paid.status(), await paid.text()).toBe(202);
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/orders/${order.id}`)).json()) as { is_paid: boolean }).is_paid,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  // Issue 30's whole phone journey: the paid order's receipt carries the eTIMS invoice and its QR code
  // once the outbox has signed the sale (the simulator, as M-Pesa's) — pending until then.
  await gotoHydrated(page, `/orders/${order.id}/receipt`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('cu-invoice')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('etims-qr').locator('svg')).toBeVisible();
  await noSidewaysScroll(page);

  const delivered = await admin.request.put(`/api/orders/${order.id}/status`, { data: { status: 'completed' } });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  // The shopper: My Orders shows the warranty, and the return form takes the item, the reason and a photo.
  await gotoHydrated(page, '/profile?tab=orders');
  const card = page.getByRole('article').filter({ hasText: order.number }).first();
  await expect(card.getByTestId('warranty-until')).toContainText('Under warranty until');
  await card.getByRole('button', { name: 'Return or warranty claim' }).click();
  await card.getByLabel(`Quantity of ${product.name}`).fill('1');
  await card.getByLabel('What is wrong?').fill('It is not detected by the laptop');
  await card
    .getByLabel('Photos (up to 5, optional)')
    .setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: PNG });
  await card.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByTestId('return-status')).toHaveText('Requested');
  await noSidewaysScroll(page);

  // The owner, on the phone: approve, record receipt, refund with M-Pesa's reference.
  await gotoHydrated(admin, '/admin?tab=returns');
  const panel = admin.getByRole('tabpanel', { name: 'Returns' });
  // The list shows every status by default: the request stays in it through every step.
  const request = panel.getByRole('listitem').filter({ hasText: order.number }).first();
  const status = request.getByTestId('admin-return-status');
  await expect(request.getByRole('img')).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(status).toHaveText('Approved');
  await request.getByRole('button', { name: 'Record receipt' }).click();
  await expect(status).toHaveText('Item received');
  await request.getByLabel(/M-Pesa refund reference/).fill('RFDRET360');
  await request.getByRole('button', { name: 'Resolve' }).click();
  await expect(status).toHaveText('Refunded');
  await noSidewaysScroll(admin);
  await adminContext.close();

  // The shopper sees it refunded, with the refund on the order.
  await gotoHydrated(page, '/profile?tab=orders');
  const after = page.getByRole('article').filter({ hasText: order.number }).first();
  await expect(after.getByTestId('return-status')).toHaveText('Refunded');
  await expect(after.getByTestId('refund')).toContainText('RFDRET360');
});
