import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { addJourneyProduct, ADMIN, gotoHydrated, signInByApi, signInWithForm } from './support';

// On a phone, like the several-payments journey.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

test('the cart offers "Pay in full" or a deposit for a layaway product, and the deposit is paid by M-Pesa', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The owner turns layaway on for products marked for it only (minimum 0), so no other journey's cart changes,
  // and marks a KES 10,000 build (KES 11,600 with the 16% VAT): 30% deposit = KES 3,480.
  const admin = await browser.newContext();
  await signInByApi(admin.request, ADMIN);
  const {
    currency: _c,
    whatsappNumberFromEnv: _e,
    ...settings
  } = await (await admin.request.get('/api/settings')).json();
  const saved = await admin.request.put('/api/settings', {
    data: {
      ...settings,
      layawayEnabled: true,
      layawayMinTotal: 0,
      layawayDepositPercent: 30,
      layawayDays: 30,
      layawayExpiryPolicy: 'refund',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const product = await addJourneyProduct(admin.request, {
    name: `Layaway Office PC ${Date.now()}`,
    description: 'An office build.',
    price: 10_000,
    category: 'gaming-pc',
    countInStock: 3,
    layaway: true,
  });
  await admin.close();

  const user = await registerVerifiedUser(page.request, 'Akinyi Otieno');
  await signInWithForm(page, user.email, user.password);
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await gotoHydrated(page, '/cart');

  const choice = page.getByTestId('layaway-choice');
  await expect(choice.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Pay a deposit of KES 3,480 now' }).check();
  await expect(choice).toContainText(
    'If the rest is not paid within 30 days, the order is cancelled and the money paid is refunded.',
  );
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/screenshots/21-layaway-choices.png' });
  await page.getByLabel('M-Pesa phone number').fill('0708374149');
  // Not before the terms are agreed to.
  await page.getByRole('button', { name: 'Pay KES 3,480 with M-Pesa' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please tick the box to agree to the layaway terms first.' }),
  ).toBeVisible();
  await choice.getByRole('checkbox', { name: 'I agree to these layaway terms' }).check();
  await page.getByRole('button', { name: 'Pay KES 3,480 with M-Pesa' }).click();

  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const order = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(order.getByTestId('layaway')).toContainText('Layaway: deposit KES 3,480, the rest by');
  await expect(order.getByTestId('balance')).toHaveText('KES 3,480 paid, KES 8,120 left to pay', { timeout: 20_000 });
});
