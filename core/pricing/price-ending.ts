/**
 * Issue 32, item 12: a price moved by a percentage lands on odd figures (48,825). The owner picks
 * the ending the new prices round to: whole shillings, the nearest 10 or 100, or a price ending in 99.
 */
export const PRICE_ENDINGS = ['none', 'nearest-10', 'nearest-100', 'end-99'] as const;
export type PriceEnding = (typeof PRICE_ENDINGS)[number];

export const PRICE_ENDING_LABEL: Record<PriceEnding, string> = {
  none: 'Whole shillings',
  'nearest-10': 'Nearest 10',
  'nearest-100': 'Nearest 100',
  'end-99': 'Ending in 99',
};

/** `price` rounded to the ending; never below 0, and a positive price never rounds to 0. */
export function roundToEnding(price: number, ending: PriceEnding): number {
  const whole = Math.round(price);
  if (whole <= 0) return Math.max(0, whole);
  switch (ending) {
    case 'nearest-10':
      return Math.max(10, Math.round(whole / 10) * 10);
    case 'nearest-100':
      return Math.max(100, Math.round(whole / 100) * 100);
    case 'end-99':
      // 48,825 → 48,799; 48,870 → 48,899: the nearest figure ending in 99.
      return Math.max(99, Math.round((whole + 1) / 100) * 100 - 1);
    default:
      return whole;
  }
}
