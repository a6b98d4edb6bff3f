import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../categories';

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  idRequired: 'Product ID is required for update',
  mainImageTitle: 'Main image is required',
  mainImage: 'Please select a main image for the product.',
} as const;

// Our uploads, or an https image elsewhere; never javascript:, data: or protocol-relative tricks.
const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((u) => /^\/uploads\/[\w./-]+$/.test(u) && !u.includes('..') || /^https:\/\/[^\s"'<>]+$/.test(u), 'must be an uploaded image or an https URL');

/** Spec section 3 and 5: the product dialog, shared by the admin form and POST/PUT /api/products. */
export const productInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(300),
  description: z.string().trim().max(10_000).default(''),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price must be 0 or more')
    .max(100_000_000)
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, 'Price can have at most 2 decimals'),
  category: z.enum(PRODUCT_CATEGORIES as [string, ...string[]], { error: 'Choose one of the categories' }),
  brand: z.string({ error: 'Brand is required' }).trim().min(1, 'Brand is required').max(100),
  countInStock: z.number({ error: 'Stock must be a number' }).int('Stock must be a whole number').min(0, 'Stock must be 0 or more').max(1_000_000),
  image: z.string({ error: PRODUCT_MESSAGES.mainImage }).trim().min(1, PRODUCT_MESSAGES.mainImage).pipe(imageUrl),
  images: z.array(imageUrl).max(10, 'At most 10 additional images').default([]),
  specifications: z
    .record(z.string().trim().min(1).max(100), z.string().trim().max(500))
    .refine((s) => Object.keys(s).length <= 60, 'At most 60 specifications')
    .default({}),
});

export type ProductInput = z.infer<typeof productInputSchema>;
