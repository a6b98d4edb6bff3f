import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

// Issue 18: installable — a manifest Android accepts, with maskable icons, opening standalone.

test('the shop has a web app manifest Chromium finds installable', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1120',
    lang: 'en',
  });
  expect(manifest.name).toBe((await (await request.get('/api/settings')).json()).storeName);
  expect(
    manifest.icons.filter((i: { purpose: string }) => i.purpose === 'maskable').map((i: { sizes: string }) => i.sizes),
  ).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const body = await png.body();
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // What Chrome checks before it offers "Install app" / "Add to Home screen".
  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chrome never installs: that one is the harness, not the shop.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the manifest speaks the shopper’s language', async ({ request }) => {
  const sw = await (await request.get('/manifest.webmanifest', { headers: { cookie: 'lang=sw' } })).json();
  expect(sw.lang).toBe('sw');
  expect(sw.description).toContain('vifaa vya kompyuta');
});
