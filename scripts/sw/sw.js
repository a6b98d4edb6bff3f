/* The shop's service worker (issue 18, decision 044). scripts/service-worker.ts writes it into the
 * client build with the lines above this comment: RELEASE (derived from this build's asset names)
 * PRECACHE (the app shell and the storefront's scripts and stylesheet) and OFFLINE_NOTICE (the
 * offline notice in each language, from app/lib/i18n). Plain JS: it is copied
 * as it is, never bundled. */
/* global self, caches, RELEASE, PRECACHE, OFFLINE_NOTICE */
const PREFIX = 'shop-';
const SHELL = `${PREFIX}shell-${RELEASE}`;
const PAGES = `${PREFIX}pages-${RELEASE}`;
/** Pages a shopper can open offline even before visiting them: rendered for nobody (no cookies). */
const DOCS = ['/offline', '/cart', '/favorites'];
/** Recently viewed pages kept, oldest dropped first. */
const MAX_PAGES = 40;

/** The page a React Router data request (`/product/7.data`, `/_root.data` for home) loads data for. */
function pagePath(pathname) {
  return pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
}

/** Catalogue pages kept for offline reading: home, categories, products and searches (each query its own
 * entry, the cache key keeps the address's query), never accounts. Issue 32, item 15. */
function catalogPath(pathname) {
  const path = pagePath(pathname);
  return /^\/(?:|search|category\/[^/]+|product\/[^/]+)$/.test(path) ? path : null;
}

/** A response made for this shopper alone (signed in: the server says no-store) is never kept. */
function keepable(res) {
  return res.ok && res.type === 'basic' && !/no-store|private/i.test(res.headers.get('cache-control') || '');
}

/** The shopper's language is in their cookie; a signed-in shopper's page is theirs (no-store), so then nobody's. */
async function precacheDocs(cache) {
  await Promise.all(
    DOCS.map(async (path) => {
      let res = await fetch(path, { cache: 'no-store' });
      if (!keepable(res)) res = await fetch(path, { credentials: 'omit', cache: 'no-store' });
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
      await Promise.all(
        keys.filter((k) => k.startsWith(PREFIX) && k !== SHELL && k !== PAGES).map((k) => caches.delete(k)),
      );
      await self.clients.claim();
    })(),
  );
});

async function remember(request, res) {
  const cache = await caches.open(PAGES);
  await cache.put(request, res);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((k) => cache.delete(k)));
}

const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The cached page, marked so the page shows "offline — prices may have changed" (app.css) in its language. */
async function offlineCopy(res) {
  const html = await res.text();
  const lang = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
  const notice = escapeAttr(OFFLINE_NOTICE[lang] || OFFLINE_NOTICE.en);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(html.replace('<main id="main"', `<main data-offline="${notice}" id="main"`), {
    status: 200,
    headers,
  });
}

async function navigate(event, url, path) {
  try {
    const res = await fetch(event.request);
    if (path && keepable(res)) event.waitUntil(remember(event.request, res.clone()));
    return res;
  } catch (err) {
    const pages = await caches.open(PAGES);
    const hit =
      (path && (await pages.match(event.request, { ignoreVary: true }))) ||
      (await caches.match(url.pathname, { cacheName: SHELL, ignoreVary: true }));
    if (hit) return offlineCopy(hit);
    if (url.pathname === '/offline') throw err;
    return Response.redirect(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
}

/**
 * React Router's data request of a client-side navigation. Offline: the data seen before, and the page
 * is told to show the offline notice; data never seen: a whole-page load of the same address instead
 * (React Router's own "reload document" redirect), which gets the saved page or the offline page.
 */
async function loaderData(event, url, path) {
  try {
    const res = await fetch(event.request);
    if (path && keepable(res)) event.waitUntil(remember(event.request, res.clone()));
    return res;
  } catch {
    const hit = path && (await caches.match(event.request, { cacheName: PAGES, ignoreVary: true }));
    if (hit) {
      const client = await self.clients.get(event.clientId);
      client?.postMessage({ offline: true, ...OFFLINE_NOTICE });
      return hit;
    }
    const params = new URLSearchParams(url.search);
    params.delete('_routes');
    const to = pagePath(url.pathname) + (params.size ? `?${params}` : '');
    // The single-fetch encoding of redirect(to) with reload: true, as React Router's server writes it.
    const body = `[["SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":9,"_10":7},"redirect",${JSON.stringify(to)},"status",302,"revalidate",false,"reload",true,"replace"]`;
    return new Response(body, { status: 202, headers: { 'content-type': 'text/x-script', 'x-remix-response': 'yes' } });
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Signing in or out: the pages kept so far were seen by someone else (belt and braces: pages of a
  // signed-in shopper are no-store and never kept).
  if (request.method === 'POST' && url.pathname.startsWith('/api/auth/')) event.waitUntil(caches.delete(PAGES));
  // Writes, other sites and the API always go to the network, untouched.
  if (request.method !== 'GET') return;
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request, { cacheName: SHELL }).then((hit) => hit || fetch(request)));
    return;
  }
  const path = catalogPath(url.pathname);
  if (request.mode === 'navigate') event.respondWith(navigate(event, url, path));
  else if (url.pathname.endsWith('.data')) event.respondWith(loaderData(event, url, path));
});
