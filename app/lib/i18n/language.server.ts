import { en } from './en';
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_PARAM, type Dictionary, type I18nData, type Lang } from './i18n';
import { sw } from './sw';

/**
 * Areas only the account pages read (profile, My Orders, receipt): their loaders send them
 * (`accountStrings`), so every other page's HTML does not carry ~150 keys it never shows (decision 028).
 */
const ACCOUNT_AREAS = ['account.', 'orders.', 'order.status.', 'timeline.', 'receipt.'];
export const isAccountKey = (key: string) => ACCOUNT_AREAS.some((area) => key.startsWith(area));
const pick = (dict: Dictionary, account: boolean): Partial<Dictionary> =>
  Object.fromEntries(Object.entries(dict).filter(([key]) => isAccountKey(key) === account));
const SHELL: Record<Lang, Partial<Dictionary>> = { en: pick(en, false), sw: pick(sw, false) };
const ACCOUNT: Record<Lang, Partial<Dictionary>> = { en: pick(en, true), sw: pick(sw, true) };

/** The account pages' strings in `lang`, for their loaders to return as `strings`. */
export const accountStrings = (lang: Lang): Partial<Dictionary> => ACCOUNT[lang];

/** `?lang=` (the hreflang alternates, shared links) first, then the shopper's cookie, then English. */
export function languageOf(request: Request): Lang {
  const param = new URL(request.url).searchParams.get(LANG_PARAM);
  if (isLang(param)) return param;
  const cookie = cookieValue(request.headers.get('cookie'), LANG_COOKIE);
  return isLang(cookie) ? cookie : DEFAULT_LANG;
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
