import { LOW_STOCK_MAX, STOCK_LABELS } from '#core/catalog/stock';
import { PRICE_BANDS } from '#core/catalog/price-bands';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';
import { specFiltersOf } from '#core/catalog/spec-filters';
import { compareCodePoints } from '#core/catalog/name-fold';
import { SpecTally } from './spec-tally';
import type { IndexContext, KeywordQuery } from './context';
import { band, bandsOf, BANDS, CELLS, LEVELS, levelsKept } from './facet-cube';
import { filterParts, type FilterParts } from './filters';
import { fullMatches } from './keyword-page';
import { scanFiltered } from './listing-page';

export type IndexFacets = Omit<ProductFacets, 'correctedKeyword'>;

export function emptyFacets(): IndexFacets {
  return {
    brands: [],
    stock: STOCK_LABELS.map((s) => ({ ...s, count: 0 })),
    prices: PRICE_BANDS.map((b) => ({ ...b, count: 0 })),
  };
}

/**
 * facets.ts productFacets: the matches of the keyword and category (and ids) read up to the limit
 * + 1 in id order, then each facet counts them with every other filter applied.
 */
export function facetCounts(ctx: IndexContext, q: ProductQuery, kq?: KeywordQuery): IndexFacets {
  const { store } = ctx;
  const limit = kq ? ctx.limits.keywordExactMax : ctx.limits.listingExactMax;
  const parts = filterParts(store, q);
  const specFilters = specFiltersOf(q.category);
  // The cube has no specifications: a category with spec filters counts by scanning.
  if (
    !kq &&
    !parts.ids &&
    !specFilters.length &&
    !parts.spec.length &&
    (parts.category === undefined || parts.category >= 0)
  ) {
    const fromCube = cubeCounts(ctx, parts, limit);
    if (fromCube) return fromCube;
  }
  const base = kq ? fullMatches(ctx, kq, parts.base, limit + 1) : scanFiltered(ctx, parts, parts.base, limit + 1);
  // Per lowercased brand: the count and the smallest spelling (min(brand), by code point).
  const brandCounts = new Int32Array(store.brandKeys.values.length);
  // The smallest spelling's code per lowercased brand.
  const labels = new Int32Array(brandCounts.length);
  const spellings = store.spellings.values;
  const stock = { in: 0, low: 0, out: 0 };
  const prices = new Array<number>(PRICE_BANDS.length).fill(0);
  const { brandCode, stockMode, min, max } = parts;
  const { brandKey, price, spelling } = store;
  const stockOf = store.stock;
  const chosen = parts.spec.map((s) => s.code);
  const specs = new SpecTally(store, specFilters, chosen, parts.spec);
  for (let i = 0; i < base.length; i++) {
    const id = base[i];
    // How many chosen spec values the document lacks: 0 passes; 1 passes its own facet only.
    const missing = chosen.length ? specs.missing(id) : 0;
    const key = brandKey[id];
    const n = stockOf[id];
    const b = brandCode === undefined || key === brandCode;
    const s = stockMode === 0 || (stockMode === 1 ? n > 0 : stockMode === 2 ? n > 0 && n <= LOW_STOCK_MAX : n === 0);
    const p = price[id] >= min && price[id] <= max;
    if (b && s && p) specs.count(id, missing);
    if (missing > 0) continue;
    if (s && p) {
      const own = spelling[id];
      if (brandCounts[key]++ === 0) labels[key] = own;
      else if (own !== labels[key] && compareCodePoints(spellings[own], spellings[labels[key]]) < 0) labels[key] = own;
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
    brands: groups.map((key) => ({
      value: spellings[labels[key]].trim(),
      label: spellings[labels[key]].trim(),
      count: brandCounts[key],
    })),
    stock: STOCK_LABELS.map((s) => ({ ...s, count: counts[s.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: prices[i] })),
    ...(specFilters.length ? { specs: specs.facets() } : {}),
    ...(base.length > limit ? { countedUpTo: base.length } : {}),
  };
}

/**
 * facetCounts for a listing without keyword from the facet cube: the same counts when every active
 * document of the category is in the base (no more than the limit) and the price filter keeps whole
 * bands; undefined otherwise.
 */
function cubeCounts(ctx: IndexContext, parts: FilterParts, limit: number): IndexFacets | undefined {
  const { cube, store } = ctx;
  if (cube.total(parts.category) > limit) return undefined;
  const keepBand = bandsOf(parts.min, parts.max);
  if (!keepBand) return undefined;
  const { brandCode, stockMode } = parts;
  const keepLevel = levelsKept(stockMode);
  const byKey = new Map<number, { label: string; n: number }>();
  const stock = [0, 0, 0];
  const prices = new Array<number>(BANDS).fill(0);
  for (const cells of cube.tables(parts.category)) {
    for (let s = 0; s * CELLS < cells.length && s < cube.spellings.values.length; s++) {
      const spelling = cube.spellings.values[s];
      const key = store.brandKeys.find(spelling.toLowerCase());
      const brandOk = brandCode === undefined || key === brandCode;
      let n = 0;
      for (let level = 0; level < LEVELS; level++) {
        for (let b = 0; b < BANDS; b++) {
          const count = cells[s * CELLS + level * BANDS + b];
          if (!count) continue;
          if (keepLevel[level] && keepBand[b]) n += count;
          if (brandOk && keepBand[b]) stock[level] += count;
          if (brandOk && keepLevel[level]) prices[b] += count;
        }
      }
      if (!n) continue;
      const group = byKey.get(key);
      if (!group) byKey.set(key, { label: spelling, n });
      else {
        group.n += n;
        if (compareCodePoints(spelling, group.label) < 0) group.label = spelling;
      }
    }
  }
  const groups = [...byKey].sort((x, y) =>
    compareCodePoints(store.brandKeys.values[x[0]], store.brandKeys.values[y[0]]),
  );
  const counts = { 'in-stock': stock[1] + stock[2], 'low-stock': stock[1], 'out-of-stock': stock[0] };
  return {
    brands: groups.map(([, g]) => ({ value: g.label.trim(), label: g.label.trim(), count: g.n })),
    stock: STOCK_LABELS.map((x) => ({ ...x, count: counts[x.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: prices[i] })),
  };
}
