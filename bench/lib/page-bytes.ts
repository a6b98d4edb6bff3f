import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROME_PATH } from './lighthouse';
import { assertLocalUrl } from './local';

// Issue 18: what a page costs in data on a phone, first visit (empty caches) and repeat visit (the
// same browser a minute later: HTTP cache and the service worker's store), with and without Save-Data.
// Bytes are the encoded bodies plus headers of every response that came over the network, the
// service worker's own requests (its install downloads the storefront's scripts) included.

export interface PageBytes {
  path: string;
  saveData: boolean;
  firstBytes: number;
  firstRequests: number;
  /** Of firstBytes: what the service worker fetched for its store after the page had loaded. */
  workerBytes: number;
  repeatBytes: number;
  repeatRequests: number;
}

// Playwright reports a service worker's requests only when asked to.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';

/** A phone: Moto G Power size, as Lighthouse's mobile preset. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Counts bytes over the network: the page's own requests from Chromium's network events (a response
 * from the disk or memory cache, or answered by the service worker, costs nothing), and the service
 * worker's requests from Playwright's events (its install fetches the storefront's files).
 */
async function meter(context: BrowserContext, page: Page) {
  let bytes = 0;
  let requests = 0;
  let worker = 0;
  const free = new Set<string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) free.add(e.requestId);
  });
  cdp.on('Network.requestServedFromCache', (e) => free.add(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    if (free.has(e.requestId) || e.encodedDataLength <= 0) return;
    bytes += e.encodedDataLength;
    requests += 1;
  });
  context.on('requestfinished', async (req) => {
    if (!req.serviceWorker()) return;
    const s = await req.sizes().catch(() => null);
    const n = s ? s.responseBodySize + s.responseHeadersSize : 0;
    if (n <= 0) return;
    bytes += n;
    worker += n;
    requests += 1;
  });
  return {
    take() {
      const out = { bytes, requests, worker };
      bytes = requests = worker = 0;
      return out;
    },
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // The worker installs after load and activates once its store is filled: wait for that (60 s at most).
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 60_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
}

export async function measurePageBytes(shopUrl: string, paths: string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const out: PageBytes[] = [];
  try {
    for (const path of paths) {
      for (const saveData of [false, true]) {
        const url = `${shopUrl}${path}`;
        assertLocalUrl(url);
        const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {} });
        const page = await context.newPage();
        const m = await meter(context, page);
        await page.goto(url);
        await settle(page);
        const first = m.take();
        await page.goto(url);
        await page.waitForLoadState('load');
        await page.waitForLoadState('networkidle').catch(() => {});
        const repeat = m.take();
        out.push({
          path,
          saveData,
          firstBytes: first.bytes,
          firstRequests: first.requests,
          workerBytes: first.worker,
          repeatBytes: repeat.bytes,
          repeatRequests: repeat.requests,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
