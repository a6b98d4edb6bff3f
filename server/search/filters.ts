import { LOW_STOCK_MAX } from '#core/catalog/stock';
import { parseSpecParam } from '#core/catalog/spec-filters';
import type { ProductQuery } from '#core/schemas/catalog';
import type { DocStore } from './doc-store';

/** Whether a document passes (one class, so that the loops calling it stay monomorphic). */
export interface Check {
  test(id: number): boolean;
}

/**
 * listing-sql.ts filters() as values read by one test per document, without closures: the loops
 * of matching and listing call it for every candidate, and V8 inlines one class's method there.
 */
export class Filter implements Check {
  private readonly active: Uint8Array;
  private readonly category: Int32Array;
  private readonly brandKey: Int32Array;
  private readonly price: Float64Array;
  private readonly stock: Int32Array;
  /** Nothing passes (an unknown category or brand). */
  private readonly none: boolean = false;
  private readonly categoryCode: number;
  private readonly brandCode: number;
  private readonly stockMode: number;
  private readonly min: number;
  private readonly max: number;
  private readonly priced: boolean;
  private readonly idSet: Set<number> | undefined;
  private readonly store: DocStore;
  /** The spec filters' value codes a document must all have (none: undefined). */
  private readonly specCodes: Int32Array | undefined;
  /** Documents left out however they fare (marked 1), e.g. tier 1's matches while tier 2 is read. */
  exclude: Uint8Array | undefined;

  constructor(store: DocStore, parts: FilterParts, everything: boolean) {
    this.active = store.active;
    this.category = store.category;
    this.brandKey = store.brandKey;
    this.price = store.price;
    this.stock = store.stock;
    this.categoryCode = parts.category ?? -1;
    this.brandCode = everything && parts.brandCode !== undefined ? parts.brandCode : -1;
    this.stockMode = everything ? parts.stockMode : 0;
    this.min = parts.min;
    this.max = parts.max;
    this.priced = everything && (parts.min !== -Infinity || parts.max !== Infinity);
    this.none ||=
      (parts.category !== undefined && parts.category < 0) ||
      (everything && parts.brandCode !== undefined && parts.brandCode < 0);
    this.idSet = parts.ids ? new Set(parts.ids) : undefined;
    this.store = store;
    const codes = everything ? parts.spec.filter((s) => s.id !== parts.specLeftOut).map((s) => s.code) : [];
    this.specCodes = codes.length ? Int32Array.from(codes) : undefined;
    if (codes.some((c) => c < 0)) this.none = true;
  }

  test(id: number): boolean {
    if (this.active[id] !== 1 || this.none) return false;
    if (this.categoryCode >= 0 && this.category[id] !== this.categoryCode) return false;
    if (this.brandCode >= 0 && this.brandKey[id] !== this.brandCode) return false;
    if (this.stockMode > 0) {
      const n = this.stock[id];
      if (this.stockMode === 1 ? n <= 0 : this.stockMode === 2 ? n <= 0 || n > LOW_STOCK_MAX : n !== 0) return false;
    }
    if (this.priced && !(this.price[id] >= this.min && this.price[id] <= this.max)) return false;
    if (this.exclude !== undefined && this.exclude[id] === 1) return false;
    if (this.specCodes !== undefined)
      for (let i = 0; i < this.specCodes.length; i++) if (!this.store.hasSpec(id, this.specCodes[i])) return false;
    return this.idSet === undefined || this.idSet.has(id);
  }
}

/**
 * listing-sql.ts filters(), as values: `base` is the visibility rule, the category and the ids
 * (kept by every facet); every filter of q is filterCheck(parts).
 */
export interface FilterParts {
  base: Filter;
  /** The ids filter's ids, ascending, when there is one: the fewest candidates to scan. */
  ids?: Int32Array;
  /** The category's code when there is one (its postings are the candidates; -1: none matches). */
  category?: number;
  /** lower(brand)'s code when there is a brand filter (-1: none matches). */
  brandCode?: number;
  /** 0 every level, 1 in stock, 2 low stock, 3 out of stock. */
  stockMode: number;
  min: number;
  max: number;
  /** The spec filters chosen, each value's code in store.specValues (-1: no document has it). */
  spec: { id: string; code: number }[];
  /** A spec filter left out (its own facet's counts). */
  specLeftOut?: string;
  store: DocStore;
}

export function filterParts(store: DocStore, q: ProductQuery): FilterParts {
  const category = q.category && q.category !== 'all' ? store.categories.find(q.category) : undefined;
  const ids =
    q.ids !== undefined ? Int32Array.from(new Set(q.ids.split(',').filter(Boolean).map(Number))).sort() : undefined;
  const brandCode = q.brand ? store.brandKeys.find(q.brand.toLowerCase()) : undefined;
  const stockMode = ['all', 'in-stock', 'low-stock', 'out-of-stock'].indexOf(q.stock ?? 'all');
  const parts = {
    ids,
    category,
    brandCode,
    stockMode,
    min: q.minPrice ?? -Infinity,
    max: q.maxPrice ?? Infinity,
    spec: Object.entries(parseSpecParam(q.spec)).map(([id, v]) => ({ id, code: store.specValues.find(`${id}:${v}`) })),
    store,
  } as FilterParts;
  parts.base = new Filter(store, parts, false);
  return parts;
}

/** Every filter of q. */
export function filterCheck(parts: FilterParts): Filter {
  return new Filter(parts.store, parts, true);
}

/** Active documents only (suggestions). */
export function activeOnly(store: DocStore): Filter {
  return new Filter(
    store,
    { stockMode: 0, min: -Infinity, max: Infinity, spec: [], store } as unknown as FilterParts,
    false,
  );
}
