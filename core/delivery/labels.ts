import { formatDay } from './calendar';

/**
 * What an order's delivery reads as, kept apart from the rules and the counties: My Orders and the
 * admin's orders show it, and the profile page's first load should not carry the checkout's code.
 */
export type DeliveryMethod = 'pickup' | 'same_day' | 'courier';
export const DELIVERY_METHODS = ['pickup', 'same_day', 'courier'] as const satisfies readonly DeliveryMethod[];

export const METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Pickup at the shop',
  same_day: 'Nairobi same-day delivery',
  courier: 'Courier delivery',
};

/** An order's expected day as the shopper reads it: 'Tue 25 Nov' or 'Wed 26 Nov – Thu 27 Nov'. */
export function expectedText(from: string | null, to: string | null, lang: 'en' | 'sw' = 'en'): string | null {
  if (!from) return null;
  return !to || to === from ? formatDay(from, lang) : `${formatDay(from, lang)} – ${formatDay(to, lang)}`;
}

/** One line: 'Kilimani, Argwings Kodhek Rd, Opposite the mosque, Nairobi'. */
export const addressLine = (a: { county: string; town: string; street: string; landmark: string }) =>
  [a.town, a.street, a.landmark, a.county].filter(Boolean).join(', ');

/**
 * A quote's day ('Today', 'Tue 25 Nov', '2–3 days') in the page's language (issue 32, item 16): the
 * rules write English, as the WhatsApp message and the server do.
 */
export function quoteLabelIn(quote: { label: string; from: string }, lang: 'en' | 'sw'): string {
  if (lang === 'en') return quote.label;
  if (quote.label === 'Today') return 'Leo';
  const days = /^(\d+(?:–\d+)?) days?$/.exec(quote.label);
  if (days) return `siku ${days[1]}`;
  return formatDay(quote.from, 'sw');
}
