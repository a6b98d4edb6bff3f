import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInWithForm } from './support';

/** Adds the first product on the home page that is in stock; returns its name and id. */
async function addFirstProduct(page: Page) {
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const id = (await card.getByRole('link', { name: `View ${name}` }).getAttribute('href'))!.split('/').at(-1)!;
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');
  return { name, id };
}

test('pay with M-Pesa, follow the payment, then review the product', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerVerifiedUser(page.request, 'Mwende Mutua');
  await signInWithForm(page, user.email, user.password);
  const product = await addFirstProduct(page);

  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const whatsapp = page.getByRole('link', { name: /Order on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = decodeURIComponent(href.split('?text=')[1]);
  expect(text).toContain(`1. ${product.name} x 1 @ KES`);
  expect(text).toMatch(/Delivery: (Free|KES [\d,]+)/);
  expect(text).toMatch(/VAT \(16%\): KES [\d,]+\nTotal: KES [\d,]+/);

  // The e2e server runs the M-Pesa simulator: the payment form says so.
  await expect(page.getByRole('note').filter({ hasText: 'test payments' })).toHaveText(
    'M-Pesa simulator: test payments — no money moves',
  );

  // Client-side checks with the spec's words; nothing is sent.
  const phone = page.getByLabel('M-Pesa phone number');
  await expect(phone).toHaveAttribute('placeholder', '2547XXXXXXXX');
  await phone.fill('0712-34');
  await expect(phone).toHaveValue('071234');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number' })).toContainText(
    'Please enter a valid M-Pesa phone number',
  );
  await phone.fill('447911123456');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Phone number must start with 254' }).first()).toBeVisible();

  await phone.fill('254708374149');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toContainText(
    'Please check your phone for the M-Pesa prompt',
  );
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  // Wherever the shopper is, M-Pesa's confirmation is told when it comes.
  await expect(page.getByRole('status').filter({ hasText: 'Order placed successfully' })).toContainText(
    'Thank you for your purchase!',
    {
      timeout: 15_000,
    },
  );

  // My Orders: the order, then 'Paid' once the simulator's callback (~2.5 s) has come.
  await gotoHydrated(page, '/profile?tab=orders');
  const order = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(order).toBeVisible();
  await expect(order.getByRole('heading', { name: /^Order KPC\d{6}$/ })).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(order.getByText(/Paid with M-Pesa, receipt SIM[0-9A-F]+/)).toBeVisible();

  // Bought: the product page now offers the review form.
  await gotoHydrated(page, `/product/${product.id}`);
  const comment = `Fast delivery to Nakuru and it runs cool. ${Date.now()}`;
  const box = page.getByRole('region', { name: 'Write a Review' });
  await box.getByRole('button', { name: 'Submit Review' }).click();
  await expect(box.getByText('Rating is required')).toBeVisible();
  await expect(box.getByText('Comment is required')).toBeVisible();
  await box.getByLabel('Rating').selectOption('5');
  await box.getByLabel('Comment').fill(comment);
  await box.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review Submitted!' })).toContainText(
    'Thank you for your feedback.',
  );
  await expect(box.getByLabel('Comment')).toHaveValue('');
  // The list refreshes from the server.
  await expect(page.locator('#reviews').getByText(comment)).toBeVisible();
  const detail = await page.request.get(`/api/products/${product.id}`);
  const { reviews } = (await detail.json()) as { reviews: { comment: string; name: string; rating: number }[] };
  expect(reviews).toContainEqual(expect.objectContaining({ comment, name: 'Mwende Mutua', rating: 5 }));
});

test('a refused M-Pesa payment shows why, and the order can be paid again from My Orders', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUser(page.request, 'Kiprono Langat');
  await signInWithForm(page, user.email, user.password);
  const product = await addFirstProduct(page);
  await gotoHydrated(page, '/cart');
  // The simulator's number for 'Request cancelled by user'.
  await page.getByLabel('M-Pesa phone number').fill('254700001032');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment failed: The M-Pesa prompt was cancelled on the phone' }),
  ).toBeVisible({ timeout: 15_000 });
  await gotoHydrated(page, '/profile?tab=orders');
  const order = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(order.getByText('Payment failed: The M-Pesa prompt was cancelled on the phone')).toBeVisible({
    timeout: 15_000,
  });
  await expect(order.getByText('Awaiting payment', { exact: true })).toBeVisible();

  await order.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await order.getByLabel('M-Pesa phone number').fill('0708374149');
  await order.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('an unpaid order can be cancelled from My Orders: its items go back on sale', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUser(page.request, 'Chebet Kiprotich');
  await signInWithForm(page, user.email, user.password);
  const product = await addFirstProduct(page);
  const stockBefore = (
    (await (await page.request.get(`/api/products/${product.id}`)).json()) as { countInStock: number }
  ).countInStock;
  await gotoHydrated(page, '/cart');
  await page.getByLabel('M-Pesa phone number').fill('254700001032');
  await page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();

  await gotoHydrated(page, '/profile?tab=orders');
  const order = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(order.getByText('Payment failed: The M-Pesa prompt was cancelled on the phone')).toBeVisible({
    timeout: 15_000,
  });
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await order.getByRole('button', { name: 'Keep it' }).click();
  await expect(order.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await order.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toBeVisible();
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Pay with M-Pesa' })).toHaveCount(0);
  const stockAfter = (
    (await (await page.request.get(`/api/products/${product.id}`)).json()) as { countInStock: number }
  ).countInStock;
  expect(stockAfter).toBe(stockBefore);
});

test('signed out, the cart asks to sign in and comes back to the cart', async ({ page, request }) => {
  const user = await registerVerifiedUser(request, 'Njeri Wambui');
  await addFirstProduct(page);
  await gotoHydrated(page, '/cart');
  await expect(page.getByText('You must be signed in to checkout.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcart$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Email', { exact: true }).first().fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('M-Pesa phone number')).toBeVisible();
});
