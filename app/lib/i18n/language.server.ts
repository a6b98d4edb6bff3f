import { en } from './en';
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_PARAM, type Dictionary, type I18nData, type Lang } from './i18n';
import { sw } from './sw';

/**
 * Areas only some pages read: their loaders send them as `strings` (<MoreStrings>), so every other
 * page's HTML does not carry keys it never shows (decision 028): the account pages (profile, My
 * Orders, receipt), Build Your PC (compatibility sentences, Build for me, saved and shared builds),
 * the review box (product page, signed-in shoppers), and the status, sitemap and legal pages.
 */
const PAGE_AREAS = {
  account: ['account.', 'orders.', 'order.status.', 'timeline.', 'receipt.'],
  builder: ['compat.', 'builder.'],
  review: ['review.'],
  status: ['status.'],
  sitemap: ['sitemap.'],
  legal: ['legal.'],
  // The admin dashboard's (decision 060): its loader sends them.
  admin: ['admin.'],
  // Read by the verify-email loader on the server only.
  verifyLine: ['verify.line.'],
} as const;
export type PageArea = keyof typeof PAGE_AREAS;
export const areaOf = (key: string): PageArea | undefined =>
  (Object.keys(PAGE_AREAS) as PageArea[]).find((area) => PAGE_AREAS[area].some((prefix) => key.startsWith(prefix)));
export const isAccountKey = (key: string) => areaOf(key) === 'account';
export const isBuilderKey = (key: string) => areaOf(key) === 'builder';
const pick = (dict: Dictionary, keep: (key: string) => boolean): Partial<Dictionary> =>
  Object.fromEntries(Object.entries(dict).filter(([key]) => keep(key)));
const SHELL: Record<Lang, Partial<Dictionary>> = { en: pick(en, (k) => !areaOf(k)), sw: pick(sw, (k) => !areaOf(k)) };
const PAGES = Object.fromEntries(
  (Object.keys(PAGE_AREAS) as PageArea[]).map((area) => [
    area,
    { en: pick(en, (k) => areaOf(k) === area), sw: pick(sw, (k) => areaOf(k) === area) },
  ]),
) as Record<PageArea, Record<Lang, Partial<Dictionary>>>;

/** One page area's strings in `lang`, for that page's loader to return as `strings`. */
export const pageStrings = (area: PageArea, lang: Lang): Partial<Dictionary> => PAGES[area][lang];
export const accountStrings = (lang: Lang) => pageStrings('account', lang);
export const builderStrings = (lang: Lang) => pageStrings('builder', lang);
/** The write-review box's strings: the product loader sends them to signed-in shoppers only (guests never see it). */
export const reviewStrings = (lang: Lang) => pageStrings('review', lang);

/**
 * `?lang=` (the hreflang alternates, shared links) first, then the shopper's cookie, then the browser's
 * Accept-Language (a phone set to Kiswahili gets Kiswahili on its first visit), then English. Pages
 * therefore vary by Cookie and Accept-Language (server/plugins/react-router.ts sends `Vary`).
 */
export function languageOf(request: Request): Lang {
  const param = new URL(request.url).searchParams.get(LANG_PARAM);
  if (isLang(param)) return param;
  const cookie = cookieValue(request.headers.get('cookie'), LANG_COOKIE);
  if (isLang(cookie)) return cookie;
  return preferredLanguage(request.headers.get('accept-language'));
}

/** The best of en/sw in an Accept-Language header ('sw-KE,sw;q=0.9,en;q=0.8' → sw); English when neither. */
export function preferredLanguage(header: string | null): Lang {
  let best: { lang: Lang; q: number } = { lang: DEFAULT_LANG, q: 0 };
  for (const item of header?.split(',') ?? []) {
    const [tag, ...params] = item.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (!isLang(base)) continue;
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (q > best.q) best = { lang: base, q };
  }
  return best.lang;
}

export function i18nData(lang: Lang): I18nData {
  return { lang, dict: SHELL[lang] };
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A year; SameSite=Lax like the session cookie. Not HttpOnly: it holds nothing secret. */
export function languageCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The M-Pesa test-payments note in the page's language (it stayed English in Kiswahili, issue 32).
 * Worked out by the root loader, so no page's JavaScript carries a second copy.
 */
export function paymentsNotice(notice: string | null, lang: Lang): string | null {
  if (!notice || lang !== 'sw') return notice;
  return notice.replace('test payments — no money moves', 'malipo ya majaribio — hakuna pesa inayohamishwa');
}
