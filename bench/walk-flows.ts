/**
 * Outside eyes on the flows that follow a shopper (issue 31): on a 360 px phone with the CPU slowed 4×,
 * in English and Kiswahili, signed in as the owner's account (any account will do):
 * 1. Add to Cart tapped before the page has hydrated, then Cart at once: the line must be there;
 * 2. a saved build and its price bell in the builder's sheet;
 * 3. a sold-out product's "Notify me", and the 90-day price history after a price change.
 * Screenshots and figures only; it never fails. Run against a shop you started yourself (see
 * walk-screens.ts), with the same --url, --out and --admin flags.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { flag } from './lib/cli';

const base = flag('url') ?? 'http://localhost:3000';
const out = flag('out') ?? '/tmp/walk-flows';
const [email, password] = (flag('admin') ?? '').split(':');

const WORDS = {
  en: {
    add: 'Add to Cart',
    select: 'Select ',
    view: 'View build',
    sheet: 'Your build',
    name: 'Name of this build',
    save: 'Save build',
  },
  sw: {
    add: 'Weka Kikapuni',
    select: 'Chagua ',
    view: 'Tazama PC',
    sheet: 'PC yako',
    name: 'Jina la PC hii',
    save: 'Hifadhi PC',
  },
} as const;

type Lang = keyof typeof WORDS;
const lines: string[] = [];
const say = (lang: Lang, what: string) => lines.push(`${lang}  ${what}`);
const hydrated = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 }).then(() => undefined);
const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const shot = (page: Page, lang: Lang, name: string) => page.screenshot({ path: `${out}/${lang}-${name}.png` });

async function walk(browser: Awaited<ReturnType<typeof chromium.launch>>, lang: Lang, soldOut: number, cut: number) {
  const w = WORDS[lang];
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const login = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (!login.ok()) throw new Error(`sign-in answered ${login.status()}`);

  // 1. The tap before hydration, then Cart at once.
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  await hydrated(page); // the account's lists land in the browser once
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  const add = page.locator('button:enabled', { hasText: w.add }).first();
  await add.waitFor();
  const early = (await page.locator('html[data-hydrated]').count()) === 0;
  await add.tap();
  await page.waitForTimeout(150);
  await page.goto(`${base}/cart`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const count =
    (await page
      .getByTestId('cart-count')
      .textContent()
      .catch(() => null)) ?? '(no badge)';
  say(lang, `Add to Cart tapped ${early ? 'before' : 'after'} hydration, then Cart: badge "${count}"`);
  await shot(page, lang, '1-cart-after-early-tap');

  // 2. A saved build and its bell.
  await page.goto(`${base}/build-pc`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.locator(`button[aria-label^="${w.select}"]`).first().tap();
  await page.getByRole('button', { name: w.view }).tap();
  const sheet = page.getByRole('dialog', { name: w.sheet });
  await sheet.getByLabel(w.name).fill(`Walk ${lang}`);
  await sheet.getByRole('button', { name: w.save, exact: true }).tap();
  const bell = sheet.locator(`li:has-text("Walk ${lang}") button`).first();
  await bell.waitFor();
  const label = await bell.getAttribute('aria-label');
  await bell.tap();
  const toast = await page
    .getByRole('status')
    .last()
    .textContent({ timeout: 10_000 })
    .catch(() => '(no toast)');
  say(lang, `builder bell "${label}" → "${toast?.trim()}"; width ${await width(page)}`);
  await shot(page, lang, '2-builder-bell');

  // 3. Notify me on a sold-out product; the price history of one whose price changed.
  await page.goto(`${base}/product/${soldOut}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page
    .locator('main form button[type="submit"], main button:has-text("Notify"), main button:has-text("Nijulishe")')
    .first()
    .tap();
  await page.waitForTimeout(1500);
  say(lang, `sold-out product ${soldOut}: width ${await width(page)}`);
  await shot(page, lang, '3-notify-me');
  await page.goto(`${base}/product/${cut}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const history = page
    .getByRole('region')
    .filter({ has: page.locator('svg') })
    .first();
  say(lang, `price history on ${cut}: ${(await history.count()) ? 'shown' : 'missing'}; width ${await width(page)}`);
  await page.screenshot({ path: `${out}/${lang}-4-price-history.png`, fullPage: true });
  say(lang, `console errors: ${errors.length ? errors.join(' | ') : 'none'}`);
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const owner = await browser.newContext();
  const signIn = await owner.request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (!signIn.ok()) throw new Error(`owner sign-in answered ${signIn.status()}`);
  const list = (await (await owner.request.get(`${base}/api/products?pageSize=100`)).json()) as {
    products: { id: number; countInStock: number }[];
  };
  const soldOut = list.products.find((p) => p.countInStock === 0)?.id ?? list.products[0].id;
  const cut = list.products.find((p) => p.countInStock > 0)!.id;
  const full = (await (await owner.request.get(`${base}/api/products/${cut}`)).json()) as Record<string, unknown>;
  await owner.request.put(`${base}/api/products/${cut}`, {
    data: { ...full, reviews: undefined, price: Number(full.price) - 100 },
  });
  await owner.close();
  for (const lang of ['en', 'sw'] as const) await walk(browser, lang, soldOut, cut);
  await browser.close();
  console.log(lines.join('\n'));
  console.log(`screenshots in ${out}`);
}

void main();
