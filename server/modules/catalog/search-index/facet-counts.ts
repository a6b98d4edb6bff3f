import { LOW_STOCK_MAX } from '#core/stock';
import { PRICE_BAND_STARTS, PRICE_BANDS } from '#core/price-bands';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';
import { compareCodePoints } from './code-points';
import type { IndexContext, KeywordQuery } from './context';
import { filterParts } from './filters';
import { fullMatches } from './keyword-page';
import { scanFiltered } from './listing-page';

export type IndexFacets = Omit<ProductFacets, 'correctedKeyword'>;

const STOCK_LABELS = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const;

export function emptyFacets(): IndexFacets {
  return { brands: [], stock: STOCK_LABELS.map((s) => ({ ...s, count: 0 })), prices: PRICE_BANDS.map((b) => ({ ...b, count: 0 })) };
}

/** width_bucket(price, the bands' starts after the first): how many of those starts the price reaches. */
function band(price: number): number {
  let b = 0;
  for (let i = 1; i < PRICE_BAND_STARTS.length; i++) if (price >= PRICE_BAND_STARTS[i]) b = i;
  return b;
}

/**
 * facets.ts productFacets: the matches of the keyword and category (and ids) read up to the limit
 * + 1 in id order, then each facet counts them with every other filter applied.
 */
export function facetCounts(ctx: IndexContext, q: ProductQuery, kq?: KeywordQuery): IndexFacets {
  const { store } = ctx;
  const limit = kq ? ctx.limits.keywordExactMax : ctx.limits.listingExactMax;
  const parts = filterParts(store, q);
  const base = kq ? fullMatches(ctx, kq, parts.base, limit + 1) : scanFiltered(ctx, parts, parts.base, limit + 1);
  // Per lowercased brand: the count and the smallest spelling (min(brand), by code point).
  const brandCounts = new Int32Array(store.brandKeys.values.length);
  const labels: string[] = [];
  const stock = { in: 0, low: 0, out: 0 };
  const prices = new Array<number>(PRICE_BANDS.length).fill(0);
  const { brandCode, stockMode, min, max } = parts;
  const { brandKey, price, brand: brandOf } = store;
  const stockOf = store.stock;
  for (let i = 0; i < base.length; i++) {
    const id = base[i];
    const key = brandKey[id];
    const n = stockOf[id];
    const b = brandCode === undefined || key === brandCode;
    const s = stockMode === 0 || (stockMode === 1 ? n > 0 : stockMode === 2 ? n > 0 && n <= LOW_STOCK_MAX : n === 0);
    const p = price[id] >= min && price[id] <= max;
    if (s && p) {
      const label = labels[key];
      if (brandCounts[key]++ === 0) labels[key] = brandOf[id];
      else if (brandOf[id] !== label && compareCodePoints(brandOf[id], label) < 0) labels[key] = brandOf[id];
    }
    if (b && p) {
      if (n > 0) stock.in++;
      if (n >= 1 && n <= LOW_STOCK_MAX) stock.low++;
      if (n <= 0) stock.out++;
    }
    if (b && s) prices[band(price[id])]++;
  }
  const groups: number[] = [];
  for (let key = 0; key < brandCounts.length; key++) if (brandCounts[key] > 0) groups.push(key);
  groups.sort((x, y) => compareCodePoints(store.brandKeys.values[x], store.brandKeys.values[y]));
  const counts = { 'in-stock': stock.in, 'low-stock': stock.low, 'out-of-stock': stock.out };
  return {
    brands: groups.map((key) => ({ value: labels[key].trim(), label: labels[key].trim(), count: brandCounts[key] })),
    stock: STOCK_LABELS.map((s) => ({ ...s, count: counts[s.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: prices[i] })),
    ...(base.length > limit ? { countedUpTo: base.length } : {}),
  };
}
