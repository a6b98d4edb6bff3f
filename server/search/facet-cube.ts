import { LOW_STOCK_MAX } from '#core/catalog/stock';
import { PRICE_BAND_STARTS, PRICE_BANDS } from '#core/catalog/price-bands';
import type { Codes, DocStore } from './doc-store';

const LEVELS = 3; // 0 out of stock, 1 low stock, 2 in stock above the low level
const BANDS = PRICE_BANDS.length;
const CELLS = LEVELS * BANDS;

/** The levels a stock filter keeps (filterParts' stockMode: all, in stock, low stock, out of stock). */
export const levelsKept = (mode: number) => [
  mode === 0 || mode === 3,
  mode === 0 || mode === 1 || mode === 2,
  mode === 0 || mode === 1,
];

export const stockLevel = (n: number) => (n <= 0 ? 0 : n <= LOW_STOCK_MAX ? 1 : 2);

/** width_bucket(price, the bands' starts after the first): how many of those starts the price reaches. */
export function band(price: number): number {
  let b = 0;
  for (let i = 1; i < PRICE_BAND_STARTS.length; i++) if (price >= PRICE_BAND_STARTS[i]) b = i;
  return b;
}

/**
 * Active documents counted by category, brand as written, stock level and price band, kept as
 * documents change. A listing's facets without keyword are sums of these cells when its price
 * filter follows the bands' bounds: no scan of a category's thousands of documents.
 */
export class FacetCube {
  readonly spellings: Codes;
  /** Per category code: counts by [spelling][level][band]. */
  private cells: Int32Array[] = [];
  private totals: number[] = [];

  constructor(private store: DocStore) {
    this.spellings = store.spellings;
  }

  /** Counts an active document in (1) or out (-1), as the store holds it now. */
  count(id: number, sign: 1 | -1) {
    const { store } = this;
    const c = store.category[id];
    const s = store.spelling[id];
    let cells = this.cells[c];
    const need = (s + 1) * CELLS;
    if (!cells || cells.length < need) {
      const grown = new Int32Array(Math.max(need, 2 * (cells?.length ?? 0)));
      if (cells) grown.set(cells);
      this.cells[c] = cells = grown;
    }
    cells[s * CELLS + stockLevel(store.stock[id]) * BANDS + band(store.price[id])] += sign;
    this.totals[c] = (this.totals[c] ?? 0) + sign;
  }

  /** Active documents of a category (every category when undefined). */
  total(category?: number): number {
    if (category !== undefined) return this.totals[category] ?? 0;
    return this.totals.reduce((a, b) => a + (b ?? 0), 0);
  }

  /** The cells of the categories asked: one, or all of them. */
  tables(category?: number): Int32Array[] {
    if (category !== undefined) return this.cells[category] ? [this.cells[category]] : [];
    return this.cells.filter(Boolean);
  }
}

/** The bands a price filter keeps whole, or undefined when its bounds cut a band. */
export function bandsOf(min: number, max: number): boolean[] | undefined {
  const keep: boolean[] = [];
  for (let i = 0; i < BANDS; i++) {
    const lo = PRICE_BANDS[i].min;
    const hi = PRICE_BANDS[i].max ?? Infinity;
    const whole = min <= lo && max >= hi;
    const none = min > hi || max < lo;
    if (!whole && !none) return undefined;
    keep.push(whole);
  }
  return keep;
}

export { BANDS, CELLS, LEVELS };

/**
 * How many active documents pass a listing's filters, from the cells alone; undefined when the
 * price filter cuts a band (or an ids filter is there: the caller checks).
 */
export function cubeTotal(
  cube: FacetCube,
  store: DocStore,
  f: { category?: number; brandCode?: number; stockMode: number; min: number; max: number },
): number | undefined {
  const keepBand = bandsOf(f.min, f.max);
  if (!keepBand) return undefined;
  const m = f.stockMode;
  const keepLevel = levelsKept(m);
  let total = 0;
  for (const cells of cube.tables(f.category)) {
    for (let s = 0; s * CELLS < cells.length && s < cube.spellings.values.length; s++) {
      if (f.brandCode !== undefined && store.brandKeys.find(cube.spellings.values[s].toLowerCase()) !== f.brandCode)
        continue;
      for (let level = 0; level < LEVELS; level++) {
        if (!keepLevel[level]) continue;
        for (let b = 0; b < BANDS; b++) if (keepBand[b]) total += cells[s * CELLS + level * BANDS + b];
      }
    }
  }
  return total;
}
