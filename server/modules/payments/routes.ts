import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParams } from '#core/schemas/common';
import { darajaAckSchema, paymentSchema, stkPushSchema } from '#core/schemas/payments';
import { notFound } from '../../errors';
import { requireUser, signedIn, verifiedOnly } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const callbacksInFlight = new Set<Promise<unknown>>();

/** Resolves when every callback received so far has been processed (tests and graceful shutdown). */
export async function callbacksSettled() {
  while (callbacksInFlight.size) await Promise.all([...callbacksInFlight]);
}

export const paymentRoutes = (callbackSecret: string): FastifyPluginAsyncZod => async (app) => {
  const tags = ['payments'];
  app.post(
    '/api/payments/mpesa/stk-push',
    {
      config: rateLimited('payment', 'user'),
      onRequest: verifiedOnly,
      schema: {
        tags,
        summary: 'Send an M-Pesa PIN prompt to pay an order',
        body: stkPushSchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await app.payments.startStkPush(user.id, request.body));
    },
  );

  app.get(
    '/api/payments/:id',
    { onRequest: signedIn, schema: { tags, params: recordIdParams, response: { 200: paymentSchema } } },
    async (request) => {
      const user = requireUser(request);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (!id) throw notFound('Payment not found');
      return app.payments.paymentForUser(id, user);
    },
  );

  // Daraja posts here. It signs nothing, so the path carries a long secret; answer at once, then process.
  app.post(
    '/api/payments/mpesa/callback/:secret',
    { schema: { hide: true, params: z.object({ secret: z.string().max(200) }), response: { 200: darajaAckSchema } } },
    async (request, reply) => {
      reply.send({ ResultCode: 0, ResultDesc: 'Accepted' });
      if (!sameSecret(request.params.secret, callbackSecret)) {
        request.log.warn({ ip: request.ip }, 'M-Pesa callback with a wrong secret ignored');
        return reply;
      }
      const work = app.payments.handleCallback(request.body).catch((err) => request.log.error({ err }, 'M-Pesa callback failed'));
      callbacksInFlight.add(work);
      await work;
      callbacksInFlight.delete(work);
      return reply;
    },
  );
};
