import { LOW_STOCK_MAX } from '#core/stock';
import type { ProductQuery } from '#core/schemas/catalog';
import type { DocStore } from './doc-store';

export type Check = (id: number) => boolean;

const always: Check = () => true;
const never: Check = () => false;

/**
 * listing-sql.ts filters() as checks on the columns, one per filter a facet may leave out:
 * `base` is the visibility rule, the category and the ids (kept by every facet).
 */
export interface FilterParts {
  base: Check;
  brand: Check;
  stock: Check;
  price: Check;
  /** The ids filter's ids, ascending, when there is one: the fewest candidates to scan. */
  ids?: Int32Array;
  /** The category's code when there is one (its postings are the candidates). */
  category?: number;
  /** The same filters as values, for loops that inline them: lower(brand)'s code (-1: none matches). */
  brandCode?: number;
  /** 0 every level, 1 in stock, 2 low stock, 3 out of stock. */
  stockMode: number;
  min: number;
  max: number;
}

export function filterParts(store: DocStore, q: ProductQuery): FilterParts {
  const { active, category, brandKey, price, stock } = store;
  let base: Check = (id) => active[id] === 1;
  let categoryCode: number | undefined;
  if (q.category && q.category !== 'all') {
    categoryCode = store.categories.find(q.category);
    const code = categoryCode;
    base = code < 0 ? never : (id) => active[id] === 1 && category[id] === code;
  }
  let ids: Int32Array | undefined;
  if (q.ids !== undefined) {
    ids = Int32Array.from(new Set(q.ids.split(',').filter(Boolean).map(Number))).sort();
    const set = new Set(ids);
    const inner = base;
    base = (id) => set.has(id) && inner(id);
  }
  let brand = always;
  let brandCode: number | undefined;
  if (q.brand) {
    const code = store.brandKeys.find(q.brand.toLowerCase());
    brandCode = code;
    brand = code < 0 ? never : (id) => brandKey[id] === code;
  }
  let priceCheck = always;
  const min = q.minPrice ?? -Infinity;
  const max = q.maxPrice ?? Infinity;
  if (q.minPrice !== undefined || q.maxPrice !== undefined) priceCheck = (id) => price[id] >= min && price[id] <= max;
  let stockCheck = always;
  if (q.stock === 'in-stock') stockCheck = (id) => stock[id] > 0;
  if (q.stock === 'low-stock') stockCheck = (id) => stock[id] > 0 && stock[id] <= LOW_STOCK_MAX;
  if (q.stock === 'out-of-stock') stockCheck = (id) => stock[id] === 0;
  const stockMode = ['all', 'in-stock', 'low-stock', 'out-of-stock'].indexOf(q.stock ?? 'all');
  return { base, brand, stock: stockCheck, price: priceCheck, ids, category: categoryCode, brandCode, stockMode, min, max };
}

/** Every filter of q. */
export function filterCheck(parts: FilterParts): Check {
  const { base, brand, stock, price } = parts;
  return (id) => base(id) && brand(id) && stock(id) && price(id);
}
