import { expect, test } from '@playwright/test';
import { gotoHydrated, toasts } from './support';

// playwright.config.ts creates this admin at start.
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

test('the top bar and footer hold the links of the spec', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category/all');
  await expect(header.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites');
  await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Shop All', '/search'],
    ['Graphics Cards', '/category/graphics-cards'],
    ['Processors', '/category/processors'],
    ['Motherboards', '/category/motherboards'],
    ['Contact Us', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Sitemap', '/sitemap'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const network of ['Facebook', 'X', 'Instagram', 'TikTok', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(` on ${network}$`) })).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer).toContainText(new RegExp(`© ${new Date().getFullYear()} .+\\. All rights reserved\\.`));
});

test('/build goes to /build-pc', async ({ page }) => {
  await page.goto('/build');
  await expect(page).toHaveURL(/\/build-pc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Your PC');
});

test('guarded pages send a visitor to /signin', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin(\?|$)/);
});

test('a signed-in admin gets the account menu, and Sign Out goes home signed out', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { name: string; email: string } };

  await gotoHydrated(page, '/contact');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('button', { name: user.name }).click();
  const menu = page.locator('#user-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(user.email);
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');

  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toasts(page)).toContainText('Logged out');
  await expect(toasts(page)).toContainText('You have been successfully logged out');
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin(\?|$)/);
});
