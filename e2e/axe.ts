import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe over the whole document (header, footer, toasts, open dialogs and menus: no `include`), with
 * every rule axe runs by default. Only serious and critical findings count: they block or mislead a
 * screen-reader or keyboard user; moderate and minor ones are advice.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} [${v.impact}] ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Soft, so one run lists the findings of every page it visits, not just the first. */
export async function expectAccessible(page: Page, where: string) {
  // Client-side data (reviews, admin lists) settles first: axe must see the page a user reads.
  await page.waitForLoadState('networkidle');
  expect.soft(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * Lighthouse's `label-content-name-mismatch` (axe marks it experimental, so the default run skips it): a
 * control's aria-label must contain the words it shows, or voice control ("click Add to Cart") misses it.
 */
export async function expectLabelsMatchContent(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  expect
    .soft(
      violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
      `label-content-name-mismatch on ${where}`,
    )
    .toEqual([]);
}
