import { z } from 'zod';
import { PRODUCT_STATUSES } from '../catalog/product-status';
import { PRICE_ENDINGS } from '../pricing/price-ending';
import { PRODUCT_LIMITS } from './product';
import { categoryFilter, productSchema } from './catalog';

const blank = (v: unknown) => (v === '' ? undefined : v);

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'newest'] as const;
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;

/** GET /api/admin/products: the admin's list, every status, searched, filtered, sorted and paged by the server. */
export const adminProductQuerySchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  category: z.preprocess(blank, categoryFilter),
  brand: z.preprocess(blank, z.string().trim().max(PRODUCT_LIMITS.brand).optional()),
  stock: z.preprocess(blank, z.enum(STOCK_LEVELS).optional()),
  status: z.preprocess(blank, z.enum(PRODUCT_STATUSES).optional()),
  sort: z.preprocess(blank, z.enum(ADMIN_PRODUCT_SORTS).default('name')),
  dir: z.preprocess(blank, z.enum(['asc', 'desc']).default('asc')),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(25)),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductSchema = productSchema.extend({
  status: z.enum(PRODUCT_STATUSES),
  sku: z.string().nullable(),
  compareAtPrice: z.number().nullable(),
  updatedAt: z.string(),
  /** Shoppers waiting for it to come back in stock (issue 31, decision 069); the list sets it. */
  waiting: z.number().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = z.object({
  products: z.array(adminProductSchema),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const BULK_MAX = 500;
export const BULK_MESSAGES = {
  nothing: 'Choose a status, a price or a stock to change',
  negative: 'The new price would be below 0',
} as const;

/**
 * POST /api/admin/products/bulk: one change to several products at once (also the list's inline
 * edit, with one id). Price: a new price, or a percentage up or down, rounded to whole shillings.
 */
export const bulkEditSchema = z
  .object({
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_MAX),
    status: z.enum(PRODUCT_STATUSES).optional(),
    price: z
      .union([
        z.object({ set: z.number().min(0).max(PRODUCT_LIMITS.price) }),
        z.object({
          percent: z.number().min(-100).max(1000),
          /** The ending new prices round to (issue 32, item 12); whole shillings when left out. */
          rounding: z.enum(PRICE_ENDINGS).optional(),
        }),
      ])
      .optional(),
    countInStock: z.number().int().min(0).max(PRODUCT_LIMITS.stock).optional(),
    /** Work out the change and answer with it, saving nothing (the admin's preview). */
    dryRun: z.boolean().optional(),
  })
  .refine(
    (b) => b.status !== undefined || b.price !== undefined || b.countInStock !== undefined,
    BULK_MESSAGES.nothing,
  );
export type BulkEdit = z.infer<typeof bulkEditSchema>;

/** One product's price before and after a bulk change: the preview's rows and what an undo restores. */
export const bulkPriceChangeSchema = z.object({
  id: z.number(),
  name: z.string(),
  before: z.number(),
  after: z.number(),
});
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>;

export const bulkResultSchema = z.object({
  updated: z.number(),
  message: z.string(),
  /** Every price the change moves (or, with dryRun, would move), in id order. */
  changes: z.array(bulkPriceChangeSchema).optional(),
  dryRun: z.boolean().optional(),
});

/**
 * POST /api/admin/products/bulk/undo: puts back the prices a bulk change replaced, in one action.
 * A product whose price was changed again since (it no longer equals `expected`) is left alone.
 */
export const bulkUndoSchema = z.object({
  prices: z
    .array(
      z.object({
        id: z.number().int().min(1).max(2_147_483_647),
        price: z.number().min(0).max(PRODUCT_LIMITS.price),
        expected: z.number().min(0).max(PRODUCT_LIMITS.price),
      }),
    )
    .min(1)
    .max(BULK_MAX),
});
export type BulkUndo = z.infer<typeof bulkUndoSchema>;
export const bulkUndoResultSchema = z.object({ restored: z.number(), skipped: z.number(), message: z.string() });
