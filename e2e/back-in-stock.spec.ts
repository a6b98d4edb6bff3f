import { expect, test } from '@playwright/test';
import { newestMailTo, registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi } from './support';

// Issue 31 (decision 069): on a phone, a shopper asks to hear when a sold-out part is back; the owner
// restocks it in the admin; the message arrives with a link that opens the product.
test.use({ viewport: { width: 360, height: 740 } });

test('notify me on a sold-out product, the owner restocks, the message links to the product', async ({
  page,
  browser,
}) => {
  const owner = await browser.newPage();
  await signInAsAdmin(owner);
  const list = await owner.request.get('/api/admin/products?page=1&pageSize=10&status=active');
  expect(list.ok()).toBe(true);
  const product = ((await list.json()) as { products: { id: number; name: string }[] }).products[7];
  const soldOut = await owner.request.post('/api/admin/products/bulk', {
    data: { ids: [product.id], countInStock: 0 },
  });
  expect(soldOut.ok(), await soldOut.text()).toBe(true);

  // The shopper hears by e-mail (a text would be held in quiet hours when the journey runs at night).
  const shopper = await registerVerifiedUser(page.request, 'Back In Stock');
  await signInByApi(page.request, shopper);
  await page.request.put('/api/users/me/notifications', { data: { notify_by: 'email' } });
  await gotoHydrated(page, `/product/${product.id}`);
  await page.getByTestId('notify-me').click();
  await expect(page.getByTestId('alert-status')).toHaveText('We will tell you once when it is back in stock.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The owner restocks: the staff request wakes the alerts job at once.
  const restock = await owner.request.post('/api/admin/products/bulk', {
    data: { ids: [product.id], countInStock: 3 },
  });
  expect(restock.ok(), await restock.text()).toBe(true);
  const mail = await newestMailTo(shopper.email, `/product/${product.id}`, 20_000);
  expect(mail.subject).toContain('Back in stock');
  expect(mail.text).toMatch(/\/u\/u[0-9a-z]+\.[A-Za-z0-9_-]{8}/);
  const link = new RegExp(`https?://[^\\s]+(/product/${product.id})`).exec(mail.text)![1];
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name.slice(0, 20));
  await owner.close();
});
