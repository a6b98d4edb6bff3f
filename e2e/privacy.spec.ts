import { expect, test } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated } from './support';

test.use({ viewport: { width: 360, height: 800 } });

// Issue 30, item 2 (decision 065): on a phone, a shopper downloads their data, gives and withdraws
// consent to offers, then deletes the account: signed out, and the password no longer signs in.
test('Profile → Privacy: download my data, consent and withdraw, delete my account', async ({ page }) => {
  test.setTimeout(180_000);
  const shopper = await registerVerifiedUser(page.request, 'Akinyi Privacy');
  await gotoHydrated(page, '/signin?redirectTo=%2Fprofile%3Ftab%3Dprivacy');
  await page.getByLabel('Email', { exact: true }).first().fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/profile/);
  await gotoHydrated(page, '/profile?tab=privacy');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as CSV (spreadsheet)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);

  const consent = page.getByRole('checkbox', { name: /Send me offers and news by SMS/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(consent).toBeChecked();
  await expect(consent).toBeEnabled();
  await consent.uncheck();
  await expect(consent).not.toBeChecked();
  await expect(consent).toBeEnabled();
  await page.getByText('Your choices', { exact: true }).click();
  await expect(page.getByText(/^Agreed: /)).toBeVisible();
  await expect(page.getByText(/^Withdrawn: /)).toBeVisible();

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await page.getByLabel('Your password').fill(shopper.password);
  await expect(remove).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
  await remove.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Your account has been deleted').first()).toBeVisible();

  // Signed out: the profile sends to sign-in, and the old password is refused.
  await gotoHydrated(page, '/profile');
  await page.waitForURL(/\/signin/);
  await page.getByLabel('Email', { exact: true }).first().fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
});
