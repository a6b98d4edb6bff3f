import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './support';

test.use({ viewport: { width: 360, height: 780 } });

// Issue 30: eTIMS mode, branch and device serial are in the admin's Settings (the environment wins).
test('the admin edits the eTIMS device serial in Settings; a bad branch ID is refused with a message', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin?tab=settings');
  const form = page.getByRole('form', { name: 'eTIMS settings' });
  const serial = form.getByLabel('Device serial');
  await expect(serial).toHaveValue('SIM-KPC-0001');
  await serial.fill('SIM-KPC-0009');
  await form.getByRole('button', { name: 'Save eTIMS settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'eTIMS settings saved' })).toBeVisible();
  expect((await (await page.request.get('/api/admin/etims')).json()).deviceSerial).toBe('SIM-KPC-0009');
  await form.getByLabel('Branch ID').fill('x');
  await form.getByRole('button', { name: 'Save eTIMS settings' }).click();
  await expect(form.getByRole('alert')).toHaveText('Branch ID must be 2 digits (00 = head office)');
  // Put it back for the other journeys.
  await form.getByLabel('Branch ID').fill('00');
  await serial.fill('SIM-KPC-0001');
  await form.getByRole('button', { name: 'Save eTIMS settings' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/admin/etims')).json()).deviceSerial)
    .toBe('SIM-KPC-0001');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
