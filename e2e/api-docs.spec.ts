import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support';

// The API reference a person browses and tries: Swagger UI on the shop's own CSP, reading the document
// the server generates from its route schemas.

test('/api/docs lists the endpoints with their answers, and tries one from the page', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/api/docs');
  // Swagger UI renders the document after its own ~1 MB script: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: /Kenya PC Shop API/ })).toBeVisible({ timeout: 30_000 });

  const list = page.locator('#operations-catalog-get_api_products');
  await list.getByRole('button', { name: /GET \/api\/products List, filter, sort and search products/ }).click();
  // The answer's shape is documented, down to the fields.
  await expect(list.getByText('Example Value').first()).toBeVisible();
  await expect(list.locator('.responses-wrapper')).toContainText('countInStock');

  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByPlaceholder('keyword').fill('ryzen');
  await list.getByRole('button', { name: 'Execute' }).click();
  await expect(list.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(list.locator('.live-responses-table')).toContainText('Ryzen');
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a signed-in admin tries an admin endpoint from the page with the session cookie', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/api/docs#/users/get_api_users');
  // As above: Swagger UI renders only after its own ~1 MB script (a clean-clone run at load 12 needed > 7 s).
  await expect(page.getByRole('heading', { name: /Kenya PC Shop API/ })).toBeVisible({ timeout: 30_000 });
  const op = page.locator('#operations-users-get_api_users');
  await expect(op.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await op.getByRole('button', { name: 'Try it out' }).click();
  await op.getByRole('button', { name: 'Execute' }).click();
  await expect(op.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(op.locator('.live-responses-table')).toContainText('admin@e2e.test');
});
