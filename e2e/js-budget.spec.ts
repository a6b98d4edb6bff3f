import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// A size, not a time: the first-load JavaScript of each storefront route, read from the client build
// the journeys run against (entry + root + the route's module and everything they import).
const BUDGET_BYTES = 150 * 1024;
const CLIENT = join(process.env.BUILD_DIR ?? 'build', 'client');
const STOREFRONT = [
  'routes/home', 'routes/category', 'routes/search', 'routes/product', 'routes/cart', 'routes/favorites',
  'routes/build-pc', 'routes/signin', 'routes/signup', 'routes/profile', 'routes/contact', 'routes/about',
  'routes/privacy', 'routes/terms', 'routes/sitemap', 'routes/status',
];

type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };

function manifest(): Manifest {
  const file = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('manifest-'));
  const text = readFileSync(join(CLIENT, 'assets', file!), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

test('every storefront route loads at most 150 KB of JavaScript (gzip) at first', () => {
  const m = manifest();
  const sizes: Record<string, number> = {};
  for (const route of STOREFRONT) {
    const files = new Set([m.entry.module, ...m.entry.imports]);
    for (const id of ['root', route]) {
      const r = m.routes[id];
      expect(r, `${id} is in the build`).toBeTruthy();
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    sizes[route] = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(CLIENT, f)), { level: 9 }).length, 0);
  }
  console.log(Object.entries(sizes).map(([r, b]) => `${r}: ${(b / 1024).toFixed(1)} KiB`).join('\n'));
  for (const [route, bytes] of Object.entries(sizes)) expect(bytes, route).toBeLessThanOrEqual(BUDGET_BYTES);
});
