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
  const brands = new Map<number, { label: string; n: number }>();
  const stock = { in: 0, low: 0, out: 0 };
  const prices = new Array<number>(PRICE_BANDS.length).fill(0);
  for (const id of base) {
    const b = parts.brand(id);
    const s = parts.stock(id);
    const p = parts.price(id);
    if (s && p) {
      const key = store.brandKey[id];
      const group = brands.get(key);
      const brand = store.brand[id];
      if (!group) brands.set(key, { label: brand, n: 1 });
      else {
        group.n++;
        if (compareCodePoints(brand, group.label) < 0) group.label = brand;
      }
    }
    if (b && p) {
      const n = store.stock[id];
      if (n > 0) stock.in++;
      if (n >= 1 && n <= LOW_STOCK_MAX) stock.low++;
      if (n <= 0) stock.out++;
    }
    if (b && s) prices[band(store.price[id])]++;
  }
  const groups = [...brands.entries()].sort((x, y) => compareCodePoints(store.brandKeys.values[x[0]], store.brandKeys.values[y[0]]));
  const counts = { 'in-stock': stock.in, 'low-stock': stock.low, 'out-of-stock': stock.out };
  return {
    brands: groups.map(([, g]) => ({ value: g.label.trim(), label: g.label.trim(), count: g.n })),
    stock: STOCK_LABELS.map((s) => ({ ...s, count: counts[s.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: prices[i] })),
    ...(base.length > limit ? { countedUpTo: base.length } : {}),
  };
}
