import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BOOT, deferModule, deferScripts, evaluateInSteps } from './defer-scripts.server';

// The shape React Router writes (entry.server → <Scripts>): preload links in the head, then after the
// page a module script that imports the routes; the loader data follows in classic scripts.
const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"a":"</b>"};\nimport("/assets/entry.client-1.js");';
const HTML =
  '<!DOCTYPE html><html lang="sw"><head><meta charSet="utf-8"/><style>a{color:red}</style>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="N0"/>' +
  '<link rel="modulepreload" href="/assets/shell-1.js" nonce="N0"/><title>Duka — bei nafuu</title></head>' +
  '<body><main><h1>Kadi za picha · KES 112,000</h1><p>Ñ ü 😀</p></main>' +
  '<script nonce="N0">window.__ctx = {};</script>' +
  `<script nonce="N0" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="N0">window.__ctx.data = "[1,2]";</script></body></html>';

async function rewrite(html: string, splitAt: number[]): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const cuts = [0, ...splitAt.filter((n) => n > 0 && n < bytes.length).sort((a, b) => a - b), bytes.length];
  const chunks = cuts.slice(1).map((end, i) => bytes.subarray(cuts[i], end));
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks).pipe(deferScripts())) out.push(c as Buffer);
  return Buffer.concat(out).toString('utf8');
}

/** Runs the inline script the rewrite wrote, against a stand-in document, and reports what it added. */
function runBoot(html: string, opts: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const inline = /<script nonce="N0">(\(function\(p,c\)[\s\S]*?)<\/script>/.exec(html)![1];
  const added: { tag: string; attrs: Record<string, string> }[] = [];
  const queue: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const el = (tag: string) => ({ tag, attrs: {} as Record<string, string> });
  const make = (tag: string) => {
    const e = el(tag);
    return new Proxy(e, { set: (_t, k, v) => ((e.attrs[String(k)] = v), true) });
  };
  const append = (e: { tag: string; attrs: Record<string, string> }) => void added.push(e);
  const document = {
    currentScript: { nonce: 'N0' },
    hidden: !!opts.hidden,
    readyState: 'interactive',
    head: { appendChild: append },
    body: { appendChild: append },
    createElement: make,
  };
  // Paint timing as Chromium has it: an observer told of 'first-contentful-paint' when the page paints.
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private fn: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push(this.fn);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.fn), 1);
    }
  }
  const paint = () =>
    observers
      .slice()
      .forEach((fn) => fn({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }));
  const window = {
    addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn),
    ...(opts.paintTiming ? { PerformanceObserver } : {}),
  };
  const later: { fn: () => void; ms: number }[] = [];
  const setTimeout = (fn: () => void, ms = 0) => void later.push({ fn, ms });
  const requestAnimationFrame = (fn: () => void) => void queue.push(fn);
  new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', inline)(
    document,
    window,
    setTimeout,
    requestAnimationFrame,
  );
  return { added, queue, listeners, later, paint, observers };
}

describe('deferScripts', () => {
  it('leaves no script request in the head and no module script in the page', async () => {
    const out = await rewrite(HTML, []);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).not.toMatch(/<script[^>]*\ssrc=/);
    // Everything else is as React wrote it, in the same order.
    expect(out).toContain('<title>Duka — bei nafuu</title></head>');
    expect(out).toContain('<h1>Kadi za picha · KES 112,000</h1><p>Ñ ü 😀</p>');
    expect(out.indexOf('window.__ctx = {}')).toBeLessThan(out.indexOf('(function(p,c)'));
    expect(out.indexOf('(function(p,c)')).toBeLessThan(out.indexOf('window.__ctx.data'));
    // The inline text cannot end its element early.
    const inline = /<script nonce="N0">(\(function\(p,c\)[\s\S]*?)<\/script>/.exec(out)![1];
    expect(inline).not.toMatch(/<\/|<!--/);
  });

  it('gives the same document however the stream is cut, even inside a character or a tag', async () => {
    const whole = await rewrite(HTML, []);
    const size = Buffer.byteLength(HTML);
    for (let at = 1; at < size; at++) expect(await rewrite(HTML, [at])).toBe(whole);
    expect(
      await rewrite(
        HTML,
        Array.from({ length: size }, (_, i) => i),
      ),
    ).toBe(whole);
  });

  it('passes a document without a module script through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>é</p></body></html>';
    expect(await rewrite(plain, [20, 61])).toBe(plain);
    expect(deferModule(plain, [])).toBeNull();
  });
});

describe('the inline start', () => {
  it('adds the preloads and the same module, with the nonce, only after the load event and two frames', async () => {
    const out = await rewrite(HTML, [100]);
    const { added, queue, listeners, later } = runBoot(out);
    expect(added).toEqual([]);
    expect(queue).toEqual([]);
    listeners.load();
    queue.shift()!();
    expect(added).toEqual([]);
    queue.shift()!();
    expect(added).toEqual([]);
    later.find((t) => t.ms === 0)!.fn();
    expect(added.map((e) => [e.tag, e.attrs.rel ?? e.attrs.type, e.attrs.href ?? e.attrs.nonce])).toEqual([
      ['link', 'modulepreload', '/assets/entry.client-1.js'],
      ['link', 'modulepreload', '/assets/shell-1.js'],
      ['script', 'module', 'N0'],
    ]);
    expect(added[2].attrs.textContent).toBe(
      evaluateInSteps(MODULE_CODE, ['/assets/entry.client-1.js', '/assets/shell-1.js']),
    );
    // The fallback timer finds the work done: nothing is added twice.
    later.find((t) => t.ms > 0)!.fn();
    expect(added).toHaveLength(3);
  });

  it('where the browser reports paints, waits for the first contentful paint as well as the load', async () => {
    const { added, queue, listeners, later, paint, observers } = runBoot(await rewrite(HTML, []), {
      paintTiming: true,
    });
    listeners.load();
    // Loaded, but nothing painted yet (a busy phone): no frames asked for, nothing added.
    expect(queue).toEqual([]);
    expect(later.filter((t) => t.ms === 0)).toEqual([]);
    paint();
    expect(observers).toEqual([]);
    queue.shift()!();
    queue.shift()!();
    later.find((t) => t.ms === 0)!.fn();
    expect(added).toHaveLength(3);
  });

  it('with paint timing, a paint before the load still waits for the load', async () => {
    const { added, queue, listeners, paint } = runBoot(await rewrite(HTML, []), { paintTiming: true });
    paint();
    expect(queue).toEqual([]);
    listeners.load();
    expect(queue).toHaveLength(1);
    expect(added).toEqual([]);
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    const { added } = runBoot(await rewrite(HTML, []), { hidden: true });
    expect(added).toHaveLength(3);
  });

  it('starts after the fallback delay when the load event never comes (an image that hangs)', async () => {
    const { added, later } = runBoot(await rewrite(HTML, []));
    const fallback = later.find((t) => t.ms > 0)!;
    expect(fallback.ms).toBeGreaterThan(0);
    fallback.fn();
    expect(added).toHaveLength(3);
  });

  it('is one expression: the rewrite calls it with the preloads and the code', () => {
    expect(BOOT.startsWith('(function(p,c){')).toBe(true);
    expect(BOOT.endsWith('})')).toBe(true);
  });
});

describe('the module, evaluated in steps (decision 077)', () => {
  const hrefs = ['/assets/entry.client-1.js', '/assets/router-1.js', '/assets/react-1.js', '/assets/shell-1.js'];
  const code =
    ';\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/home-1.js";\n' +
    'window.__reactRouterManifest = {"a":1};\nwindow.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n' +
    'import("/assets/entry.client-1.js");';

  /** Runs the rewritten module as the browser would, logging each import and each turn given back. */
  async function run(text: string) {
    const log: string[] = [];
    const window: Record<string, unknown> = {};
    const importer = (href: string) => (log.push(`import ${href.replace('/assets/', '')}`), Promise.resolve({ href }));
    const setTimeout = (fn: () => void) => (log.push('yield'), Promise.resolve().then(fn));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    await new AsyncFunction('__import', 'self', 'window', 'setTimeout', text.replace(/\bimport\(/g, '__import('))(
      importer,
      {},
      window,
      setTimeout,
    );
    return { log, window };
  }

  it('imports React, the router, the shell and each route one task apart, then the entry', async () => {
    const { log, window } = await run(evaluateInSteps(code, hrefs));
    expect(log).toEqual([
      'import react-1.js',
      'yield',
      'import router-1.js',
      'yield',
      'import shell-1.js',
      'yield',
      'import root-1.js',
      'yield',
      'import home-1.js',
      'yield',
      'import entry.client-1.js',
    ]);
    // The routes are still in place before the entry reads them.
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-1.js' },
      'routes/home': { href: '/assets/home-1.js' },
    });
    expect(window.__reactRouterManifest).toEqual({ a: 1 });
  });

  it('has no static import left, so nothing is evaluated before the first step', () => {
    expect(evaluateInSteps(code, hrefs)).not.toMatch(/^\s*import \*/m);
  });

  it('leaves a module without route imports as it is', () => {
    expect(evaluateInSteps('import("/assets/entry.client-1.js");', hrefs)).toBe('import("/assets/entry.client-1.js");');
  });
});
