/* The shop's service worker (issue 18, decision 044). scripts/service-worker.ts writes it into the
 * client build with the lines above this comment: RELEASE (derived from this build's asset names)
 * and PRECACHE (the app shell and the storefront's scripts and stylesheet). Plain JS: it is copied
 * as it is, never bundled. */
/* global RELEASE, PRECACHE */
const PREFIX = 'shop-';
const SHELL = `${PREFIX}shell-${RELEASE}`;
const PAGES = `${PREFIX}pages-${RELEASE}`;
/** Pages a shopper can open offline even before visiting them: rendered for nobody (no cookies). */
const DOCS = ['/offline', '/cart', '/favorites'];
/** Recently viewed pages kept, oldest dropped first. */
const MAX_PAGES = 40;
const LANG = new URL(self.location.href).searchParams.get('lang') === 'sw' ? 'sw' : 'en';

/** Catalogue pages kept for offline reading: the home page, categories and products, never accounts. */
function catalogPath(pathname) {
  const path = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return /^\/(?:|category\/[^/]+|product\/[^/]+)$/.test(path) ? path : null;
}

/** A response made for this shopper alone (signed in: the server says no-store) is never kept. */
function keepable(res) {
  return res.ok && res.type === 'basic' && !/no-store|private/i.test(res.headers.get('cache-control') || '');
}

async function precacheDocs(cache) {
  await Promise.all(
    DOCS.map(async (path) => {
      const res = await fetch(LANG === 'sw' ? `${path}?lang=sw` : path, { credentials: 'omit', cache: 'no-store' });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await cache.put(path, res);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then(async (cache) => {
      await cache.addAll(PRECACHE);
      await precacheDocs(cache);
      // The new release takes over at once: no tab keeps running the previous release's code.
      await self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every cache of another release goes, pages included: their HTML points at scripts that no longer exist.
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== SHELL && k !== PAGES).map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  // Sign-out (and sign-in) forget the pages seen so far.
  if (event.data === 'clear-pages') event.waitUntil(caches.delete(PAGES));
});

async function remember(request, res) {
  const cache = await caches.open(PAGES);
  await cache.put(request, res);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((k) => cache.delete(k)));
}

/** The cached page, marked so the page shows "offline — prices may have changed". */
async function offlineCopy(res) {
  const html = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(html.replace('<html', '<html data-offline=""'), { status: 200, headers });
}

async function navigate(event, url, path) {
  try {
    const res = await fetch(event.request);
    if (path && keepable(res)) event.waitUntil(remember(event.request, res.clone()));
    return res;
  } catch (err) {
    const pages = await caches.open(PAGES);
    const hit = (path && (await pages.match(event.request, { ignoreVary: true }))) || (await caches.match(url.pathname, { cacheName: SHELL, ignoreVary: true }));
    if (hit) return offlineCopy(hit);
    if (url.pathname === '/offline') throw err;
    return Response.redirect(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
}

async function loaderData(event, path) {
  try {
    const res = await fetch(event.request);
    if (path && keepable(res)) event.waitUntil(remember(event.request, res.clone()));
    return res;
  } catch (err) {
    const hit = await caches.match(event.request, { cacheName: PAGES, ignoreVary: true });
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Writes, other sites and the API always go to the network, untouched.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request, { cacheName: SHELL }).then((hit) => hit || fetch(request)));
    return;
  }
  const path = catalogPath(url.pathname);
  if (request.mode === 'navigate') event.respondWith(navigate(event, url, path));
  else if (path && url.pathname.endsWith('.data')) event.respondWith(loaderData(event, path));
});
