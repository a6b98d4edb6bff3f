import { expect, test, type Page } from '@playwright/test';
import { linkInMail, registerVerifiedUser, uniqueEmail } from './mail';
import { gotoHydrated } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const userMenuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

test('sign up, verify the e-mail, sign in, rename, sign out', async ({ page }) => {
  // A long journey (and a 3-second redirect in it): more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('wanjiru');
  const password = 'safari-njema-42';

  await gotoHydrated(page, '/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Full Name').fill('Wanjiru Kamau');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await submit.click();

  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.').first(),
  ).toBeVisible();
  await expect(page.getByText('Redirecting to sign in...')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful!' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The link from the mail in the outbox verifies the address.
  const link = await linkInMail(email, '/verify-email/');
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  // Opened again (as mail scanners do first), it still says verified; a made-up link does not.
  const again = await page.goto(link);
  expect(again?.status()).toBe(200);
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  const forged = await page.goto('/verify-email/not-a-real-token');
  expect(forged?.status()).toBe(400);
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await signIn(page, email, 'wrong-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid email or password');
  await signIn(page, email, password);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toContainText(
    'Logged in as Wanjiru Kamau',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, 'Wanjiru Kamau')).toBeVisible();

  // Profile: role, read-only e-mail, rename.
  await userMenuButton(page, 'Wanjiru Kamau').click();
  await page.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full Name').fill('Wanjiru K. Mwangi');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toContainText(
    'Your profile has been updated successfully',
  );
  await expect(userMenuButton(page, 'Wanjiru K. Mwangi')).toBeVisible();

  // The name survives a reload (it is the server's).
  await gotoHydrated(page, '/profile?tab=orders');
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No orders yet')).toBeVisible();

  await userMenuButton(page, 'Wanjiru K. Mwangi').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText(
    'You have been successfully logged out',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUser(request, 'Otieno Ouma');

  await gotoHydrated(page, '/signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset sent' })).toContainText(
    'If an account exists for that email, a password reset link has been sent.',
  );
  // 90 seconds before another can be sent, shown as mm:ss.
  const resend = form.getByRole('button', { name: /^Resend in 01:[23]\d$/ });
  await expect(resend).toBeDisabled();

  const link = await linkInMail(user.email, '/reset-password/');
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  // The link works once.
  await gotoHydrated(page, link);
  await page.getByLabel('New Password', { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired' }).first(),
  ).toBeVisible();

  await gotoHydrated(page, '/signin');
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  await signIn(page, user.email, 'a-brand-new-password');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toContainText('Logged in as Otieno Ouma');
  await expect(page).toHaveURL(/\/$/);
});

test('a guarded page sends a signed-out visitor to sign in, and back afterwards', async ({ page, request }) => {
  const user = await registerVerifiedUser(request, 'Achieng Odhiambo');
  await page.goto('/profile?tab=security');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile%3Ftab%3Dsecurity$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toBeVisible();

  // Another site's address is never followed after signing in.
  await page.context().clearCookies();
  await gotoHydrated(page, '/signin?redirectTo=//evil.example/steal');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('sign-in and sign-up never send anyone to another site, however redirectTo is spelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUser(request, 'Njeri Wambui');
  const spellings = [
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/\\/evil.example',
  ];
  // Through the form: signing in lands on the shop's home page.
  for (const to of spellings.slice(0, 2)) {
    await page.context().clearCookies();
    await gotoHydrated(page, `/signin?redirectTo=${encodeURIComponent(to)}`);
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
  // Already signed in: the server's own redirect (the Location header) stays on the shop.
  for (const to of spellings) {
    for (const route of ['/signin', '/signup']) {
      const res = await page.request.get(`${route}?redirectTo=${encodeURIComponent(to)}`, { maxRedirects: 0 });
      expect(res.status(), `${route} ${to}`).toBe(302);
      expect(res.headers().location, `${route} ${to}`).toBe('/');
    }
  }
  // Sign-up's link to sign in keeps only a safe target.
  await page.context().clearCookies();
  await gotoHydrated(page, `/signup?redirectTo=${encodeURIComponent('/.//evil.example')}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/signin',
  );
});

test('the admin area: sign in first, and only for admins', async ({ page, request }) => {
  // Three sign-ins and a registration: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fadmin/);
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication required' })).toContainText(
    'Please sign in to access the admin area',
  );
  await expect(page).not.toHaveURL(/flash=/);

  const customer = await registerVerifiedUser(request, 'Kamau Njoroge');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toContainText(
    "You don't have permission to access the admin area",
  );

  await page.context().clearCookies();
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication required' })).toBeVisible();
  await signIn(page, 'admin@e2e.test', 'e2e-admin-password');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The redirect's toast went with the sign-in page (19.5).
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication required' })).toHaveCount(0);
});
