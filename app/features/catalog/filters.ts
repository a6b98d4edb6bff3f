// Client-safe: only *types* come from core/schemas/catalog, whose zod schema must stay out of the
// browser bundle (it is ~50 KB gzip); the loaders parse with it in listing-query.server.ts.
import type { Sort, StockFilter } from '#core/schemas/catalog';
import { KEYWORD_EXACT_MAX } from '#core/catalog/search-limits';
import { groupDigits } from '#core/format/numbers';
import type { Translate } from '~/lib/i18n/i18n';

/** Products per listing page (category and search). */
export const PAGE_SIZE = 24;

export const STOCK_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'in-stock', label: 'In Stock' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const satisfies readonly { value: StockFilter; label: string }[];

/** Spec section 4: name A-Z, price low, price high, rating high to low. */
export const SORT_OPTIONS = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
] as const satisfies readonly { value: Sort; label: string }[];

/**
 * Spec section 2: the search page sorts by name, price low or price high; issue 19 adds Relevance,
 * first and the default (decision 025).
 */
export const SEARCH_SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const satisfies readonly { value: Sort; label: string }[];

export type SearchSort = (typeof SEARCH_SORT_OPTIONS)[number]['value'];

/** The filter state of a listing as the form and the URL carry it (prices as typed). */
export interface ListingFilters {
  stock: StockFilter;
  sort: Sort;
  /** 'all' for no brand filter. */
  brand: string;
  minPrice: string;
  maxPrice: string;
  /** The spec filters as the URL carries them ('vram:8gb,chip:…'), '' for none (issue 29 point 6). */
  spec?: string;
}

export const DEFAULT_FILTERS: ListingFilters = { stock: 'all', sort: 'name', brand: 'all', minPrice: '', maxPrice: '' };

/**
 * The query string of a filter state: defaults and blanks are left out, so the shared link is
 * short and one state has one URL. A changed filter starts again at page 1 (no `page`).
 */
export function filtersToSearch(filters: ListingFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.stock !== DEFAULT_FILTERS.stock) params.set('stock', filters.stock);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.brand && filters.brand !== 'all') params.set('brand', filters.brand);
  if (filters.minPrice.trim()) params.set('minPrice', filters.minPrice.trim());
  if (filters.maxPrice.trim()) params.set('maxPrice', filters.maxPrice.trim());
  if (filters.spec) params.set('spec', filters.spec);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The same URL on another page of results (page 1 has no `page` parameter). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filtersToSearch(filters) !== '';
}

/**
 * The count line of spec section 2: '{n} products found', and '1 product found' for a single match
 * (the shoppers' walk of issue 32 read '1 products found' as unfinished).
 */
export function resultCountText(total: number, t?: Translate): string {
  if (total === 1) return t ? t('catalog.countOne') : '1 product found';
  return t ? t('catalog.count', { total }) : `${total} products found`;
}

/** A keyword search counts up to KEYWORD_EXACT_MAX matches; above, it says '1,000+' (decision 024). */
export function searchCountText(total: number, t?: Translate): string {
  if (total <= KEYWORD_EXACT_MAX) return resultCountText(total, t);
  const max = groupDigits(KEYWORD_EXACT_MAX);
  return t ? t('catalog.countMax', { max }) : `${max}+ products found`;
}

/** A facet's count: '1,240', or '120+' when only the listing's first matches were counted (decision 027). */
export const facetCount = (n: number, facets: { countedUpTo?: number }) =>
  `${groupDigits(n)}${facets.countedUpTo ? '+' : ''}`;
