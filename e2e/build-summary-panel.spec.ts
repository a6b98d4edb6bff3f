import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 19, point 4: on a desktop the sticky "Your Build" panel cut the compatibility list mid-line
// (a scroll box as tall as the screen). Now nothing in it is clipped: with a full build, scrolling
// the page shows the whole panel, down to the last check, inside the window.
test.use({ viewport: { width: 1366, height: 900 } });

test('the sticky build summary shows its whole compatibility list on a desktop', async ({ page, request }) => {
  const suggestion = await (
    await request.post('/api/builds/suggest', { data: { budget: 250_000, use: 'gaming-1440p' } })
  ).json();
  await gotoHydrated(page, '/build-pc');
  await page.evaluate((parts) => localStorage.setItem('kpcs.build.v1', JSON.stringify(parts)), suggestion.parts);
  await page.reload();
  const panel = page.getByRole('complementary', { name: 'Build summary' });
  await expect(panel.getByText('8 of 8 parts')).toBeVisible();
  // Reasons long enough to make the panel taller than the window.
  // The last check of the list (the case-size checks of decision 063 come after the cooler's).
  const last = panel.getByTestId('check-gpuFit');
  await expect(last).toHaveAttribute('data-status', 'pass');

  // No part of the panel is a scroll box that clips its content.
  const clipped = await panel.evaluate(
    (aside) =>
      [aside, ...aside.querySelectorAll('*')].filter((el) => {
        const style = getComputedStyle(el);
        return (
          /(auto|scroll|hidden)/.test(style.overflowY) &&
          el.scrollHeight > el.clientHeight + 1 &&
          el.getBoundingClientRect().height > 100
        );
      }).length,
  );
  expect(clipped).toBe(0);

  // At the bottom of the page the last check is wholly inside the window, below the header.
  for (const y of [0, 400, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  const box = await last.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  // ...and scrolling back up shows the top of the panel under the header again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(panel.getByRole('heading', { name: 'Your Build' })).toBeInViewport();
});
