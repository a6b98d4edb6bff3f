import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { gotoHydrated } from './support';

const OUTBOX = join(E2E_DATA_DIR, 'outbox');

/** The raw .eml files the e2e server (no SMTP_URL) wrote that contain `token`. */
async function mailsWith(token: string): Promise<string[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.eml')).map((f) => readFile(join(OUTBOX, f), 'utf8')),
  );
  return texts.filter((t) => t.includes(token));
}

async function supportEmail(page: Page): Promise<string> {
  const href = await page.getByRole('main').locator('a[href^="mailto:"]').first().getAttribute('href');
  return href!.replace(/^mailto:/, '');
}

test('the contact page shows how to reach the shop, and its form e-mails the support address', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await expect(page).toHaveTitle(/^Contact Us \| /);
  const hours = page.getByRole('table', { name: 'Business hours' });
  await expect(hours.getByRole('row')).toHaveText([
    'Monday to Friday9:00 AM to 6:00 PM',
    'Saturday10:00 AM to 4:00 PM',
    'SundayClosed',
  ]);
  await expect(page.getByRole('link', { name: /Nairobi CBD/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(1);
  const to = await supportEmail(page);

  const token = `e2e-contact-${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill('Achieng Otieno');
  await page.getByLabel('Email', { exact: true }).fill('achieng@example.com');
  await page.getByLabel(/Inquiry type/).selectOption({ label: 'Technical support' });
  await page.getByLabel('Subject', { exact: true }).fill('Which PSU for an RTX 4080?');
  await page
    .getByLabel('Message', { exact: true })
    .fill(`Reference ${token}: is 850 W enough for a 7800X3D and an RTX 4080 SUPER?`);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText('Your message has been sent');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  await expect.poll(async () => (await mailsWith(token)).length).toBe(1);
  const [mail] = await mailsWith(token);
  expect(mail).toMatch(new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi'));
  expect(mail).toMatch(/^Subject: .*support: Which PSU for an RTX 4080\?/im);
  expect(mail).toContain('achieng@example.com');
});

test('the contact form needs the required fields before it sends', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(
    await page.getByLabel('Name', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel('Name', { exact: true }).fill('A');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(
    await page.getByLabel('Email', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  expect(posted).toBe(false);
});

test('the status page reports the backend as Connected', async ({ page }) => {
  await gotoHydrated(page, '/status');
  await expect(page).toHaveTitle(/^System Status \| /);
  await expect(page.getByTestId('api-status')).toHaveText('Connected');
  await expect(page.getByTestId('database-status')).toHaveText('Connected');
  await expect(page.getByTestId('auth-status')).toHaveText('Guest');
  await expect(page.getByText('/api', { exact: true })).toBeVisible();
  await expect(page.getByText('production', { exact: true })).toBeVisible();
  const checked = page.locator('time');
  await expect(checked).toHaveCount(1);
  const first = await checked.getAttribute('datetime');

  await page.waitForTimeout(20);
  const health = page.waitForResponse((r) => r.url().endsWith('/api/health'));
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await health;
  await expect(checked).not.toHaveAttribute('datetime', first!);
  await expect(page.getByTestId('api-status')).toHaveText('Connected');
});

test('the status page shows Error and the reason when the health check fails', async ({ page }) => {
  await page.route('**/api/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'Error',
        database: 'Disconnected: too many clients',
        timestamp: new Date().toISOString(),
      }),
    }),
  );
  await gotoHydrated(page, '/status');
  await expect(page.getByTestId('api-status')).toHaveText('Error');
  await expect(page.getByRole('alert').filter({ hasText: 'Disconnected: too many clients' })).toBeVisible();
  await page.unroute('**/api/health');
  await page.route('**/api/health', (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByTestId('api-status')).toHaveText('Error');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/.+/);
});

for (const { path, title, sections } of [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'Information we collect',
      'How we use your information',
      'Sharing your information',
      'Security',
      'Your rights',
      // Issue 30 (decision 065): retention periods, after the rights.
      'How long we keep your data',
      'Changes to this policy',
      'Contact us',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: [
      'Acceptance of these terms',
      'Use of the service',
      'Accounts',
      'Purchases',
      'Intellectual property',
      'Termination',
      'Disclaimers',
      'Limitation of liability',
      'Changes to these terms',
      'Contact us',
    ],
  },
]) {
  test(`${path} shows its sections and a contact e-mail link`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      sections.map((s, i) => `${i + 1}. ${s}`),
    );
    const mail = page.getByRole('article').locator('a[href^="mailto:"]').last();
    await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(mail).toBeVisible();
  });
}

test('the privacy policy says personal data is never sold, and the terms reserve refusing orders', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  await expect(page.getByRole('region', { name: '3. Sharing your information' })).toContainText(
    'We do not sell your personal data',
  );
  await expect(page.getByRole('region', { name: '5. Your rights' })).toContainText(
    /access.*update.*delete.*opt out of marketing/s,
  );
  await gotoHydrated(page, '/terms');
  await expect(page.getByRole('region', { name: '4. Purchases' })).toContainText(
    'subject to acceptance and availability',
  );
  await expect(page.getByRole('region', { name: '4. Purchases' })).toContainText('refuse or cancel');
});

test('the about page and the HTML sitemap', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(page).toHaveTitle(/^About Us \| /);
  await expect(page.getByRole('main')).toContainText('KES 50,000');
  await expect(page.getByRole('main')).toContainText('24/7 technical support');
  await expect(page.getByRole('main')).toContainText('M-Pesa');

  await gotoHydrated(page, '/sitemap');
  await expect(page).toHaveTitle(/^Sitemap \| /);
  const main = page.getByRole('main');
  for (const path of [
    '/',
    '/search',
    '/build-pc',
    '/favorites',
    '/cart',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/status',
  ]) {
    await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  for (const id of [
    'all',
    'monitors',
    'graphics-cards',
    'memory',
    'processors',
    'storage',
    'motherboards',
    'cases',
    'power-supply',
    'gaming-pc',
    'cpu-cooling',
    'accessories',
  ]) {
    await expect(main.locator(`a[href="/category/${id}"]`)).toHaveCount(1);
  }
  await main.getByRole('link', { name: 'System Status' }).click();
  await expect(page).toHaveURL(/\/status$/);
});

test('every informational page has its own title and description', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/build-pc', '/contact', '/about', '/privacy', '/terms', '/sitemap', '/status']) {
    await page.goto(path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(30);
    expect(seen.has(title)).toBe(false);
    seen.add(title);
  }
});

test('the informational pages hydrate without errors, have one h1 and pass axe', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  for (const path of ['/contact', '/about', '/privacy', '/terms', '/sitemap', '/status']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
  expect(errors).toEqual([]);
});
