import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productDetailSchema, productListSchema, productQuerySchema, similarProductsSchema } from '#core/schemas/catalog';
import { productIdParams as idParams } from '#core/schemas/common';
import { reviewSchema } from '#core/schemas/reviews';
import { invariant, notFound } from '../../errors';
import { listingKey } from './listing-cache';
import { brandList, listProducts, parseProductId, productById, productReviews, similarProducts } from './service';

const productNotFound = () => notFound('Product not found');

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List, filter, sort and search products',
        querystring: productQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) =>
      app.catalogCache.get(listingKey(request.query, 'api'), () => listProducts(app.db, request.query)) as never,
  );

  app.get(
    '/api/products/brands',
    { schema: { tags: ['catalog'], summary: 'Brand names', response: { 200: z.array(z.string()) } } },
    async () => app.catalogCache.get('brands', () => brandList(app.db)),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its reviews',
        params: idParams,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      const product = await productById(app.db, id);
      invariant(product, productNotFound);
      return { ...product, reviews: await productReviews(app.db, id) };
    },
  );

  app.get(
    '/api/products/:id/reviews',
    { schema: { tags: ['catalog'], summary: 'Reviews of a product, newest first', params: idParams, response: { 200: z.array(reviewSchema) } } },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id && (await productById(app.db, id)), productNotFound);
      return productReviews(app.db, id);
    },
  );

  app.get(
    '/api/products/:id/similar',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Up to 4 products of the same category',
        params: idParams,
        response: { 200: similarProductsSchema },
      },
    },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      const product = await productById(app.db, id);
      invariant(product, productNotFound);
      return { products: await similarProducts(app.db, product) };
    },
  );
};
