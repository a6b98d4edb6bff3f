/**
 * The price bands the facet counts use (KES, inclusive bounds, as the price filters are): each band
 * ends a cent below the next one starts, so a price belongs to exactly one band.
 */
export const PRICE_BAND_STARTS = [0, 10_000, 25_000, 50_000, 100_000, 200_000] as const;

export interface PriceBand {
  min: number;
  max: number | null;
}

export const PRICE_BANDS: PriceBand[] = PRICE_BAND_STARTS.map((min, i) => ({
  min,
  max: i + 1 < PRICE_BAND_STARTS.length ? PRICE_BAND_STARTS[i + 1] - 0.01 : null,
}));

const k = (n: number) => `${n / 1000}K`;

/** 'Under KES 10K', 'KES 10K–25K', 'KES 200K and above'. */
export function priceBandLabel(band: PriceBand): string {
  if (band.min === 0 && band.max !== null) return `Under KES ${k(band.max + 0.01)}`;
  if (band.max === null) return `KES ${k(band.min)} and above`;
  return `KES ${k(band.min)}–${k(band.max + 0.01)}`;
}
