import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, shopperPays, signInAsAdmin } from './support';

const SHOTS = '/work/screenshots';

/** Fails when the page scrolls sideways at its width (issue 19's rule for every admin screen at 360 px). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

test('the owner finds an order by phone, opens it, dispatches it and adds a private note the shopper never sees', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The shopper pays from a number no other journey uses.
  const { digits, product, mine, number } = await shopperPays(page, 'Achieng Find');

  // The owner, on a phone: the phone number as a person would write it finds this order alone.
  const admin = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await signInAsAdmin(admin);
  await gotoHydrated(admin, '/admin?tab=orders');
  await admin.getByLabel('Search orders').fill(`+254 7${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`);
  const orders = admin.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('heading', { name: new RegExp(`^Order ${number}`) })).toBeVisible();
  await expect(orders.getByRole('heading')).toHaveCount(1);
  await expectNoSidewaysScroll(admin, 'the Orders tab');
  await admin.screenshot({ path: `${SHOTS}/20a-orders-search-phone.png`, fullPage: true });

  // Open it: the payment with its M-Pesa result, the items, then dispatch.
  await orders.getByRole('link', { name: `Open order ${number}` }).click();
  await expect(admin.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const payments = admin.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText(`from 2547${digits}`);
  await expect(payments).toContainText('Paid');
  await expect(admin.getByText(product).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Dispatch…' }).click();
  await admin.getByLabel('Courier').fill('Wells Fargo Kenya');
  await admin.getByLabel('Tracking reference').fill(`WF-${digits}`);
  await admin.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(admin.getByTestId('order-detail-stage')).toHaveText('Dispatched');
  await expect(admin.getByRole('list', { name: 'Timeline' })).toContainText('Dispatched');

  // A private note, kept for the staff.
  const note = `Customer asked us to call before delivery ${digits}`;
  await admin.getByLabel('Add a private note').fill(note);
  await admin.getByRole('button', { name: 'Save note' }).click();
  await expect(admin.getByRole('list', { name: 'Private notes' })).toContainText(note);
  await expectNoSidewaysScroll(admin, 'the order detail');
  await admin.screenshot({ path: `${SHOTS}/20a-order-detail-phone.png`, fullPage: true });

  // The shopper sees the dispatch, never the note.
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(mine.getByText('Dispatched', { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(note);
  const id = new URL(admin.url()).searchParams.get('order');
  expect(await (await page.request.get(`/api/orders/${id}`)).text()).not.toContain(note);

  // The customer's page lists the order; the Customers tab and the dashboard fit the phone too.
  await admin.getByRole('link', { name: 'Achieng Find' }).click();
  await expect(admin.getByRole('heading', { name: 'Achieng Find' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Their orders' })).toContainText(number);
  await expectNoSidewaysScroll(admin, "a customer's page");
  await gotoHydrated(admin, '/admin?tab=customers');
  await expect(admin.getByRole('list', { name: 'Customers' })).toBeVisible();
  await expectNoSidewaysScroll(admin, 'the Customers tab');
  await admin.screenshot({ path: `${SHOTS}/20a-customers-phone.png`, fullPage: true });
  await admin.getByRole('button', { name: '7 days' }).click();
  await expect(admin.getByTestId('summary-revenue')).not.toContainText('—');
  // One revenue: the card and the chart say the same figure.
  const cardRevenue = (await admin.getByTestId('summary-revenue').locator('dd').first().textContent())!.trim();
  await expect(admin.getByTestId('chart-revenue')).toHaveText(cardRevenue);
  await expectNoSidewaysScroll(admin, 'the dashboard');
  await admin.screenshot({ path: `${SHOTS}/20a-dashboard-phone.png`, fullPage: true });
  await admin.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(admin, '/admin?tab=orders');
  await admin.screenshot({ path: `${SHOTS}/20a-dashboard-desktop.png`, fullPage: true });
  await admin.close();
});
