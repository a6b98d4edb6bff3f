import { expect, test, type APIResponse } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapeHtml } from './support';

// Web-security headers on the HTML pages (the API's are checked by test/hardening/web-security.test.ts):
// a CSP whose scripts need this response's nonce, no framing, no sniffing, a strict referrer policy,
// and HSTS only when the shop's public address is https.

function directives(res: APIResponse): Record<string, string[]> {
  const csp = res.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** The CSP nonce of the answer, after checking every header a page must carry. */
async function expectSafeHtml(res: APIResponse): Promise<string> {
  const h = res.headers();
  expect(h['content-type']).toMatch(/^text\/html/);
  const d = directives(res);
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['script-src']).toContain("'self'");
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  expect(d['script-src']).not.toContain("'unsafe-eval'");
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-powered-by']).toBeUndefined();
  const nonce = d['script-src'].map((v) => /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(v)?.[1]).find(Boolean);
  expect(nonce, 'script-src has a nonce').toBeTruthy();

  // Every inline script of the page carries exactly that nonce; scripts with a src come from us.
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) {
    const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
    if (src) expect(src).toMatch(/^\/(?!\/)/);
    else expect(attrs).toContain(`nonce="${escapeHtml(nonce!)}"`);
  }
  return nonce!;
}

test('HTML pages: CSP with a fresh nonce and no unsafe-inline scripts, no framing, nosniff, referrer policy, no HSTS over http', async ({
  request,
}) => {
  const list = await (await request.get('/api/products?pageSize=1')).json();
  const nonces = new Set<string>();
  for (const [path, status] of [
    ['/', 200],
    ['/signin', 200],
    [`/product/${list.products[0].id}`, 200],
    ['/cart', 200],
    ['/no-such-page', 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    nonces.add(await expectSafeHtml(res));
    expect(res.headers()['strict-transport-security'], path).toBeUndefined();
    expect(directives(res)['upgrade-insecure-requests'], path).toBeUndefined();
  }
  expect(nonces.size, 'a new nonce on every answer').toBe(5);
});

test('the pages run under that policy: nothing is blocked while a visitor browses', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  });
  for (const path of ['/', '/category/all', '/build-pc', '/signin']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  }
});

test.describe('with an https PUBLIC_URL', () => {
  let server: ChildProcess | undefined;
  let base = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-https-'));
    // A second server of the same build, as behind a TLS proxy; an empty catalog starts in seconds.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: 'https://shop.example',
        MPESA_ENV: 'simulator',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 120_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('HTML pages also carry HSTS and upgrade-insecure-requests', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base });
    for (const path of ['/', '/signin', '/no-such-page']) {
      const res = await request.get(path);
      await expectSafeHtml(res);
      expect(res.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res)['upgrade-insecure-requests'], path).toEqual([]);
    }
    await request.dispose();
  });
});
