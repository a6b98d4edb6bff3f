/**
 * The shopper's county, remembered in this browser from checkout or the product page's picker, so the
 * product page can say what delivery there costs and when it comes (issue 32, item 21).
 */
const KEY = 'kenya-pc-shop.county';

export function readCounty(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberCounty(county: string) {
  try {
    if (county) localStorage.setItem(KEY, county);
  } catch {
    // Private mode without storage: the picker still works for this page.
  }
}
