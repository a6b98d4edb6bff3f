import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productDetailSchema,
  productFacetsSchema,
  productListSchema,
  productQuerySchema,
  similarProductsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '#core/schemas/catalog';
import { productIdParams as idParams } from '#core/schemas/common';
import { reviewSchema } from '#core/schemas/reviews';
import { invariant, notFound } from '../../errors';
import { indexedFacets, indexedListJson, indexedSuggestions } from './indexed-search';
import { listingKey, type Search, type SearchIndexHolder } from '../../search';
import { shopSynonyms, understood } from './search-intent';
import { brandList, parseProductId, productReviews, similarProducts, visibleProductById } from './service';

const productNotFound = () => notFound('Product not found');

/** Search's answer, kept or computed, and whether it was kept (`x-cache: hit|miss`, for bench:search). */
async function answered<T>(
  search: Search,
  reply: { header(name: string, value: string): unknown },
  key: string,
  compute: (holder: SearchIndexHolder) => Promise<T>,
): Promise<T> {
  const { value, hit } = await search.answer(key, compute);
  reply.header('x-cache', hit ? 'hit' : 'miss');
  return value;
}

// The owner's synonyms change suggestions' categories: a new table is a new key.
const tableIds = new WeakMap<object, number>();
let tables = 0;
function tableId(table: object): number {
  let id = tableIds.get(table);
  if (id === undefined) tableIds.set(table, (id = ++tables));
  return id;
}

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
    async (request, reply) => {
      // Text, not an object: the products' JSON comes from the product store (indexed-search.ts).
      reply.type('application/json; charset=utf-8');
      const q = await understood(app.settings, request.query);
      return answered(app.searchIndex, reply, listingKey(q, 'api'), (holder) =>
        indexedListJson(holder, app.searchIndex.store, app.db, q),
      ) as never;
    },
  );

  app.get(
    '/api/products/facets',
    {
      schema: {
        tags: ['catalog'],
        summary: 'How many products each brand, stock level and price band would give for a listing query',
        querystring: productQuerySchema,
        response: { 200: productFacetsSchema },
      },
    },
    async (request, reply) => {
      const q = await understood(app.settings, request.query);
      return answered(app.searchIndex, reply, listingKey(q, 'facets'), (holder) => indexedFacets(holder, app.db, q));
    },
  );

  app.get(
    '/api/products/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Up to 5 products and the categories matching text being typed in the search box',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request, reply) => {
      const text = request.query.q.toLowerCase();
      const table = shopSynonyms((await app.settings.get()).searchSynonyms);
      return answered(app.searchIndex, reply, `suggest:${tableId(table)}:${text}`, (holder) =>
        indexedSuggestions(holder, app.db, text, table),
      );
    },
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
      const product = await visibleProductById(app.db, id);
      invariant(product, productNotFound);
      return { ...product, reviews: await productReviews(app.db, id) };
    },
  );

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Reviews of a product, newest first',
        params: idParams,
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id && (await visibleProductById(app.db, id)), productNotFound);
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
      const product = await visibleProductById(app.db, id);
      invariant(product, productNotFound);
      return { products: await similarProducts(app.db, product) };
    },
  );
};
