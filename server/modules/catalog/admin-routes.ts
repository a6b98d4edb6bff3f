import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_MESSAGES, productInputSchema } from '#core/schemas/product';
import { invariant, notFound } from '../../errors';
import { adminOnly } from '../../plugins/auth';
import { createProduct, deleteProduct, updateProduct } from './admin-service';
import { productSchema } from './schemas';
import { parseProductId } from './service';

const params = z.object({ id: z.string().max(200) });
const productNotFound = () => notFound(PRODUCT_MESSAGES.notFound);

export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog admin'];
  app.post('/api/products', { onRequest: adminOnly, schema: { tags, body: productInputSchema, response: { 201: productSchema } } }, async (request, reply) => {
    return reply.status(201).send(await createProduct(app.db, request.body));
  });

  app.put(
    '/api/products/:id',
    // The spec's client also sends the id in the body; the path decides.
    { onRequest: adminOnly, schema: { tags, params, body: productInputSchema.extend({ id: z.unknown().optional(), _id: z.unknown().optional() }), response: { 200: productSchema } } },
    async (request) => {
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      const { id: _id, _id: _legacy, ...input } = request.body;
      return updateProduct(app.db, id, input);
    },
  );

  app.delete('/api/products/:id', { onRequest: adminOnly, schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    const id = parseProductId(request.params.id);
    invariant(id, productNotFound);
    return deleteProduct(app.db, id);
  });
};
