import type { CategoryId } from '#core/catalog/categories';
import { productQuerySchema, SEARCH_SORTS, type ProductQuery } from '#core/schemas/catalog';
import { PAGE_SIZE, type ListingFilters } from './filters';

type Raw = Record<string, string | number | undefined>;

/** Keys of the page URL and the API query they feed. Anything else in the URL (utm_*, fbclid) is ignored. */
const URL_KEYS = {
  stock: 'stock',
  sort: 'sort',
  brand: 'brand',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  spec: 'spec',
  page: 'pageNumber',
} as const;

export interface ParsedListing {
  query: ProductQuery;
  filters: ListingFilters;
  /** URL parameters that were invalid and fell back to their defaults. */
  ignored: string[];
}

/**
 * Reads a listing page's URL with the same zod schema GET /api/products uses. Where the API
 * answers 400, a page falls back instead: each invalid parameter (stock=foo, minPrice=abc,
 * minPrice above maxPrice, page=0) is dropped and takes its default, the valid ones still apply.
 * A link someone shared with a typo should still show products.
 */
export function parseListing(
  params: URLSearchParams,
  base: { category?: CategoryId; keyword?: string; searchSortsOnly?: boolean; keys?: (keyof typeof URL_KEYS)[] },
): ParsedListing {
  const raw: Raw = { pageSize: PAGE_SIZE };
  if (base.category) raw.category = base.category;
  if (base.keyword) raw.keyword = base.keyword;
  for (const [urlKey, apiKey] of Object.entries(URL_KEYS)) {
    if (base.keys && !base.keys.includes(urlKey as keyof typeof URL_KEYS)) continue;
    const value = params.get(urlKey);
    if (value !== null) raw[apiKey] = value;
  }
  if (base.searchSortsOnly && raw.sort !== undefined && !(SEARCH_SORTS as readonly unknown[]).includes(raw.sort)) {
    delete raw.sort;
  }

  const ignored: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = productQuerySchema.safeParse(raw);
    if (result.success) return { query: result.data, filters: toFilters(result.data), ignored };
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key in raw && key !== 'category' && key !== 'pageSize' && key !== 'keyword') {
        delete raw[key];
        ignored.push(key === 'pageNumber' ? 'page' : key);
      }
    }
  }
  // Unreachable with the keys above, but never let a URL break the page.
  const query = productQuerySchema.parse({ category: base.category, pageSize: PAGE_SIZE });
  return { query: { ...query, keyword: base.keyword }, filters: toFilters(query), ignored };
}

function toFilters(q: ProductQuery): ListingFilters {
  return {
    stock: q.stock,
    sort: q.sort ?? 'name',
    brand: q.brand ?? 'all',
    minPrice: q.minPrice === undefined ? '' : String(q.minPrice),
    maxPrice: q.maxPrice === undefined ? '' : String(q.maxPrice),
    ...(q.spec ? { spec: q.spec } : {}),
  };
}
