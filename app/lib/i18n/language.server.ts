import { en } from './en';
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_PARAM, type Dictionary, type I18nData, type Lang } from './i18n';
import { sw } from './sw';

/**
 * Areas only the account pages read (profile, My Orders, receipt): their loaders send them
 * (`accountStrings`), so every other page's HTML does not carry ~150 keys it never shows (decision 028).
 * Build Your PC's own words (compatibility sentences, Build for me, saved and shared builds) travel the
 * same way with the build-pc and shared-build loaders (`builderStrings`), and the review box's with the
 * product loader (`reviewStrings`).
 */
const ACCOUNT_AREAS = ['account.', 'orders.', 'order.status.', 'timeline.', 'receipt.'];
const BUILDER_AREAS = ['compat.', 'builder.'];
const REVIEW_AREAS = ['review.'];
export const isAccountKey = (key: string) => ACCOUNT_AREAS.some((area) => key.startsWith(area));
export const isBuilderKey = (key: string) => BUILDER_AREAS.some((area) => key.startsWith(area));
export const isReviewKey = (key: string) => REVIEW_AREAS.some((area) => key.startsWith(area));
const isPageKey = (key: string) => isAccountKey(key) || isBuilderKey(key) || isReviewKey(key);
const pick = (dict: Dictionary, keep: (key: string) => boolean): Partial<Dictionary> =>
  Object.fromEntries(Object.entries(dict).filter(([key]) => keep(key)));
const SHELL: Record<Lang, Partial<Dictionary>> = { en: pick(en, (k) => !isPageKey(k)), sw: pick(sw, (k) => !isPageKey(k)) };
const ACCOUNT: Record<Lang, Partial<Dictionary>> = { en: pick(en, isAccountKey), sw: pick(sw, isAccountKey) };
const BUILDER: Record<Lang, Partial<Dictionary>> = { en: pick(en, isBuilderKey), sw: pick(sw, isBuilderKey) };
const REVIEW: Record<Lang, Partial<Dictionary>> = { en: pick(en, isReviewKey), sw: pick(sw, isReviewKey) };

/** The account pages' strings in `lang`, for their loaders to return as `strings`. */
export const accountStrings = (lang: Lang): Partial<Dictionary> => ACCOUNT[lang];
/** Build Your PC's strings in `lang` (the builder and a shared build's page). */
export const builderStrings = (lang: Lang): Partial<Dictionary> => BUILDER[lang];
/** The write-review box's strings: the product loader sends them to signed-in shoppers only (guests never see it). */
export const reviewStrings = (lang: Lang): Partial<Dictionary> => REVIEW[lang];

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
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
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
