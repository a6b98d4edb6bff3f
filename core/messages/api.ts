import { formatKES } from '../pricing/money';
import { API_EN, type ApiCode } from './api-en';
import { API_SW } from './api-sw';
import { fill, type Coded, type Values } from './fill';

export { API_EN, type ApiCode } from './api-en';
export type { Coded, Values } from './fill';

export type ShopLang = 'en' | 'sw';
const CATALOGUE: Record<ShopLang, Record<ApiCode, string>> = { en: API_EN, sw: API_SW };

export const isApiCode = (code: string): code is ApiCode => Object.hasOwn(API_EN, code);

/** A coded API message; the English and the Kiswahili are both said from it. */
export const apiMessage = (code: ApiCode, values?: Values): Coded => (values ? { code, values } : { code });

/** The message in a language. An unknown code (an old client, a typo) says the code rather than fail. */
export function sayApi(lang: ShopLang, { code, values }: Coded): string {
  const template = isApiCode(code) ? CATALOGUE[lang][code] : code;
  return fill(template, values, (inner) => sayApi(lang, inner));
}

/** The order total without VAT: the rate as the shop set it, the total as KES. */
export const vatMissing = (rate: number, total: number) =>
  apiMessage('order.vatMissing', { rate: Number(rate.toFixed(2)), total: formatKES(total) });

/** M-Pesa refused (Daraja's own words, as they came) or could not be reached (ours, in the shopper's language). */
export const paymentFailed = (darajaSaid: string | undefined) =>
  apiMessage('payment.failed', { reason: darajaSaid || apiMessage('payment.unreachable') });

/**
 * The code of a message without values that a service threw as text (a rule's constant such as
 * `ORDER_MESSAGES.notFound`, or a schema's zod message). Built from the catalogue itself, so the English
 * is never written twice; a message with values must be thrown coded (`apiMessage`), it has no entry here.
 */
const BY_TEXT = new Map<string, ApiCode>();
for (const [code, en] of Object.entries(API_EN) as [ApiCode, string][]) {
  if (!/\{\w+\}/.test(en) && !BY_TEXT.has(en)) BY_TEXT.set(en, code);
}
export const codeOfConstant = (text: string): ApiCode | undefined => BY_TEXT.get(text);
