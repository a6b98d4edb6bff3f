import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return response;
}

/** The same escaping React applies to text, so names can be found in raw HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The toast area of the root layout (its polite status list and its alert list). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}
