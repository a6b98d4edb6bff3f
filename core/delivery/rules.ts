import { roundMoney } from '../pricing/money';
import {
  addDays,
  addDeliveryDays,
  formatDay,
  isDeliveryDay,
  nairobiNow,
  onOrAfterDeliveryDay,
  parseClock,
} from './calendar';
import { SAME_DAY_COUNTY } from './counties';
import type { DeliveryMethod } from './labels';

export { DELIVERY_METHODS, METHOD_LABELS, expectedText, type DeliveryMethod } from './labels';

export interface CourierZone {
  name: string;
  counties: string[];
  fee: number;
  minDays: number;
  maxDays: number;
}

/** The owner's delivery table (admin Settings). */
export interface DeliveryOptions {
  pickup: { address: string; hours: string };
  /** cutoff: 'HH:MM' Nairobi time; orders placed before it on a delivery day go out that day. */
  sameDay: { enabled: boolean; fee: number; cutoff: string };
  zones: CourierZone[];
}

export const DELIVERY_MESSAGES = {
  sameDayOff: 'Same-day delivery is not offered at the moment',
  sameDayNairobi: 'Same-day delivery is only for addresses in Nairobi',
  noZone: (county: string) => `We do not deliver to ${county} yet. Please choose pickup at the shop.`,
  addressNeeded: 'Please enter the delivery address',
  tooManyAddresses: (max: number) => `You can keep up to ${max} addresses. Please delete one first.`,
  addressNotFound: 'Address not found',
} as const;

export interface DeliveryChoice {
  method: DeliveryMethod;
  /** The delivery address's county (not needed for pickup). */
  county?: string;
}

export interface DeliveryQuote {
  method: DeliveryMethod;
  /** The courier zone's name; null for pickup and same-day. */
  zone: string | null;
  fee: number;
  /** Nairobi days: delivered (or ready for collection) on `from`, at the latest on `to`. */
  from: string;
  to: string;
  /** 'Today', 'Tue 25 Nov' or '2–3 days'. */
  label: string;
}

/** A refusal's `code` and `values` are the API catalogue's (core/messages/api-en.ts, decision 072). */
export type QuoteResult =
  { ok: true; quote: DeliveryQuote } | { ok: false; message: string; code?: string; values?: Record<string, string> };

export const zoneOfCounty = (options: DeliveryOptions, county: string) =>
  options.zones.find((z) => z.counties.includes(county));

/**
 * The day an order placed at `now` leaves the shop (or is ready at the counter): today when today is a
 * delivery day and the cut-off has not passed, else the next delivery day (Friday after the cut-off →
 * Monday). Pickup shares the same-day cut-off: both are packed by the same people.
 */
export function dispatchDay(options: DeliveryOptions, now: Date): string {
  const { day, minutes } = nairobiNow(now);
  const cutoff = parseClock(options.sameDay.cutoff) ?? 16 * 60;
  if (isDeliveryDay(day) && minutes < cutoff) return day;
  return onOrAfterDeliveryDay(addDays(day, 1));
}

const dayLabel = (day: string, now: Date) => (day === nairobiNow(now).day ? 'Today' : formatDay(day));
const daysLabel = (min: number, max: number) =>
  min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`;

/**
 * The fee and the expected day of a delivery choice, from the owner's table alone: the client's
 * figures never enter. Pickup is free; every paid option is free above the free-delivery threshold.
 */
export function quoteDelivery(
  options: DeliveryOptions,
  choice: DeliveryChoice,
  cart: { subtotal: number; freeDeliveryThreshold: number; now: Date },
): QuoteResult {
  const dispatch = dispatchDay(options, cart.now);
  const charge = (fee: number) => (cart.subtotal > cart.freeDeliveryThreshold ? 0 : roundMoney(fee));
  if (choice.method === 'pickup') {
    return {
      ok: true,
      quote: {
        method: 'pickup',
        zone: null,
        fee: 0,
        from: dispatch,
        to: dispatch,
        label: dayLabel(dispatch, cart.now),
      },
    };
  }
  if (!choice.county) return { ok: false, message: DELIVERY_MESSAGES.addressNeeded };
  if (choice.method === 'same_day') {
    if (!options.sameDay.enabled) return { ok: false, message: DELIVERY_MESSAGES.sameDayOff };
    if (choice.county !== SAME_DAY_COUNTY) return { ok: false, message: DELIVERY_MESSAGES.sameDayNairobi };
    const fee = charge(options.sameDay.fee);
    return {
      ok: true,
      quote: {
        method: 'same_day',
        zone: null,
        fee,
        from: dispatch,
        to: dispatch,
        label: dayLabel(dispatch, cart.now),
      },
    };
  }
  const zone = zoneOfCounty(options, choice.county);
  if (!zone) {
    const values = { county: choice.county };
    return { ok: false, message: DELIVERY_MESSAGES.noZone(choice.county), code: 'delivery.noZone', values };
  }
  return {
    ok: true,
    quote: {
      method: 'courier',
      zone: zone.name,
      fee: charge(zone.fee),
      from: addDeliveryDays(dispatch, zone.minDays),
      to: addDeliveryDays(dispatch, zone.maxDays),
      label: daysLabel(zone.minDays, zone.maxDays),
    },
  };
}
