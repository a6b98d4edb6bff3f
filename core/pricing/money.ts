import { groupCents, groupDigits } from '../format/numbers';

/**
 * 'KES 45,999' — spec section 9 ('KES ' and Kenyan digit grouping); anything that is not a finite
 * number shows 'KES 0'. Whole amounts have no decimals; an amount with cents always shows two
 * ('KES 45,999.50', never 'KES 45,999.5', which reads like a typo on a price).
 */
export function formatKES(amount: unknown): string {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'KES 0';
  const rounded = roundMoney(n);
  // A tiny negative rounds to -0, which groupDigits writes as '0'.
  return `KES ${Number.isInteger(rounded) ? groupDigits(rounded) : groupCents(rounded)}`;
}

/** Rounds to cents, so sums of prices do not drift (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Issue 20: 'Save KES 4,000' when a compare-at price is above the price; undefined otherwise (no
 * saving is shown for a compare-at price at or below the price, which the server refuses anyway).
 */
export function savingText(price: number, compareAtPrice: number | null | undefined): string | undefined {
  if (compareAtPrice == null || !(compareAtPrice > price)) return undefined;
  return `Save ${formatKES(compareAtPrice - price)}`;
}
