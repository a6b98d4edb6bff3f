import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema } from '#core/schemas/catalog';
import { messageSchema, productIdParams as params } from '#core/schemas/common';
import { PRODUCT_MESSAGES, productInputSchema, productUpdateSchema } from '#core/schemas/product';
import {
  adminProductPageSchema,
  adminProductQuerySchema,
  bulkEditSchema,
  bulkResultSchema,
  bulkUndoResultSchema,
  bulkUndoSchema,
} from '#core/schemas/admin-products';
import { invariant, notFound } from '../../errors';
import { requireStaff, staffOnly } from '../../plugins/auth';
import { adminProducts } from './admin-list';
import { bulkEdit, undoBulkPrices } from './bulk-edit';
import { createProduct, deleteProduct, duplicateProduct, updateProduct } from './admin-service';
import { parseProductId } from './service';

const productNotFound = () => notFound(PRODUCT_MESSAGES.notFound);

/** Products are managed by staff and admins (issue 20); every change writes an audit row. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog admin'];
  // A product write may add a brand: the brand lists forget at once, so whoever wrote sees it in the
  // very next request (the database's notification reaches every process a moment later). Only these
  // routes: a sign-in or any other write keeps them (decision 071). Search needs no such hook: its
  // change check runs before every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.catalogCache.changed();
    done(null, payload);
  });
  app.post(
    '/api/products',
    { onRequest: staffOnly, schema: { tags, body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await createProduct(app.db, requireStaff(request).id, request.body));
    },
  );

  app.put(
    '/api/products/:id',
    { onRequest: staffOnly, schema: { tags, params, body: productUpdateSchema, response: { 200: productSchema } } },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      const { id: _id, _id: _legacy, ...input } = request.body;
      return updateProduct(app.db, requireStaff(request).id, id, input);
    },
  );

  app.delete(
    '/api/products/:id',
    { onRequest: staffOnly, schema: { tags, params, response: { 200: messageSchema } } },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      return deleteProduct(app.db, requireStaff(request).id, id);
    },
  );

  app.get(
    '/api/admin/products',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every product, any status: searched, filtered, sorted, paged',
        querystring: adminProductQuerySchema,
        response: { 200: adminProductPageSchema },
      },
    },
    async (request) => adminProducts(app.db, request.query, (await app.settings.get()).lowStockThreshold),
  );

  app.post(
    '/api/admin/products/bulk',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Change the status, price or stock of several products',
        body: bulkEditSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => bulkEdit(app.db, requireStaff(request).id, request.body),
  );

  app.post(
    '/api/admin/products/bulk/undo',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Put back the prices a bulk change replaced (those not changed again since)',
        body: bulkUndoSchema,
        response: { 200: bulkUndoResultSchema },
      },
    },
    async (request) => undoBulkPrices(app.db, requireStaff(request).id, request.body),
  );

  app.post(
    '/api/admin/products/:id/duplicate',
    {
      onRequest: staffOnly,
      schema: { tags, summary: 'A draft copy of a product', params, response: { 201: productSchema } },
    },
    async (request, reply) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      return reply.status(201).send(await duplicateProduct(app.db, requireStaff(request).id, id));
    },
  );
};
