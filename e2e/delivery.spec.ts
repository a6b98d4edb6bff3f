import { expect, test, type Page } from '@playwright/test';
import { formatKES } from '../core/pricing/money';
import { mailsTo, registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInWithForm } from './support';

// Issue 14 end to end: a signed-in shopper chooses courier delivery to a county, sees the fee and the
// expected days in the Order Summary before paying, pays by the M-Pesa simulator, finds the option and
// address on the order and the receipt; the admin dispatches, the shopper sees it and gets the mail,
// and the address is filled in at the next checkout. On a phone and a desktop.

/** A product in stock below the free-delivery threshold (so the courier fee shows), put in the cart from its page. */
async function addCheapProduct(page: Page) {
  const res = await page.request.get('/api/products?category=accessories&minPrice=2000&maxPrice=20000&pageSize=20');
  const { products } = (await res.json()) as {
    products: {
      id: number;
      name: string;
      price: number;
      countInStock: number;
    }[];
  };
  const product = products.find((p) => p.countInStock > 5)!;
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  return { name: product.name, id: String(product.id) };
}

for (const screen of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    use: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    },
  },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test('courier to a county: fee and days before paying, on the order after, and the address remembered', async ({
      page,
      browser,
    }) => {
      test.setTimeout(360_000);
      const user = await registerVerifiedUser(page.request, 'Achieng Otieno');
      await signInWithForm(page, user.email, user.password);
      const product = await addCheapProduct(page);
      const { price } = (await (await page.request.get(`/api/products/${product.id}`)).json()) as { price: number };
      const { options, freeDeliveryThreshold } = (await (await page.request.get('/api/delivery')).json()) as {
        options: {
          zones: {
            name: string;
            counties: string[];
            fee: number;
            minDays: number;
            maxDays: number;
          }[];
        };
        freeDeliveryThreshold: number;
      };
      const zone = options.zones.find((z) => z.counties.includes('Kisumu'))!;
      const fee = price > freeDeliveryThreshold ? 0 : zone.fee;

      await gotoHydrated(page, '/cart');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByRole('radio', { name: /Courier delivery/ }).check();
      await expect(summary.getByTestId('summary-shipping')).toHaveText('Choose a county');
      await summary.getByLabel('County', { exact: true }).selectOption('Kisumu');
      await expect(summary.getByTestId('summary-shipping')).toHaveText(fee === 0 ? 'Free' : formatKES(fee));
      await expect(summary.getByTestId('summary-expected')).toHaveText(`${zone.minDays}–${zone.maxDays} days`);
      // VAT is its own line, 16% of goods and delivery in whole shillings (decision 031), and in the total.
      const vat = Math.round((price + fee) * 0.16);
      await expect(summary.getByText('VAT (16%)', { exact: true })).toBeVisible();
      await expect(summary.getByTestId('summary-vat')).toHaveText(formatKES(vat));
      await expect(summary.getByTestId('summary-total')).toHaveText(formatKES(price + fee + vat));

      // Paying without the address names what is missing; nothing is sent.
      await summary.getByLabel('M-Pesa phone number').fill('254708374149');
      await summary.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }).click();
      await expect(summary.getByText('Please enter the town or area')).toBeVisible();

      await summary.getByLabel('Town or area').fill('Milimani');
      await summary.getByLabel('Street or building').fill('Otieno Oyoo St, Block 4');
      await summary.getByLabel('Landmark').fill('Behind the petrol station');
      await summary.getByLabel('Phone for the rider').fill('0712 345 678');
      const text = decodeURIComponent(
        (await summary.getByRole('link', { name: /Order on WhatsApp/ }).getAttribute('href'))!.split('?text=')[1],
      );
      expect(text).toContain(`Option: Courier delivery (${zone.name}), expected ${zone.minDays}–${zone.maxDays} days`);
      expect(text).toContain('Address: Milimani, Otieno Oyoo St, Block 4, Behind the petrol station, Kisumu');
      await expect(summary.getByText('Please enter the town or area')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `/work/screenshots/14-checkout-${screen.name}.png`,
        fullPage: true,
      });

      await summary
        .getByRole('button', {
          name: `Pay ${formatKES(price + fee + vat)} with M-Pesa`,
        })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Order placed successfully' })).toBeVisible({
        timeout: 20_000,
      });

      await gotoHydrated(page, '/profile?tab=orders');
      const order = page.getByRole('article').filter({ hasText: product.name }).first();
      await expect(order.getByText('Paid', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      const delivery = order.getByTestId('order-delivery');
      await expect(delivery).toContainText(`Courier delivery (${zone.name}) · expected`);
      await expect(delivery).toContainText('Milimani, Otieno Oyoo St, Block 4, Behind the petrol station, Kisumu');
      await expect(delivery).toContainText('rider phone 254712345678');
      await order.screenshot({
        path: `/work/screenshots/14-my-order-${screen.name}.png`,
      });

      // The receipt says where it goes; the admin dispatches; the shopper sees the stage and gets the mail.
      const number = ((await order.getByRole('heading', { name: /^Order KPC\d{6}$/ }).textContent()) ?? '').replace(
        'Order ',
        '',
      );
      await order.getByRole('link', { name: /^Receipt RCT-\d{6}$/ }).click();
      await expect(
        page.getByText(
          `Courier delivery (${zone.name}): Milimani, Otieno Oyoo St, Block 4, Behind the petrol station, Kisumu`,
        ),
      ).toBeVisible();
      const admin = await browser.newPage({ viewport: screen.use.viewport });
      await signInAsAdmin(admin);
      await gotoHydrated(admin, '/admin?tab=orders');
      const card = admin
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: new RegExp(`Order ${number}`) }) });
      await expect(card.getByTestId('order-delivery')).toContainText('Kisumu');
      await card.getByRole('button', { name: 'Dispatch…' }).click();
      await card.getByLabel('Courier').fill('G4S Courier');
      await card.getByLabel('Tracking reference').fill(`G4S-${number}`);
      await card.getByRole('button', { name: 'Mark dispatched' }).click();
      await expect(card.getByTestId('order-status')).toHaveText('Dispatched');
      await admin.close();
      await gotoHydrated(page, '/profile?tab=orders');
      await expect(order.getByText('Dispatched', { exact: true })).toBeVisible();
      await expect
        .poll(
          () => mailsTo(user.email).find((m) => m.text.includes(`Your order ${number} has left the shop.`))?.text ?? '',
          { timeout: 20_000 },
        )
        .toContain('Deliver to: Milimani, Otieno Oyoo St, Block 4, Behind the petrol station, Kisumu');

      // The next checkout starts from the address used last.
      await addCheapProduct(page);
      await gotoHydrated(page, '/cart');
      await expect(summary.getByRole('radio', { name: /Courier delivery/ })).toBeChecked();
      await expect(summary.getByLabel('County', { exact: true })).toHaveValue('Kisumu');
      await expect(summary.getByLabel('Town or area')).toHaveValue('Milimani');
      await expect(summary.getByLabel('Phone for the rider')).toHaveValue('254712345678');
      await expect(summary.getByTestId('summary-expected')).toHaveText(`${zone.minDays}–${zone.maxDays} days`);
    });
  });
}

