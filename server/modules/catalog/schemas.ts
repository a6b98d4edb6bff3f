import { z } from 'zod';

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
});

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
});

export const reviewSchema = z.object({
  _id: z.number(),
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
