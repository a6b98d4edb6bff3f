import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedListsInputSchema, savedListsSchema } from '#core/schemas/saved';
import { requireUser, signedIn } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';
import { mergeSaved, readSaved, replaceSaved } from './service';

/** Favourites and cart that follow a signed-in shopper between devices (issue 31, decision 070). */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved'];

  app.get(
    '/api/saved',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'My favourites and cart, as kept for my account', response: { 200: savedListsSchema } },
    },
    async (request) => readSaved(app.db, requireUser(request).id),
  );

  app.put(
    '/api/saved',
    {
      onRequest: signedIn,
      config: rateLimited('savedLists', 'user'),
      schema: {
        tags,
        summary: "Replace my favourites and cart with this browser's",
        description: 'Sent after each change while signed in. Unknown or hidden products are dropped.',
        body: savedListsInputSchema,
        response: { 200: savedListsSchema },
      },
    },
    async (request) => replaceSaved(app.db, requireUser(request).id, request.body),
  );

  app.post(
    '/api/saved/merge',
    {
      onRequest: signedIn,
      config: rateLimited('savedLists', 'user'),
      schema: {
        tags,
        summary: "Add this browser's guest favourites and cart to my account's (on sign-in)",
        description:
          'Favourites: the union. Cart: the union of lines; a product in both keeps the larger quantity, capped by the stock.',
        body: savedListsInputSchema,
        response: { 200: savedListsSchema },
      },
    },
    async (request) => mergeSaved(app.db, requireUser(request).id, request.body),
  );
};
