import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerVerifiedUser } from './mail';
import { gotoHydrated, signInAsAdmin, signInByApi, toasts } from './support';

// Keyboard-only journeys: Tab, Shift+Tab, Enter, Space and Escape, never a click. Each step checks
// where the focus is, as a keyboard user would see it.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu opens, follows a link, closes on Escape and gives the focus back', async ({ page }) => {
    await gotoHydrated(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Categories' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/all$/);
    await expect(menu).toBeHidden();
  });
});

test('the account menu: open, Escape, open again and go to Profile Settings', async ({ page }) => {
  const user = await signInAsAdmin(page);
  await gotoHydrated(page, '/contact');
  const button = page.getByRole('banner').getByRole('button', { name: user.name });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.locator('#user-menu');
  await expect(menu).toBeVisible();
  const profile = menu.getByRole('link', { name: 'Profile Settings' });
  await expect(profile).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(menu).toBeHidden();
});

test('a product card: favourite with Space, add to cart with Enter, open the product with Enter', async ({ page }) => {
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const heart = card.getByRole('button', { name: `Favourite ${name}` });
  await tabTo(page, heart);
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toasts(page)).toContainText(name);

  await tabTo(page, card.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');

  await tabTo(page, card.getByRole('link', { name, exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the admin product dialog: find a product, edit it, save, and the focus comes back', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  // A product no other journey buys or counts: the dearest accessory. Restored at the end.
  const list = await (await page.request.get('/api/products?category=accessories&sort=price-high&pageSize=1')).json();
  const before = list.products[0] as Record<string, unknown> & { id: number; name: string; countInStock: number };
  await gotoHydrated(page, '/admin?tab=products');

  const search = page.getByRole('searchbox', { name: 'Search the product list' });
  await tabTo(page, search);
  await page.keyboard.type(before.name);
  const edit = page.getByRole('tabpanel', { name: 'Products' }).getByRole('button', { name: `Edit ${before.name}` });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await tabTo(page, dialog.getByLabel('Stock'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(before.countInStock + 3));
  await tabTo(page, dialog.getByLabel('Description'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Edited with the keyboard only.');
  await tabTo(page, dialog.getByRole('button', { name: 'Save Product' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Product updated');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  try {
    const saved = await (await page.request.get(`/api/products/${before.id}`)).json();
    expect(saved).toMatchObject({
      countInStock: before.countInStock + 3,
      description: 'Edited with the keyboard only.',
    });
  } finally {
    const { name, description, price, category, brand, image, images, specifications, countInStock } = before;
    const restored = await page.request.put(`/api/products/${before.id}`, {
      data: { name, description, price: Number(price), category, brand, image, images, specifications, countInStock },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('checkout: the M-Pesa phone number typed in, a wrong one corrected, the payment sent', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerVerifiedUser(page.request, 'Keyboard Shopper');
  await signInByApi(page.request, user);
  await gotoHydrated(page, '/');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to Cart' }) })
    .first();
  await tabTo(page, card.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /Cart/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const phone = page.getByLabel('M-Pesa phone number');
  await tabTo(page, phone);
  await page.keyboard.type('0712');
  await page.keyboard.press('Enter'); // submits the form from the field
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number' })).toBeVisible();

  await tabTo(page, phone, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('254708374149');
  await tabTo(page, page.getByRole('button', { name: /^Pay KES .* with M-Pesa$/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Payment initiated' })).toContainText(
    'Please check your phone for the M-Pesa prompt',
  );
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});