test('the owner edits the delivery table in Settings; a county in two zones is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin?tab=settings');
  const table = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save delivery options' }) });
  const fee = table.getByLabel('Fee (KES)', { exact: true });
  await expect(fee).toHaveValue('300');
  await fee.fill('250');
  await table.getByRole('button', { name: 'Save delivery options' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Delivery options saved' })).toBeVisible();
  expect((await (await page.request.get('/api/delivery')).json()).options.sameDay.fee).toBe(250);

  await table.getByRole('button', { name: 'Add zone' }).click();
  const zones = await table.getByRole('textbox', { name: /^Zone \d+ name$/ }).count();
  await table.getByRole('textbox', { name: `Zone ${zones} name` }).fill('Express Nairobi');
  const added = table.locator('tbody tr').last();
  await added.locator('summary').click();
  await added.getByRole('checkbox', { name: 'Nairobi' }).check();
  await page.screenshot({ path: '/work/screenshots/14-admin-delivery-desktop.png', fullPage: true });
  await table.getByRole('button', { name: 'Save delivery options' }).click();
  await expect(table.getByRole('alert')).toContainText('Nairobi is in two zones: Nairobi metro and Express Nairobi');

  await table.getByRole('button', { name: 'Remove zone Express Nairobi' }).click();
  await fee.fill('300');
  await table.getByRole('button', { name: 'Save delivery options' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/delivery')).json()).options.sameDay.fee).toBe(300);
});
