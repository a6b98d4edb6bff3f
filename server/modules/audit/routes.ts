import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#core/schemas/audit';
import { adminOnly } from '../../plugins/auth';
import { listAudit } from './service';

/** The audit log: admins only (it records users and settings too). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Who changed what, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
