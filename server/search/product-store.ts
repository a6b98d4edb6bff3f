import { z } from 'zod';
import type { Product, ProductSummary } from '#core/catalog/product';
import { productSchema } from '#core/schemas/catalog';
import type { SearchSource } from './types';

/** What the store may hold, by its own estimate (entry bytes below). */
export const DEFAULT_PRODUCT_STORE_BYTES = 64 * 1024 * 1024;

export interface ProductStoreStats {
  /** Ids answered from memory, and ids read from the database, since the store was made. */
  hits: number;
  misses: number;
  bytes: number;
  entries: number;
}

export interface ProductStore {
  /** The products of these ids, in their order; an id with no product is skipped. */
  get(ids: readonly number[]): Promise<Product[]>;
  get(ids: readonly number[], opts: { summary: true }): Promise<ProductSummary[]>;
  get(ids: readonly number[], opts?: { summary?: boolean }): Promise<Product[] | ProductSummary[]>;
  /** Each product's JSON exactly as the `/api` serializer writes it (productSchema), in the order of ids. */
  json(ids: readonly number[]): Promise<string[]>;
  /** Forgets these products: the next read takes them from the database (their price or stock changed). */
  invalidate(ids: readonly number[]): void;
  clear(): void;
  stats(): ProductStoreStats;
}

interface Entry {
  product: Product;
  summary?: ProductSummary;
  json: string;
  bytes: number;
}

// The keys of a summary in the order toSummary (catalog/service.ts) gives them.
const SUMMARY_KEYS = [
  'id',
  'name',
  'price',
  'category',
  'brand',
  'image',
  'countInStock',
  'rating',
  'numReviews',
  'compareAtPrice',
] as const;

/** An id products.id (int4) can hold: anything else names no product, and must not fail the statement. */
const isProductId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

function summaryOf(p: Product): ProductSummary {
  const s: Record<string, unknown> = {};
  for (const k of SUMMARY_KEYS) s[k] = p[k];
  return Object.freeze(s) as ProductSummary;
}

function frozen(p: Product): Product {
  Object.freeze(p.images);
  Object.freeze(p.specifications);
  if (p.imageAlts) Object.freeze(p.imageAlts);
  return Object.freeze(p);
}

/**
 * Full products by id, kept in memory (issue 16): a search page names its 24 ids and takes their rows
 * and JSON from here, instead of reading, parsing and serialising 20–40 KB per request (decision 048).
 * Least recently used products leave first once the estimate passes `maxBytes`.
 * It keeps any product, visible or not: the search index hands it active ids only. Whoever learns that
 * a product changed calls invalidate(), so no old price or stock is served.
 */
export function createProductStore(
  source: Pick<SearchSource, 'products'>,
  opts: { maxBytes?: number } = {},
): ProductStore {
  const maxBytes = opts.maxBytes ?? DEFAULT_PRODUCT_STORE_BYTES;
  // Map order is the recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<number, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // Bumped by every invalidate() and clear(): a read that started before one may hold an old row.
  let generation = 0;

  function remove(id: number) {
    const e = entries.get(id);
    if (!e) return;
    entries.delete(id);
    bytes -= e.bytes;
  }

  function add(product: Product) {
    const json = JSON.stringify(z.encode(productSchema, product));
    // The JSON text and the object it was made from: on shop_search_100k, 20,000 products took 2,117
    // bytes of heap each for JSON of ~830 characters; 2.5 bytes a character keeps the bound on the safe side.
    const entry: Entry = { product: frozen(product), json, bytes: Math.ceil(2.5 * json.length) + 200 };
    remove(product.id);
    entries.set(product.id, entry);
    bytes += entry.bytes;
    for (const [id] of entries) {
      if (bytes <= maxBytes || entries.size === 1) break;
      remove(id);
    }
    return entry;
  }

  async function load(ids: readonly number[]): Promise<Map<number, Entry>> {
    const found = new Map<number, Entry>();
    const missing: number[] = [];
    for (const id of ids) {
      const e = entries.get(id);
      if (e) {
        entries.delete(id);
        entries.set(id, e);
        found.set(id, e);
        hits++;
      } else if (!found.has(id) && isProductId(id)) {
        missing.push(id);
      }
    }
    if (!missing.length) return found;
    misses += missing.length;
    const before = generation;
    for (const product of await source.products([...new Set(missing)])) {
      // Changed while it was being read: answer it, but do not keep what may already be old.
      found.set(product.id, before === generation ? add(product) : { product: frozen(product), json: '', bytes: 0 });
    }
    return found;
  }

  function inOrder<T>(ids: readonly number[], found: Map<number, Entry>, pick: (e: Entry) => T): T[] {
    const out: T[] = [];
    for (const id of ids) {
      const e = found.get(id);
      if (e) out.push(pick(e));
    }
    return out;
  }

  async function get(ids: readonly number[], o: { summary?: boolean } = {}) {
    const found = await load(ids);
    if (!o.summary) return inOrder(ids, found, (e) => e.product);
    return inOrder(ids, found, (e) => (e.summary ??= summaryOf(e.product)));
  }

  return {
    get: get as ProductStore['get'],
    async json(ids) {
      const found = await load(ids);
      return inOrder(ids, found, (e) => e.json || JSON.stringify(z.encode(productSchema, e.product)));
    },
    invalidate(ids) {
      generation++;
      for (const id of ids) remove(id);
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ hits, misses, bytes, entries: entries.size }),
  };
}
