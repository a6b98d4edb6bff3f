import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 18, decision 045: with Save-Data (or the menu's switch) the server renders the 160/320 image
// widths only, and no picture below the first screen loads before the shopper scrolls to it.

const widths = (html: string) => [...html.matchAll(/-(\d+)\.webp \d+w/g)].map((m) => Number(m[1]));

test('Save-Data: on gets the small image widths, and lazy images below the first screen', async ({ request }) => {
  for (const path of ['/', '/category/all']) {
    const normal = await (await request.get(path)).text();
    const saver = await (await request.get(path, { headers: { 'Save-Data': 'on' } })).text();
    expect(Math.max(...widths(normal)), path).toBe(960);
    expect(new Set(widths(saver)), path).toEqual(new Set([160, 320]));
    // Only the first cards load at once; every other product picture waits for the scroll.
    const imgs = [...saver.matchAll(/<img [^>]*\/uploads\/products\/[^>]*>/g)].map((m) => m[0]);
    const eager = imgs.filter((i) => !i.includes('loading="lazy"'));
    expect(eager.length, path).toBeLessThanOrEqual(4);
    expect(imgs.length - eager.length, path).toBeGreaterThan(0);
  }
});

test('the menu’s data saver switch is remembered and the pages follow it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/category/all');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('button', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page).toHaveURL(/\/category\/all$/);
  await expect(page.locator('main img[srcset]').first()).not.toHaveAttribute('srcset', /-640\.webp/);
  await expect(page.locator('main img[srcset]').first()).toHaveAttribute('srcset', /-320\.webp 320w$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Data saver' })).toHaveAttribute('aria-pressed', 'true');
  expect((await page.context().cookies()).find((c) => c.name === 'data_saver')?.value).toBe('on');
});

test('a first visit gets the stylesheet inline and a cookie; the next page links the file', async ({
  request,
  playwright,
}) => {
  const first = await request.get('/category/all');
  const html = await first.text();
  const href = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"[^>]*media="print"/.exec(html)?.[1];
  expect(href, 'the link stays, for print and to fill the cache').toBeTruthy();
  expect(html).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
  expect(first.headers()['set-cookie']).toContain(`shop_css=${href!.split('/').pop()}`);

  const again = await request.get('/category/all');
  const next = await again.text();
  expect(next).not.toMatch(/<style>[\s\S]{10000,}?<\/style>/);
  expect(next).toContain(`<link rel="stylesheet" href="${href}" data-precedence="default"/>`);
  // Another browser (no cookie) gets it inline again.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect(await (await other.get('/category/all')).text()).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
  await other.dispose();
});
