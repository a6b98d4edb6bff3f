import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { addJourneyProduct, ADMIN, gotoHydrated, signInAsAdmin, signInByApi, signInWithForm } from './support';
import { totalsWith } from '../core/pricing/totals';

// On a phone: most Kenyan shoppers pay from one.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

test('a KES 245,000 gaming PC is paid in two M-Pesa prompts through the simulator', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // The shop sells a KES 245,000 build (created by the admin, so no other journey's prices move):
  // KES 211,207 ex VAT plus the 16% VAT the shop adds by default (decision 031), KES 33,793.
  const adminContext = await browser.newContext();
  await signInByApi(adminContext.request, ADMIN);
  const product = await addJourneyProduct(adminContext.request, {
    name: `Gaming PC Ryzen 7 RTX 4080 ${Date.now()}`,
    description: 'A complete gaming build, assembled and tested.',
    price: 211_207,
    category: 'gaming-pc',
    countInStock: 3,
  });
  await adminContext.close();

  const user = await registerVerifiedUser(page.request, 'Brian Ochieng');
  await signInWithForm(page, user.email, user.password);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await gotoHydrated(page, '/cart');

  // No WhatsApp detour: M-Pesa takes it in two payments, the first asked now.
  await expect(page.getByRole('note').filter({ hasText: 'To pay in 2 M-Pesa payments' })).toContainText(
    'your total is KES 245,000',
  );
  await expect(page.getByTestId('payment-step')).toHaveText('Payment 1 of 2: KES 150,000');
  await page.getByLabel('M-Pesa phone number').fill('0708374149');
  await page.getByTestId('payment-step').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screenshots/21-cart-payment-1-of-2.png' });
  await page.getByRole('button', { name: 'Pay KES 150,000 with M-Pesa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();

  // My Orders: what is paid and what is left, once the simulator's callback has come.
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const order = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(order.getByTestId('balance')).toHaveText('KES 150,000 paid, KES 95,000 left to pay', {
    timeout: 20_000,
  });
  await expect(order.getByText('Paid KES 150,000 of KES 245,000')).toBeVisible();
  // The watcher tells the part, not 'Order placed successfully'.
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(
    'KES 150,000 paid, KES 95,000 left to pay in My Orders.',
    {
      timeout: 15_000,
    },
  );
  await expect(page.getByRole('status').filter({ hasText: 'Order placed successfully' })).toHaveCount(0);
  await expect(
    order.getByText(/Or pay by M-Pesa Paybill: business number 174379, account number KPC\d{7},/),
  ).toBeVisible();
  await order.getByTestId('balance').scrollIntoViewIfNeeded();
  for (const close of await page.getByRole('button', { name: /close|dismiss/i }).all())
    await close.click({ timeout: 2000 }).catch(() => undefined);
  await page.screenshot({ path: '/work/screenshots/21-my-orders-paid-and-left.png' });

  // The rest, later, from My Orders.
  await order.getByRole('button', { name: 'Pay the rest with M-Pesa' }).click();
  await expect(order.getByTestId('payment-step')).toHaveText('Payment 2 of 2: KES 95,000');
  await order.getByLabel('M-Pesa phone number').fill('254708374149');
  await order.getByRole('button', { name: 'Pay KES 95,000 with M-Pesa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' }).first()).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(order.getByRole('link', { name: /^Receipt / })).toBeVisible();
  await expect(order.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await page.screenshot({ path: '/work/screenshots/21-my-orders-paid.png', fullPage: true });

  const api = (await (await page.request.get('/api/orders/mine')).json()) as {
    id: number;
    amount_paid: number;
    balance: number;
    payments: { amount: number }[];
  }[];
  const mine = api.find((o) => o.payments.length === 2)!;
  expect(mine).toMatchObject({ amount_paid: 245_000, balance: 0 });
  expect(mine.payments.map((p) => p.amount)).toEqual([150_000, 95_000]);
});

test('a Paybill payment that names no order waits in the admin Orders tab until it is assigned', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A shopper with an order pays the Paybill through the simulator and mistypes the account.
  const shopper = await browser.newContext();
  const user = await registerVerifiedUser(shopper.request, 'Faith Wambui');
  await signInByApi(shopper.request, user);
  const [p] = (
    (await (await shopper.request.get('/api/products?pageSize=5')).json()) as {
      products: { id: number; name: string; price: number; image: string; countInStock: number }[];
    }
  ).products.filter((x) => x.countInStock > 0);
  const placed = await shopper.request.post('/api/orders', {
    data: {
      orderItems: [{ product: String(p.id), name: p.name, price: p.price, image: p.image, quantity: 1 }],
      paymentMethod: 'M-Pesa',
      itemsPrice: p.price,
      totalPrice: totalsWith(p.price, 0).total,
      delivery: { method: 'pickup' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as { id: number; number: string; total_price: number };
  const account = `ORDER ${Date.now() % 100000}`;
  const paid = await shopper.request.post('/api/payments/paybill/simulate', {
    data: { amount: 1000, account, phoneNumber: '0708374149' },
  });
  expect(paid.status(), await paid.text()).toBe(202);
  await shopper.close();

  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const unmatched = page.getByRole('region', { name: /Unmatched Paybill payments/ });
  const row = unmatched.getByRole('listitem').filter({ hasText: account });
  await expect(row).toContainText('KES 1,000', { timeout: 30_000 });
  await row.getByLabel('Order number').fill(order.number);
  await page.screenshot({ path: '/work/screenshots/21-admin-unmatched-paybill.png' });
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment assigned' })).toContainText(
    `KES 1,000 is now on order ${order.number}`,
  );
  await expect(row).toHaveCount(0);

  // The admin's order card lists the payment and the balance.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.number);
  const card = page.getByRole('region', { name: `Payments of order ${order.number}` });
  await expect(card).toContainText('Received KES 1,000');
  await expect(card).toContainText('Paybill · Received');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screenshots/21-admin-order-payments.png' });
});
