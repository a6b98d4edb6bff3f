import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { precacheList, releaseId, serviceWorkerSource, type BrowserManifest } from './service-worker';

// Issue 18, decision 044: each build's worker carries a release id derived from its files, so a new
// build installs a new worker whose activate step deletes the previous release's caches.

const manifest: BrowserManifest = {
  url: '/assets/manifest-1234abcd.js',
  entry: { module: '/assets/entry.client-A.js', imports: ['/assets/shell-A.js'] },
  routes: {
    root: { module: '/assets/root-A.js', imports: ['/assets/shell-A.js'] },
    'routes/product': { module: '/assets/product-A.js', imports: ['/assets/carousel-A.js'] },
    'routes/admin': { module: '/assets/admin-A.js', imports: ['/assets/charts-A.js'] },
    'routes/profile': { module: '/assets/profile-A.js' },
  },
};

describe('service worker release', () => {
  it('gives two different asset lists two different ids, and the same list the same id in any order', () => {
    const a = releaseId(['shell-A.js', 'app-A.css', 'root-A.js']);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(releaseId(['root-A.js', 'shell-A.js', 'app-A.css'])).toBe(a);
    expect(releaseId(['shell-B.js', 'app-A.css', 'root-A.js'])).not.toBe(a);
  });

  it('stores the storefront’s scripts, the stylesheet and the route manifest, never the admin or account pages', () => {
    const list = precacheList(manifest, ['/assets/app-A.css']);
    expect(list).toEqual(
      expect.arrayContaining([
        '/assets/manifest-1234abcd.js',
        '/assets/entry.client-A.js',
        '/assets/shell-A.js',
        '/assets/product-A.js',
        '/assets/carousel-A.js',
        '/assets/app-A.css',
      ]),
    );
    expect(list.filter((f) => /admin|charts|profile/.test(f))).toEqual([]);
  });

  it('writes the release into the worker, whose activate step deletes every other shop- cache', () => {
    const source = serviceWorkerSource('0123456789ab', ['/assets/x.js']);
    expect(
      source.startsWith(
        'const RELEASE = "0123456789ab";\nconst PRECACHE = ["/assets/x.js"];\nconst OFFLINE_NOTICE = {"en":"Offline — prices may have changed","sw":',
      ),
    ).toBe(true);
    const body = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8');
    // The cache names carry the release, and activate keeps only this release's two caches.
    expect(body).toContain('const SHELL = `${PREFIX}shell-${RELEASE}`;');
    expect(body).toMatch(
      /k\.startsWith\(PREFIX\) && k !== SHELL && k !== PAGES\)\.map\(\(k\) => caches\.delete\(k\)\)/,
    );
    expect(body).toContain('self.skipWaiting()');
    expect(body).toContain('self.clients.claim()');
  });
});
