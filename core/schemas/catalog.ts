import { PRODUCT_STATUSES } from '../catalog/product-status';
import { AMOUNT_MESSAGES, decimalTextToNumber } from '../pricing/decimal-amount';
import { z } from 'zod';
import { groupDigits } from '../format/numbers';
import { normalizeCategory } from '../catalog/category-match';
import { reviewSchema } from './reviews';
import { formatSpecParam, parseSpecParam, specFilterById } from '../catalog/spec-filters';

export const STOCK_FILTERS = ['all', 'in-stock', 'low-stock', 'out-of-stock'] as const;
/** 'relevance' orders a keyword search (issue 19); a listing without keyword reads it as 'name'. */
export const SORTS = ['name', 'price-low', 'price-high', 'rating', 'relevance'] as const;
export const SEARCH_SORTS = ['relevance', 'name', 'price-low', 'price-high'] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
/**
 * Only the first 10,000 results of a listing can be paged through: a deeper page makes the database
 * read and throw away every row before it (OFFSET), and no shopper pages that far; filters narrow it.
 */
export const MAX_RESULTS = 10_000;

/** The last page that starts within the first MAX_RESULTS results. */
export const maxPageFor = (pageSize: number) => Math.ceil(MAX_RESULTS / pageSize);

export type StockFilter = (typeof STOCK_FILTERS)[number];
export type Sort = (typeof SORTS)[number];

// An empty value means "no bound" (spec section 5), so '' is read as absent.
const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const allAsUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim().toLowerCase() === 'all' ? undefined : blankAsUndefined(v);
/** '7,3,7,0' → '3,7': ids as one canonical text (an id out of range names no product). */
function productIdList(v: string): string {
  const ids = v
    .split(',')
    .map(Number)
    .filter((id) => id >= 1 && id <= 2_147_483_647);
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

// Digits only (decimal-amount.ts): '0x10', '1e3' and ' 12' are refused, not read as 16, 1000 and 12.
const price = z.preprocess(
  (v) => decimalTextToNumber(blankAsUndefined(v)),
  z.number({ error: AMOUNT_MESSAGES.digits }).min(0, 'must be 0 or more').max(1e9).optional(),
);

/** A category filter (id, display name or alias, any case), read as its id; the shop's and the admin's lists share it. */
export const categoryFilter = z
  .string()
  .max(50)
  .transform((v, ctx) => {
    const id = normalizeCategory(v);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: `unknown category '${v}'` });
      return z.NEVER;
    }
    return id;
  })
  .optional();

const specParam = z
  .string()
  .max(400)
  .regex(
    /^[a-z]+:[a-z0-9.]{1,60}(,[a-z]+:[a-z0-9.]{1,60})*$/,
    "must be filter:value pairs separated by commas, e.g. 'vram:8gb'",
  )
  .superRefine((v, ctx) => {
    for (const id of Object.keys(parseSpecParam(v)))
      if (!specFilterById(id)) ctx.addIssue({ code: 'custom', message: `unknown specification filter '${id}'` });
  })
  .transform((v) => formatSpecParam(parseSpecParam(v)))
  .optional();

/** Query of GET /api/products, and of the category and search pages' URLs. */
export const productQuerySchema = z
  .object({
    category: z.preprocess(blankAsUndefined, categoryFilter),
    keyword: z.preprocess(blankAsUndefined, z.string().trim().max(200, 'must be at most 200 characters').optional()),
    // 'all' is the brand filter's "no brand" choice (spec section 4), as category=all and stock=all are.
    // U+0000 cannot reach PostgreSQL (the brand is compared as text): a URL carrying it names no brand.
    brand: z.preprocess(
      allAsUndefined,
      z
        .string()
        .trim()
        .max(100)
        .regex(/^[^\u0000]*$/, 'must not contain null characters')
        .optional(),
    ),
    stock: z.preprocess(blankAsUndefined, z.enum(STOCK_FILTERS).default('all')),
    // Not in the spec: the cart page asks for its lines' current prices and stock in one call.
    ids: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, `must be up to ${MAX_PAGE_SIZE} product ids separated by commas`)
        .transform(productIdList)
        .optional(),
    ),
    // Issue 29 point 6: specification filters, 'vram:8gb,socket:am5' (core/catalog/spec-filters.ts).
    spec: z.preprocess(blankAsUndefined, specParam),
    minPrice: price,
    maxPrice: price,
    sort: z.preprocess(blankAsUndefined, z.enum(SORTS).optional()),
    // 'Search instead for ryzn': the words exactly as typed, no spelling correction.
    exact: z.preprocess(
      blankAsUndefined,
      z
        .enum(['true', 'false', '1', '0'])
        .transform((v) => v === 'true' || v === '1')
        .optional(),
    ),
    pageNumber: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    pageSize: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
    ),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  })
  .refine((q) => q.pageNumber <= maxPageFor(q.pageSize), {
    message: `must start within the first ${groupDigits(MAX_RESULTS)} results: narrow the list with filters or a keyword`,
    path: ['pageNumber'],
  });

export type ProductQuery = z.output<typeof productQuerySchema>;

/** What the card, cart and favourites need: the list views never ship descriptions or specs. */
export const productSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  category: z.string(),
  brand: z.string(),
  image: z.string(),
  countInStock: z.number(),
  rating: z.number(),
  numReviews: z.number(),
  /** Issue 20: the price before the sale, always above the price; the shop shows the saving. */
  compareAtPrice: z.number().nullable().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product as the `/api` contract sends it (spec section 3). */
export const productSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  /** Issue 20: alt text per image, in the order [image, ...images]. */
  imageAlts: z.array(z.string()).optional(),
  sku: z.string().nullable().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** Issue 21: may be bought on layaway. */
  layaway: z.boolean().optional(),
  /** Issue 30: the warranty in months; null when none is stated. */
  warrantyMonths: z.number().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ reviews: z.array(reviewSchema) });

/** GET /api/products: one page of the listing. */
export const productListSchema = z.object({
  products: z.array(productSchema),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  /** Set when misspelt words were corrected: the keyword the results are for ('ryzen' for 'ryzn'). */
  correctedKeyword: z.string().optional(),
});

/** A filter value and how many products the listing would show with it chosen. */
export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export const priceBandSchema = z.object({ min: z.number(), max: z.number().nullable(), count: z.number() });

/**
 * GET /api/products/facets: for the same query as GET /api/products, the count each brand, stock
 * level and price band would give — every other filter kept, that one replaced.
 */
export const productFacetsSchema = z.object({
  brands: z.array(facetValueSchema),
  stock: z.array(facetValueSchema),
  prices: z.array(priceBandSchema),
  /** The category's specification filters (issue 29 point 6), each value with its count. */
  specs: z.array(z.object({ id: z.string(), values: z.array(facetValueSchema) })).optional(),
  /**
   * Set when the listing has more matches than this: the counts are of its first `countedUpTo`
   * matches only, so each is a lower bound, shown as 'MSI (120+)' (decision 027).
   */
  countedUpTo: z.number().optional(),
  correctedKeyword: z.string().optional(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/products/suggest?q=: what the search box offers while someone types (nothing for no text). */
export const suggestQuerySchema = z
  .object({ q: z.string().trim().max(100, 'must be at most 100 characters').default('') })
  .strict();
export const suggestionsSchema = z.object({
  products: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), image: z.string() })),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The typed words corrected ('ryzn 7' → 'ryzen 7') when they matched nothing as typed. */
  correctedText: z.string().optional(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const similarProductsSchema = z.object({ products: z.array(productSummarySchema) });
