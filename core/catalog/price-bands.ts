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
