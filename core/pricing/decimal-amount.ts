/**
 * Issue 33, finding 9: an amount that arrives as text is read only when it is written the way people
 * write money: digits, optionally a point and one or two decimals ('1500', '1500.50'). JavaScript's
 * Number() also takes '0x10' (16), '1e3' (1000), ' 12', '0b11' and '' (0): none of those is an
 * amount anyone typed, so they are refused with a message instead of being read as something else.
 */
export const DECIMAL_AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

export const AMOUNT_MESSAGES = {
  digits: 'must be an amount in digits, such as 1500 or 1500.50',
} as const;

/** The amount a text names, or undefined when it is not a plain decimal amount. Numbers pass when finite. */
export function parseDecimalAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  return typeof raw === 'string' && DECIMAL_AMOUNT.test(raw) ? Number(raw) : undefined;
}

/** For zod's preprocess: a decimal text becomes its number; anything else is left for the number schema to refuse. */
export const decimalTextToNumber = (v: unknown) => (typeof v === 'string' && DECIMAL_AMOUNT.test(v) ? Number(v) : v);
