import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../app/lib/i18n/en';
import { sw } from '../app/lib/i18n/sw';

/**
 * Writes `sw.js` into the client build once both bundles exist (react-router.config.ts `buildEnd`;
 * the browser manifest is written by the server build). Decision 044.
 */

/** Routes whose scripts the worker stores at install: the storefront a shopper may open offline. */
export const OFFLINE_ROUTES = [
  'root',
  'routes/home',
  'routes/category',
  'routes/search',
  'routes/product',
  'routes/cart',
  'routes/favorites',
  'routes/offline',
];

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
export interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
  url: string;
}

/** A short id of one release: a different asset list (hashed file names) gives a different id. */
export function releaseId(files: readonly string[]): string {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
}

/** The files the worker stores at install: React Router's entry, manifest and the offline routes' chunks. */
export function precacheList(manifest: BrowserManifest, stylesheets: readonly string[]): string[] {
  const files = new Set<string>([manifest.url, ...stylesheets]);
  const add = (e: ManifestEntry | undefined) => {
    if (!e) return;
    for (const f of [e.module, ...(e.imports ?? []), ...(e.css ?? [])]) files.add(f);
  };
  add(manifest.entry);
  for (const id of OFFLINE_ROUTES) add(manifest.routes[id]);
  return [...files].sort();
}

/** The offline notice in each language, from the dictionaries (the worker has no other strings). */
export const OFFLINE_NOTICE = { en: en['offline.banner'], sw: sw['offline.banner'] };

/** The worker's source with this release's constants in front. */
export function serviceWorkerSource(release: string, precache: readonly string[]): string {
  const body = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8');
  return (
    `const RELEASE = ${JSON.stringify(release)};\nconst PRECACHE = ${JSON.stringify(precache)};\n` +
    `const OFFLINE_NOTICE = ${JSON.stringify(OFFLINE_NOTICE)};\n${body}`
  );
}

export function writeServiceWorker(clientDir: string): { release: string; precache: string[] } {
  const assets = readdirSync(join(clientDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const manifestFile = assets.find(
    (f) =>
      /^manifest-[0-9a-f]{8}\.js$/.test(f) &&
      readFileSync(join(clientDir, 'assets', f), 'utf8').startsWith('window.__reactRouterManifest='),
  );
  if (!manifestFile) throw new Error(`service worker: no React Router manifest in ${clientDir}/assets`);
  const text = readFileSync(join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(
    text.slice('window.__reactRouterManifest='.length).replace(/;\s*$/, ''),
  ) as BrowserManifest;
  const precache = precacheList(
    manifest,
    assets.filter((f) => f.endsWith('.css')).map((f) => `/assets/${f}`),
  );
  const release = releaseId(assets);
  writeFileSync(join(clientDir, 'sw.js'), serviceWorkerSource(release, precache));
  return { release, precache };
}
