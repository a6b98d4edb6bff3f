import type { FastifyRequest } from 'fastify';

/** The shop's languages (app/lib/i18n keeps the storefront's copy; core cannot hold React code). */
export type MailLang = 'en' | 'sw';
export const isShopLang = (v: unknown): v is MailLang => v === 'en' || v === 'sw';

/**
 * The language a request is answered in: the storefront's `lang` cookie (the shopper's switch) first,
 * then the best of en/sw in Accept-Language (other API clients), then English.
 */
export function languageFromHeaders(cookieHeader: string | undefined, acceptLanguage: string | undefined): MailLang {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [k, v] = part.trim().split('=');
    if (k === 'lang' && isShopLang(v)) return v;
  }
  let best: { lang: MailLang; q: number } = { lang: 'en', q: 0 };
  for (const item of acceptLanguage?.split(',') ?? []) {
    const [tag, ...params] = item.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (!isShopLang(base)) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (q > best.q) best = { lang: base, q };
  }
  return best.lang;
}

export const requestLanguage = (request: FastifyRequest): MailLang =>
  languageFromHeaders(request.headers.cookie, request.headers['accept-language']);
