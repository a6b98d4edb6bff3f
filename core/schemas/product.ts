import { z } from 'zod';
import { normalizeCategory } from '../catalog/category-match';
import { PRODUCT_STATUSES } from '../catalog/product-status';

/** The product dialog's limits; its inputs read them too (the admin screens use this schema directly). */
export const PRODUCT_LIMITS = {
  name: 300,
  description: 10_000,
  brand: 100,
  price: 100_000_000,
  stock: 1_000_000,
  extraImages: 10,
  specifications: 60,
  specKey: 100,
  specValue: 500,
  sku: 64,
  alt: 200,
} as const;

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  idRequired: 'Product ID is required for update',
  mainImageTitle: 'Main image is required',
  mainImage: 'Please select a main image for the product.',
  nameRequired: 'Name is required',
  brandRequired: 'Brand is required',
  category: 'Choose a category',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  priceMin: 'Price must be 0 or more',
  priceDecimals: 'Price can have at most 2 decimals',
  stockRequired: 'Stock is required',
  stockNumber: 'Stock must be a number',
  stockWhole: 'Stock must be a whole number',
  stockMin: 'Stock must be 0 or more',
  tooManyImages: `At most ${PRODUCT_LIMITS.extraImages} additional images`,
  tooManySpecs: `At most ${PRODUCT_LIMITS.specifications} specifications`,
  compareAtAbovePrice: 'The compare-at price must be above the price',
  skuTaken: 'Another product already has this SKU',
  skuFormat: 'SKU: letters, digits, dot, dash, underscore or slash, at most 64',
} as const;

const M = PRODUCT_MESSAGES;
const required = (missing: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrongType;

// Our uploads, or an https image elsewhere; never javascript:, data: or protocol-relative tricks.
const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (u) => (/^\/uploads\/[\w./-]+$/.test(u) && !u.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(u),
    'must be an uploaded image or an https URL',
  );

/**
 * A category as reads accept it (core/categories: id, display name or alias, any case), stored as
 * its id: POST /api/products with 'Graphics Cards' saves 'graphics-cards'. 'all' names no product's category.
 */
const productCategory = z
  .string({ error: M.category })
  .max(50, M.category)
  .transform((v, ctx) => {
    const id = normalizeCategory(v);
    if (!id || id === 'all') {
      ctx.addIssue({ code: 'custom', message: M.category });
      return z.NEVER;
    }
    return id;
  })
  .describe(
    "A category id, display name or alias ('Graphics Cards', 'graphics card'); stored as its id ('graphics-cards')",
  );

/** Spec sections 3 and 5: the product dialog, shared by the admin form, POST/PUT /api/products and the CSV import. */
export const productInputSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(PRODUCT_LIMITS.name),
  description: z.string().trim().max(PRODUCT_LIMITS.description).default(''),
  price: z
    .number({ error: required(M.priceRequired, M.priceNumber) })
    .min(0, M.priceMin)
    .max(PRODUCT_LIMITS.price)
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, M.priceDecimals),
  category: productCategory,
  brand: z.string({ error: M.brandRequired }).trim().min(1, M.brandRequired).max(PRODUCT_LIMITS.brand),
  countInStock: z
    .number({ error: required(M.stockRequired, M.stockNumber) })
    .int(M.stockWhole)
    .min(0, M.stockMin)
    .max(PRODUCT_LIMITS.stock),
  image: z.string({ error: M.mainImage }).trim().min(1, M.mainImage).pipe(imageUrl),
  images: z.array(imageUrl).max(PRODUCT_LIMITS.extraImages, M.tooManyImages).default([]),
  specifications: z
    .record(z.string().trim().min(1).max(PRODUCT_LIMITS.specKey), z.string().trim().max(PRODUCT_LIMITS.specValue))
    .refine((s) => Object.keys(s).length <= PRODUCT_LIMITS.specifications, M.tooManySpecs)
    .default({}),
  // Issue 20. Optional, so the spec's clients (which know none of them) keep working: on a PUT a
  // missing field keeps its value; on a POST the status is 'active'.
  status: z.enum(PRODUCT_STATUSES).optional(),
  sku: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .regex(/^[\w./-]{1,64}$/, M.skuFormat)
      .nullable()
      .optional(),
  ),
  compareAtPrice: z.number().min(0).max(PRODUCT_LIMITS.price).nullable().optional(),
  imageAlts: z
    .array(z.string().trim().max(PRODUCT_LIMITS.alt))
    .max(PRODUCT_LIMITS.extraImages + 1)
    .optional(),
  // Issue 21: may be bought on layaway (when layaway is on); left out, it keeps its value.
  layaway: z.boolean().optional(),
  // Issue 30: the warranty in months (null: none stated); left out, it keeps its value.
  warrantyMonths: z
    .number()
    .int('Warranty must be whole months')
    .min(0, 'Warranty must be 0 to 120 months')
    .max(120, 'Warranty must be 0 to 120 months')
    .nullable()
    .optional(),
});

/** What the API stores (the category as its id). */
export type ProductInput = z.output<typeof productInputSchema>;
/** What a client may send. */
export type ProductPayload = z.input<typeof productInputSchema>;

/** PUT /api/products/:id: the spec's client also sends the id in the body; the path decides. */
export const productUpdateSchema = productInputSchema.extend({
  id: z.unknown().optional(),
  _id: z.unknown().optional(),
});
