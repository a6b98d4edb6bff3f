import { expect, test } from '@playwright/test';
import http from 'node:http';

// A shopper on a dropping mobile link leaves pages half loaded all day. With compression on, React's
// stream used to receive 'Premature close' with nobody listening, and the process ended: one phone
// losing signal took the shop down for everyone (found in the full suite, 2026-11-24).

/** Asks for `path` as a browser does (compressed) and hangs up as soon as the first bytes arrive, or before. */
function leaveMidPage(base: URL, path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path,
        headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' },
      },
      (res) =>
        res
          .once('data', () => (res.destroy(), resolve()))
          .once('end', resolve)
          .once('error', () => resolve()),
    );
    req.on('error', () => resolve());
    setTimeout(() => (req.destroy(), resolve()), afterMs);
  });
}

test('shoppers who leave pages half loaded do not take the shop down', async ({ baseURL, request }) => {
  const base = new URL(baseURL!);
  const pages = ['/', '/category/all', '/search?q=rtx', '/build-pc', '/signin?redirectTo=%2Fcart', '/about'];
  for (const path of pages) for (const afterMs of [1, 3, 10, 30]) await leaveMidPage(base, path, afterMs);
  expect((await request.get('/api/health')).status()).toBe(200);
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('</html>');
});
