import { LOW_STOCK_MAX } from '#core/catalog/stock';
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
  private readonly none: boolean;
  private readonly categoryCode: number;
  private readonly brandCode: number;
  private readonly stockMode: number;
  private readonly min: number;
  private readonly max: number;
  private readonly priced: boolean;
  private readonly idSet: Set<number> | undefined;
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
    this.none =
      (parts.category !== undefined && parts.category < 0) ||
      (everything && parts.brandCode !== undefined && parts.brandCode < 0);
    this.idSet = parts.ids ? new Set(parts.ids) : undefined;
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
  return new Filter(store, { stockMode: 0, min: -Infinity, max: Infinity, store } as FilterParts, false);
}
