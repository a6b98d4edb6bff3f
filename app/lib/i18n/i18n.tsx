import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { en } from './en';

/**
 * The storefront's languages. The dictionary of the active one reaches the page as root loader data
 * (language.server.ts picks it), so no language's strings are in the JavaScript bundle (decision 028).
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
/** The cookie that remembers the shopper's choice, and the query parameter of the hreflang alternates. */
export const LANG_COOKIE = 'lang';
export const LANG_PARAM = 'lang';

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
export type Vars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: Vars) => string;

export interface I18nData {
  lang: Lang;
  /** The root loader's strings; a page's own loader may add more as `strings` (<MoreStrings>). */
  dict: Partial<Dictionary>;
}

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** '{name} has been added' with vars { name: 'RTX 4070' }. A missing key shows as the key (never in a tested build). */
export function format(dict: Partial<Dictionary> | null, key: MessageKey, vars?: Vars): string {
  const text = dict?.[key] ?? fallback?.[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

export const translator =
  (dict: Partial<Dictionary> | null): Translate =>
  (key, vars) =>
    format(dict, key, vars);

// Component tests render without the root loader: their setup registers English here. The client
// build never sets it, so the bundle holds no dictionary.
let fallback: Partial<Dictionary> | null = null;
export function setFallbackDictionary(dict: Partial<Dictionary> | null) {
  fallback = dict;
}

// Toasts are raised by stores outside React: they read the dictionary the page last rendered with,
// and the strings of the page's own loader (<MoreStrings>) while it is shown.
let current: I18nData | null = null;
let pageStrings: Partial<Dictionary> | null = null;

const I18nContext = createContext<I18nData | null>(null);

// Layout effects all run before any component's ordinary effects, and a parent's run after its
// children's: with a plain effect, a page's first-render effect that raised a toast (a flash after a
// redirect) read no dictionary yet and showed the key. The server runs neither.
const useBeforeEffects = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function remember(value: I18nData | null) {
  if (value) current = value;
}

export function I18nProvider({ value, children }: { value: I18nData | null; children: ReactNode }) {
  useBeforeEffects(() => remember(value), [value]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A page's own strings (its loader's `strings`) on top of the root's, for the components inside. */
export function MoreStrings({ strings, children }: { strings: Partial<Dictionary> | undefined; children: ReactNode }) {
  const parent = useContext(I18nContext);
  useBeforeEffects(() => {
    pageStrings = strings ?? null;
    return () => {
      if (pageStrings === strings) pageStrings = null;
    };
  }, [strings]);
  const value = useMemo(
    () => (parent && strings ? { ...parent, dict: { ...parent.dict, ...strings } } : parent),
    [parent, strings],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): { lang: Lang; t: Translate } {
  const data = useContext(I18nContext);
  // The same function while the strings stay the same, so `t` can be a dependency of memos and effects.
  const t = useMemo(() => translator(data?.dict ?? null), [data]);
  return { lang: data?.lang ?? DEFAULT_LANG, t };
}

export const useT = (): Translate => useI18n().t;

/** For code outside React (toasts raised by the cart and favourites stores). Browser only. */
export const tNow: Translate = (key, vars) =>
  format(pageStrings?.[key] !== undefined ? pageStrings : (current?.dict ?? null), key, vars);

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The active language and its translator in a meta function (meta cannot use hooks). */
export function i18nFrom(matches: readonly MetaMatch[]): { lang: Lang; t: Translate } {
  const root = matches.find((m) => m?.id === 'root')?.data as { i18n?: I18nData } | undefined;
  // A page's own `strings` (the account pages') come before the root's, the deepest match's first. They are
  // looked up in turn: copying the root's whole dictionary into them cost build-pc ~26 ms at 4× CPU.
  const more = matches
    .map((m) => (m?.data as { strings?: Partial<Dictionary> } | undefined)?.strings)
    .filter((d): d is Partial<Dictionary> => !!d)
    .reverse();
  const dict = root?.i18n?.dict ?? null;
  const t: Translate = more.length
    ? (key, vars) => format(more.find((d) => d[key] !== undefined) ?? dict, key, vars)
    : translator(dict);
  return { lang: root?.i18n?.lang ?? DEFAULT_LANG, t };
}

export const tFrom = (matches: readonly MetaMatch[]): Translate => i18nFrom(matches).t;

/**
 * hreflang alternates of a page: each language at `?lang=`, and the bare URL (cookie or English) as
 * x-default. `href` is the page's absolute URL.
 */
export function hreflangLinks(href: string): { hrefLang: string; href: string }[] {
  const url = new URL(href);
  url.searchParams.delete(LANG_PARAM);
  const at = (lang: Lang) => {
    const u = new URL(url);
    u.searchParams.set(LANG_PARAM, lang);
    return u.toString();
  };
  return [
    ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: at(lang) })),
    { hrefLang: 'x-default', href: url.toString() },
  ];
}

/** `key` in the active language, or `fallback` (the English label kept in code) when there is no such key. */
export function labelOf(t: Translate, key: string, fallback: string): string {
  const text = t(key as MessageKey);
  return text === key ? fallback : text;
}

/** A category's name in the active language (core/categories keeps the English one). */
export const categoryLabel = (t: Translate, id: string, name: string): string => labelOf(t, `category.${id}`, name);
