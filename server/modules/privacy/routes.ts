import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '#core/schemas/common';
import {
  consentInputSchema,
  consentStateSchema,
  deleteAccountSchema,
  exportQuerySchema,
  exportSchema,
} from '#core/schemas/privacy';
import { clearSessionCookie, requireUser, signedIn } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';
import { consentState, recordConsent } from './consent';
import { exportPersonData, exportToCsv } from './export';
import { deleteOwnAccount } from './service';

/** The shopper's data rights (issue 30, item 2; decision 065): their own account only, never cached. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  const secure = app.config.publicUrl.startsWith('https:');

  app.get(
    '/api/privacy/export',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Everything the shop holds about me, as JSON or one CSV file',
        querystring: exportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([exportSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const data = await exportPersonData(app.db, requireUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="my-data-${day}.csv"`)
          .send(exportToCsv(data));
      return reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`).send(data);
    },
  );

  app.get(
    '/api/privacy/consent',
    { onRequest: signedIn, schema: { tags, response: { 200: consentStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return consentState(app.db, requireUser(request).id);
    },
  );

  app.put(
    '/api/privacy/consent',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Give or withdraw consent to marketing messages',
        body: consentInputSchema,
        response: { 200: consentStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return recordConsent(app.db, requireUser(request).id, request.body);
    },
  );

  app.post(
    '/api/privacy/delete-account',
    {
      onRequest: signedIn,
      config: rateLimited('signIn', 'user'),
      schema: {
        tags,
        summary: 'Delete my account (erasure): asks for the password',
        body: deleteAccountSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteOwnAccount(app.db, requireUser(request), request.body.password);
      clearSessionCookie(reply, secure);
      return result;
    },
  );
};
