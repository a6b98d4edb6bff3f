/**
 * Outside eyes (the guide's walk): every page a shopper or the owner meets, on a 360 px phone with the
 * CPU slowed 4×, in English and Kiswahili. For each page it writes a full-page screenshot, and prints
 * the width the page needs (no sideways scroll), console errors and how long until React hydrated.
 * Figures and pictures only; it never fails. Run against a shop you started yourself:
 *
 *   PORT=3300 DATA_DIR=/tmp/walk-data ADMIN_EMAIL=owner@walk.test ADMIN_PASSWORD=walk-owner-pass npm start
 *   npx tsx bench/walk-screens.ts --url http://localhost:3300 --out /tmp/walk \
 *       --admin owner@walk.test:walk-owner-pass
 */
import { mkdirSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { flag } from './lib/cli';

const base = flag('url') ?? 'http://localhost:3000';
const out = flag('out') ?? '/tmp/walk';
const [adminEmail, adminPassword] = (flag('admin') ?? '').split(':');

const SHOPPER_PAGES = [
  '/',
  '/category/graphics-cards',
  '/search?q=rtx%204060',
  '/search?q=ssd%201tb%20nvme',
  '/product/1',
  '/cart',
  '/favorites',
  '/build-pc',
  '/signin',
  '/signup',
  '/privacy',
  '/terms',
  '/contact',
  '/no-such-page',
];
const SIGNED_IN_PAGES = ['/profile', '/profile?tab=orders', '/profile?tab=privacy'];
const ADMIN_PAGES = [
  '/admin',
  '/admin?tab=products',
  '/admin?tab=orders',
  '/admin?tab=returns',
  '/admin?tab=customers',
  '/admin?tab=settings',
];

interface Row {
  lang: string;
  path: string;
  status: number;
  width: number;
  hydratedMs: number | null;
  errors: string[];
}

async function visit(page: Page, lang: string, path: string, rows: Row[]) {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const started = Date.now();
  const res = await page.goto(base + path, { waitUntil: 'domcontentloaded' });
  let hydratedMs: number | null = null;
  try {
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    hydratedMs = Date.now() - started;
  } catch {
    /* reported as "never" */
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const name = `${lang}${path.replace(/[^a-z0-9]+/gi, '_')}`.replace(/_+$/, '');
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  page.off('pageerror', onError);
  page.off('console', onConsole);
  rows.push({ lang, path, status: res?.status() ?? 0, width, hydratedMs, errors });
}

async function phone(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  lang: string,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return [context, page];
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const rows: Row[] = [];
  for (const lang of ['en', 'sw']) {
    const [context, page] = await phone(browser, lang);
    for (const path of SHOPPER_PAGES) await visit(page, lang, path, rows);
    if (adminEmail) {
      const login = await page.request.post(`${base}/api/auth/login`, {
        data: { email: adminEmail, password: adminPassword },
      });
      if (login.ok()) for (const path of [...SIGNED_IN_PAGES, ...ADMIN_PAGES]) await visit(page, lang, path, rows);
      else console.log(`admin sign-in answered ${login.status()}: signed-in pages skipped`);
    }
    await context.close();
  }
  await browser.close();
  console.log('lang  status  width  hydrated  page  errors');
  for (const r of rows)
    console.log(
      `${r.lang}    ${r.status}     ${r.width}${r.width > 360 ? ' (!)' : '    '}  ${r.hydratedMs === null ? 'never' : `${(r.hydratedMs / 1000).toFixed(1)} s`}  ${r.path}  ${r.errors.join(' | ')}`,
    );
  console.log(`\n${rows.filter((r) => r.width > 360).length} pages wider than 360 px; screenshots in ${out}`);
}

void main();
