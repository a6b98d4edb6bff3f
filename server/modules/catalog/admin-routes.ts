import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema } from '#core/schemas/catalog';
import { messageSchema, productIdParams as params } from '#core/schemas/common';
import { PRODUCT_MESSAGES, productInputSchema, productUpdateSchema } from '#core/schemas/product';
import { invariant, notFound } from '../../errors';
import { adminOnly } from '../../plugins/auth';
import { createProduct, deleteProduct, updateProduct } from './admin-service';
import { parseProductId } from './service';

const productNotFound = () => notFound(PRODUCT_MESSAGES.notFound);

export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog admin'];
  app.post('/api/products', { onRequest: adminOnly, schema: { tags, body: productInputSchema, response: { 201: productSchema } } }, async (request, reply) => {
    return reply.status(201).send(await createProduct(app.db, request.body));
  });

  app.put(
    '/api/products/:id',
    { onRequest: adminOnly, schema: { tags, params, body: productUpdateSchema, response: { 200: productSchema } } },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      const { id: _id, _id: _legacy, ...input } = request.body;
      return updateProduct(app.db, id, input);
    },
  );

  app.delete('/api/products/:id', { onRequest: adminOnly, schema: { tags, params, response: { 200: messageSchema } } }, async (request) => {
    const id = parseProductId(request.params.id);
    invariant(id, productNotFound);
    return deleteProduct(app.db, id);
  });
};
