import { expect, type Page } from '@playwright/test';

// Shared by the walk checks of issue 32 (walk-shopper.spec.ts, walk-owner.spec.ts).

export const PHONE_360 = { width: 360, height: 740 };
export const PHONE_412 = { width: 412, height: 915 };
export const LAPTOP = { width: 1366, height: 768 };
export const WIDTHS = [PHONE_360, PHONE_412, LAPTOP];

/** Collects console errors and page errors from now on (a failed resource load is a network matter). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  return errors;
}

/** The page does not scroll sideways: nothing is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${where}: the page is ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}
