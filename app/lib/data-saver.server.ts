/**
 * Data saver (issue 18, decision 045): on when the browser sends `Save-Data: on` (Chrome's Lite mode,
 * Opera Mini, many Android browsers) or the shopper turned it on in the menu (a cookie, so the server
 * renders the page accordingly from the first byte). A cookie of `off` overrules the header.
 */
export const DATA_SAVER_COOKIE = 'data_saver';

export function dataSaverOf(request: Request): boolean {
  const cookie = cookieValue(request.headers.get('cookie'), DATA_SAVER_COOKIE);
  if (cookie === 'on') return true;
  if (cookie === 'off') return false;
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

export function dataSaverCookie(on: boolean, secure: boolean): string {
  return `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
