import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, shopperPays, signInAsAdmin, signInByApi } from './support';

const SHOTS = '/work/screenshots';

/**
 * Issue 20, a staff account (decision 036): it finds an order and moves its stage, and manages
 * products (a copy, its price edited in the list, removed again) — and is refused users and settings:
 * the tabs are not there, a link to them lands on Products, and the API answers 403 to its session.
 */
test('a staff member manages orders and products, and is refused users and settings', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // A shopper pays for one thing from a number no other journey uses.
  const { shopper, id: shopperId, digits, number } = await shopperPays(page, 'Wekesa Staffjourney');

  // The owner makes a new account staff.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const member = await registerVerifiedUser(staff.request, 'Njeri Staffmember');
  const { id: memberId } = await signInByApi(staff.request, member);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  const promoted = await owner.request.put(`/api/users/${memberId}`, {
    data: { name: member.name, email: member.email, isAdmin: false, isStaff: true },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  expect((await promoted.json()).role).toBe('staff');
  await ownerContext.close();

  await gotoHydrated(staff, '/admin');

  // Only Products and Orders; a link to Users or Settings lands on Products.
  const tabs = staff.getByRole('tablist', { name: 'Manage the shop' });
  // Returns are a step of an order (decision 066): staff handle them too.
  await expect(tabs.getByRole('tab')).toHaveText(['Products', 'Orders', 'Returns']);
  for (const tab of ['users', 'settings', 'customers', 'audit']) {
    await gotoHydrated(staff, `/admin?tab=${tab}`);
    await expect(tabs.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(staff.getByRole('tabpanel', { name: 'Products' })).toBeVisible();
    await expect(staff.getByRole('tab', { name: /Users|Settings|Customers|Audit/ })).toHaveCount(0);
  }
  // The server refuses the staff session whatever the page shows.
  const refused = await Promise.all([
    staff.request.get('/api/users'),
    staff.request.put(`/api/users/${shopperId}`, { data: { name: shopper.name, email: shopper.email, isStaff: true } }),
    staff.request.put('/api/settings', { data: { storeName: 'Not yours' } }),
    staff.request.get('/api/admin/audit'),
    staff.request.get('/api/admin/summary'),
    staff.request.get('/api/admin/customers'),
  ]);
  expect(refused.map((r) => r.status())).toEqual([403, 403, 403, 403, 403, 403]);
  // Its own profile it may edit, but asking to be an administrator changes nothing.
  const self = await staff.request.put(`/api/users/${memberId}`, {
    data: { name: member.name, email: member.email, isAdmin: true },
  });
  expect([self.status(), (await self.json()).role]).toEqual([200, 'staff']);
  await staff.screenshot({ path: `${SHOTS}/20-staff-tabs.png` });

  // Orders: find the shopper's order by its number and dispatch it.
  await gotoHydrated(staff, '/admin?tab=orders');
  await staff.getByLabel('Search orders').fill(number);
  const orders = staff.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('heading', { name: new RegExp(`^Order ${number}`) })).toBeVisible();
  await expect(orders.getByRole('heading')).toHaveCount(1);
  await orders.getByRole('link', { name: `Open order ${number}` }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Dispatch…' }).click();
  await staff.getByLabel('Courier').fill('G4S Kenya');
  await staff.getByLabel('Tracking reference').fill(`G4S-${digits}`);
  await staff.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(staff.getByTestId('order-detail-stage')).toHaveText('Dispatched');
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(page.getByRole('article').first().getByText('Dispatched', { exact: true })).toBeVisible();

  // Products: a copy of a product (a draft, so no shopper meets it), its price edited in the list.
  const list = (await (
    await staff.request.get('/api/admin/products?category=cases&status=active&pageSize=1')
  ).json()) as { products: { id: number; name: string; price: number }[] };
  const copy = await staff.request.post(`/api/admin/products/${list.products[0].id}/duplicate`);
  expect(copy.status(), await copy.text()).toBe(201);
  const draft = (await copy.json()) as { id: number; name: string; price: number };
  try {
    await gotoHydrated(staff, '/admin');
    const panel = staff.getByRole('tabpanel', { name: 'Products' });
    await panel.getByRole('searchbox', { name: 'Search the product list' }).fill(String(draft.id));
    const price = panel.getByRole('textbox', { name: `Price of ${draft.name} in KES` });
    await expect(price).toBeVisible();
    const newPrice = Math.round(draft.price) + 1_000;
    await price.fill(String(newPrice));
    await price.press('Enter');
    await expect
      .poll(
        async () =>
          (
            (await (await staff.request.get(`/api/admin/products?q=${draft.id}`)).json()) as {
              products: { price: number }[];
            }
          ).products[0]?.price,
      )
      .toBe(newPrice);
    await staff.screenshot({ path: `${SHOTS}/20-staff-products.png` });
  } finally {
    expect((await staff.request.delete(`/api/products/${draft.id}`)).status()).toBe(200);
  }
  await staffContext.close();
});
