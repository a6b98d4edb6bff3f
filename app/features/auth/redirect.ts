/**
 * Where to go after signing in: a same-site path only (`/profile?tab=orders`), never another
 * origin (`//evil.example`, `https://…`, `/\evil`), and never back to the auth pages themselves.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  if (!to || typeof to !== 'string') return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\') || /[\u0000-\u001f]/.test(to)) return fallback;
  try {
    const url = new URL(to, 'http://x.invalid');
    if (url.origin !== 'http://x.invalid') return fallback;
    if (/^\/(signin|signup)\/?$/.test(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `/signin?redirectTo=…` for the page at `path` (its own path and query). */
export function signInHref(path: string): string {
  const to = safeRedirect(path, '');
  return to && to !== '/' ? `/signin?redirectTo=${encodeURIComponent(to)}` : '/signin';
}
