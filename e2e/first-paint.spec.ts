import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 18, point 5 (decisions 045 and 046): the first paint needs the HTML and nothing else. Checked
// in structure, not in time: the document names no script to fetch and no stylesheet to wait for,
// and in the browser no script is asked for before the page has painted.

const PAGES = ['/', '/category/all', '/product/:first', '/search?q=rtx', '/cart', '/build-pc'];

async function resolve(page: Page, path: string) {
  if (!path.includes(':first')) return path;
  const list = await (await page.request.get('/api/products?pageSize=1')).json();
  return path.replace(':first', String(list.products[0].id));
}

for (const path of PAGES) {
  test(`${path}: a first visit's HTML asks for nothing before it paints`, async ({ page, playwright }) => {
    const url = await resolve(page, path);
    // A browser with no cookie: the stylesheet comes inline (decision 045).
    const fresh = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const html = await (await fresh.get(url)).text();
    await fresh.dispose();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toMatch(/<script[^>]*\ssrc=/);
    const blocking = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
      .map((m) => m[0])
      .filter((l) => !l.includes('media="print"'));
    expect(blocking, 'a render-blocking stylesheet').toEqual([]);
    // The bundle starts from one inline classic script (it carries the CSP nonce), not from a module script.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(p,c\)/);
  });
}

test('the scripts are asked for only after the first paint, and the page still hydrates', async ({ page }) => {
  // Records when a module script or a module preload joins the document. The paint entry itself is
  // reported a little after the frame (when it was shown), so the times are compared afterwards.
  await page.addInitScript(() => {
    const seen: { what: string; at: number }[] = [];
    (window as unknown as { __scriptsAdded: typeof seen }).__scriptsAdded = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          const el = n as HTMLElement;
          const what =
            el.nodeName === 'SCRIPT' && (el as HTMLScriptElement).type === 'module'
              ? 'module script'
              : el.nodeName === 'LINK' && (el as HTMLLinkElement).rel === 'modulepreload'
                ? `preload ${(el as HTMLLinkElement).getAttribute('href')}`
                : null;
          if (what) seen.push({ what, at: performance.now() });
        }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/product/:first']) {
    await gotoHydrated(page, await resolve(page, path));
    const { added, fcp } = await page.evaluate(() => ({
      added: (window as unknown as { __scriptsAdded: { what: string; at: number }[] }).__scriptsAdded,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    expect(fcp, `${path}: the browser reported its first contentful paint`).not.toBeNull();
    expect(
      added.filter((a) => a.what === 'module script'),
      path,
    ).toHaveLength(1);
    expect(added.filter((a) => a.what.startsWith('preload ')).length, path).toBeGreaterThan(1);
    expect(
      added.filter((a) => a.at < fcp!),
      `${path}: added before the first paint (at ${fcp} ms)`,
    ).toEqual([]);
    // React Router's own scripts ran: the manifest is there and the router took over the page.
    expect(
      await page.evaluate(
        () => typeof (window as unknown as { __reactRouterManifest?: unknown }).__reactRouterManifest,
      ),
    ).toBe('object');
  }
});
