import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParams as params } from '#core/schemas/common';
import { hasPurchasedSchema, reviewAddedSchema, reviewInputSchema } from '#core/schemas/reviews';
import { invariant, notFound } from '../../errors';
import { requireUser, signedIn, verifiedOnly } from '../../plugins/auth';
import { parseProductId, visibleProductById } from '../catalog/service';
import { addReview, hasPurchased } from './service';

const productNotFound = () => notFound('Product not found');

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  app.get(
    '/api/products/:id/has-purchased',
    { onRequest: signedIn, schema: { tags, params, response: { 200: hasPurchasedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const id = parseProductId(request.params.id);
      invariant(id, productNotFound);
      return { hasPurchased: await hasPurchased(app.db, user.id, id) };
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      onRequest: verifiedOnly,
      schema: { tags, params, body: reviewInputSchema, response: { 201: reviewAddedSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = parseProductId(request.params.id);
      invariant(id && (await visibleProductById(app.db, id)), productNotFound);
      const review = await addReview(app.db, user, id, request.body);
      return reply.status(201).send({ message: 'Review added', review });
    },
  );
};
