import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testPaymentsNotice } from '#core/payments/phone';
import { healthSchema } from '#core/schemas/health';
import { databaseFailure, HEALTH_TIMEOUT_MS, withTimeout } from './db-failure';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const timestamp = new Date().toISOString();
      const payments = { mode: app.config.MPESA_ENV, notice: testPaymentsNotice(app.config.MPESA_ENV) };
      try {
        await withTimeout(app.database.ping(), HEALTH_TIMEOUT_MS);
        return { status: 'OK', database: 'Connected', timestamp, payments };
      } catch (err) {
        // Only a coarse reason ('Disconnected: refused') is public; the details (host, port, user,
        // driver message) go to the log.
        request.log.warn({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'Error', database: databaseFailure(err), timestamp, payments });
      }
    },
  );
};
