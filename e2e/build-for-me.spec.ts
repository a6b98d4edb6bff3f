import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { gotoHydrated } from './support';

// Issue 17's journey, on a phone-sized screen: Build for me → edit a slot → share → open the link in
// another browser → add everything to the cart.
const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

const kes = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('Build for me with KES 150,000 for 1080p gaming, edit a slot, share, open the link elsewhere, add all to cart', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/build-pc');
  await page.getByRole('button', { name: 'Build for me' }).click();
  await page.getByLabel('Budget (KES)').fill('150000');
  await page.getByLabel('Use').selectOption({ label: 'Gaming at 1080p' });
  await page.getByRole('button', { name: 'Suggest a build' }).click();

  const suggested = page.getByRole('list', { name: 'Suggested parts' });
  await expect(suggested.getByRole('listitem')).toHaveCount(8);
  expect(kes(await page.getByTestId('suggested-total').textContent())).toBeLessThanOrEqual(150_000);
  // A reason per part, the graphics card's naming why it matters most for the use.
  await expect(suggested.getByRole('listitem').filter({ hasText: 'Graphics Card' })).toContainText(
    'Frame rates at 1080p depend on the graphics card first',
  );
  await expectAccessible(page, 'Build for me with its suggestion');
  await page.getByRole('button', { name: 'Use this build' }).click();
  await expect(page.getByText(/^8 of 8 parts ·/)).toBeVisible();
  await expect(page.getByText('All parts are compatible').filter({ visible: true })).toBeVisible();

  // Edit one slot: another case.
  await page.getByRole('tab', { name: /^Case/ }).click();
  await page.getByRole('button', { name: 'Select Corsair 4000D Airflow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove Corsair 4000D Airflow from the build' })).toBeVisible();

  // Share from the phone's build sheet.
  await page.getByRole('button', { name: 'View build' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your build' });
  await expect(sheet.getByText('Corsair 4000D Airflow', { exact: true })).toBeVisible();
  const total = await sheet.getByTestId('build-total').textContent();
  await sheet.getByText('Share this build').click();
  const linkBox = sheet.getByLabel('Link to this build');
  await expect(linkBox).toHaveValue(/\/build-pc\/b\/[a-z0-9]{8}$/);
  const link = await linkBox.inputValue();
  const wa = await sheet.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  const waText = decodeURIComponent(wa!.replace('https://wa.me/?text=', ''));
  expect(waText).toContain(link);
  expect(waText).toContain(`Total: ${total} (ex VAT)`);
  await expect(sheet.getByRole('button', { name: 'Copy link' })).toBeEnabled();

  // Another browser (another phone) opens the link: a page of its own, with a link preview.
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const other = await context.newPage();
    const path = new URL(link).pathname;
    await gotoHydrated(other, path);
    await expect(other.getByRole('heading', { name: 'Shared PC build' })).toBeVisible();
    const parts = other.getByRole('list', { name: 'Build parts' }).getByRole('listitem');
    await expect(parts).toHaveCount(8);
    await expect(parts.filter({ hasText: 'Corsair 4000D Airflow' })).toHaveCount(1);
    await expect(other.getByTestId('shared-total')).toHaveText(total!);
    await expect(other.getByText('Nothing has changed since this build was shared')).toBeVisible();
    const image = await other.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`${path}/preview\\.jpg$`));
    const jpeg = await other.request.get(new URL(image!).pathname);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');

    await other.getByRole('button', { name: 'Add All to Cart' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText(
      '8 parts from your build.',
    );
    const cart = await other.evaluate(() => JSON.parse(localStorage.getItem('kpcs.cart.v1') ?? '[]'));
    expect(cart).toHaveLength(8);
    expect(cart.map((l: { name: string }) => l.name)).toContain('Corsair 4000D Airflow');
  } finally {
    await context.close();
  }
});
