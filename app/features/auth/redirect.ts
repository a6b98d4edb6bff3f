const BASE = 'http://x.invalid';

/**
 * Where to go after signing in: a same-site path only (`/profile?tab=orders`), never another
 * origin, and never back to the auth pages themselves. The value is normalised first, as a browser
 * would (dot segments, `%2e`, backslashes), and then judged: `/.//evil.example` normalises to
 * `//evil.example`, which a browser reads as another host.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  if (!to || typeof to !== 'string' || !to.startsWith('/')) return fallback;
  // The URL parser drops tabs and newlines (`/\t/evil` would become `//evil`): refuse control characters.
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname;
  if (path.startsWith('//') || path.startsWith('/\\') || /^\/%5c/i.test(path)) return fallback;
  if (/^\/(signin|signup)\/?$/.test(path)) return fallback;
  const result = path + url.search + url.hash;
  // What we hand out must itself resolve to this site, read on its own.
  return new URL(result, BASE).origin === BASE ? result : fallback;
}

/** `/signin?redirectTo=…` for the page at `path` (its own path and query). */
export function signInHref(path: string): string {
  const to = safeRedirect(path, '');
  return to && to !== '/' ? `/signin?redirectTo=${encodeURIComponent(to)}` : '/signin';
}
