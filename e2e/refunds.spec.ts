import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { addJourneyProduct, gotoHydrated, signInAsAdmin, signInByApi, orderOne } from './support';

// On a phone: most Kenyan shoppers pay from one.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

/**
 * Issue 33 finding 4 (decision 052): a shopper pays part of an order by Paybill and cancels it; the
 * owner refunds part of it with M-Pesa's reference; My Orders shows the refund and what is still due.
 */
test('a part payment of a cancelled order is refunded, and My Orders shows each refund', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  // The session the journeys share: the admin's sign-ins are counted (10 in 15 minutes).
  await signInAsAdmin(await adminContext.newPage());
  const product = await addJourneyProduct(adminContext.request, {
    name: `Refund journey monitor ${Date.now()}`,
    description: 'A 27-inch monitor for the refund journey.',
    price: 38_000,
    category: 'monitors',
    countInStock: 3,
  });

  const shopper = await registerVerifiedUser(page.request, 'Wanjiku Kamau');
  await signInByApi(page.request, shopper);
  const order = await orderOne(page.request, product);
  expect(order.total_price).toBe(44_080);

  // KES 10,000 by Paybill with the order number as the account, as a shopper would on the phone.
  const paid = await page.request.post('/api/payments/paybill/simulate', {
    data: { amount: 10_000, account: order.number, phoneNumber: '0708374149' },
  });
  expect(paid.status(), await paid.text()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/orders/${order.id}`)).json()) as { amount_paid: number }).amount_paid,
      {
        timeout: 20_000,
      },
    )
    .toBe(10_000);
  expect((await page.request.post(`/api/orders/${order.id}/cancel`)).ok()).toBe(true);

  // The owner gives back KES 4,000 now (from the M-Pesa portal), the rest later.
  const refunded = await adminContext.request.post(`/api/orders/${order.id}/refund`, {
    data: { reference: 'RFDE2E4000', amount: 4_000 },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await adminContext.close();

  await gotoHydrated(page, '/profile?tab=orders');
  const card = page.getByRole('article').filter({ hasText: order.number }).first();
  await card
    .getByText(order.number)
    .first()
    .click()
    .catch(() => undefined);
  await expect(card.getByTestId('refund')).toHaveText('KES 4,000 refunded by M-Pesa, reference RFDE2E4000.');
  await expect(card.getByText('KES 6,000 of your M-Pesa payments will be refunded by the shop.')).toBeVisible();
});
