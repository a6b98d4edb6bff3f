import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, recordIdParams } from '#core/schemas/common';
import { orderSchema } from '#core/schemas/orders';
import {
  assignPaymentSchema,
  c2bAckSchema,
  c2bPaymentSchema,
  c2bSimulateSchema,
  darajaAckSchema,
  paymentSchema,
  stkPushSchema,
} from '#core/schemas/payments';
import { parseId } from '../../errors';
import { adminOnly, requireUser, signedIn, verifiedOnly } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';
import { secretMatches, type CallbackKind, type CallbackSecrets } from './callback-secret';

const callbacksInFlight = new Set<Promise<unknown>>();

/** Resolves when every callback received so far has been processed (tests and graceful shutdown). */
export async function callbacksSettled() {
  while (callbacksInFlight.size) await Promise.all([...callbacksInFlight]);
}

/** Work done after an answer, waited for by callbacksSettled(). */
export function track(work: Promise<unknown>) {
  callbacksInFlight.add(work);
  void work.finally(() => callbacksInFlight.delete(work));
}

// Not stored, so not acknowledged: Daraja may send it again (issue 33). The shop is never the one to lose it.
const NOT_STORED = { ResultCode: 1, ResultDesc: 'Temporarily unavailable, please retry' };
const RETRY_AFTER_SECONDS = '5';

/**
 * What Daraja posts is always a JSON object of a few fields, a few levels deep. Anything else (no body,
 * an array, 500 levels of nesting) is no callback: ignored, not stored, never a 503 that asks for it again.
 */
function isCallbackBody(body: unknown): body is Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const depth = (v: unknown, d: number): number =>
    v && typeof v === 'object' && d <= 12 ? 1 + Math.max(0, ...Object.values(v).map((x) => depth(x, d + 1))) : 0;
  return depth(body, 0) <= 12 && JSON.stringify(body).length <= 64_000;
}

export const paymentRoutes =
  (secrets: CallbackSecrets): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];

    /**
     * A callback carrying money (issue 33, "record before acknowledging"): stored durably, then answered
     * 200, then applied from the stored row (a failure there is retried by the payment-inbox job). When
     * it cannot be stored the answer is 503 with Retry-After, never an "Accepted" the shop cannot keep.
     */
    async function receive(
      request: FastifyRequest,
      secret: string,
      reply: FastifyReply,
      secretKind: CallbackKind,
      kind: 'c2b' | 'stk' | 'status' | 'refund',
    ) {
      if (!secretMatches(secrets, secretKind, secret)) {
        request.log.warn({ ip: request.ip, kind }, 'M-Pesa callback with a wrong secret ignored');
        return reply.send({ ResultCode: 0, ResultDesc: 'Accepted' });
      }
      if (!isCallbackBody(request.body)) {
        request.log.warn({ kind }, 'M-Pesa callback that is not a JSON object of a callback ignored');
        return reply.send({ ResultCode: 0, ResultDesc: 'Accepted' });
      }
      let id: number;
      try {
        id = await app.payments.recordCallback(kind, request.body);
      } catch (err) {
        request.log.error({ err, kind }, 'M-Pesa callback not stored: answered 503 for M-Pesa to retry');
        return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(NOT_STORED);
      }
      reply.send({ ResultCode: 0, ResultDesc: 'Accepted' });
      track(app.payments.applyCallback(id));
      return reply;
    }
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
        const id = parseId(request.params.id, 'Payment not found');
        return app.payments.paymentForUser(id, user);
      },
    );

    // Paybill (C2B, decision 038). Daraja signs nothing here either: the same long secret is in both paths,
    // and the paths avoid the words Daraja refuses in registered URLs ('mpesa', 'safaricom', 'query', …).
    const secretParams = z.object({ secret: z.string().max(200) });
    const c2bBody = z.union([c2bPaymentSchema, z.unknown()]);
    app.post(
      '/api/payments/paybill/validate/:secret',
      { schema: { hide: true, params: secretParams, body: c2bBody, response: { 200: c2bAckSchema } } },
      async (request) => {
        if (!secretMatches(secrets, 'paybillValidate', request.params.secret)) {
          request.log.warn({ ip: request.ip }, 'Paybill validation with a wrong secret refused');
          return { ResultCode: 'C2B00016', ResultDesc: 'Rejected' };
        }
        const answer = await app.payments.validateC2b(request.body);
        // Kept for the C2B reconciler: a validation accepted and no confirmation after it is asked about.
        // Best effort: a payment is never refused because this could not be written.
        if (answer.ResultCode === 0)
          await app.payments
            .recordCallback('c2b_validation', request.body)
            .catch((err) => request.log.warn({ err }, 'Paybill validation not stored'));
        return answer;
      },
    );
    app.post(
      '/api/payments/paybill/confirm/:secret',
      {
        schema: {
          hide: true,
          params: secretParams,
          body: c2bBody,
          response: { 200: c2bAckSchema, 503: c2bAckSchema },
        },
      },
      async (request, reply) => receive(request, request.params.secret, reply, 'paybillConfirm', 'c2b'),
    );

    // Daraja's Transaction Status results (the Paybill reconciler's questions), stored like every callback.
    app.post(
      '/api/payments/status/result/:secret',
      { schema: { hide: true, params: secretParams, response: { 200: darajaAckSchema, 503: darajaAckSchema } } },
      async (request, reply) => receive(request, request.params.secret, reply, 'statusResult', 'status'),
    );
    app.post(
      '/api/payments/status/timeout/:secret',
      { schema: { hide: true, params: secretParams, response: { 200: darajaAckSchema } } },
      async (request) => {
        // Nothing to record: the reconciler asks again after its back-off.
        if (secretMatches(secrets, 'statusResult', request.params.secret))
          request.log.warn('M-Pesa Transaction Status query timed out in its queue');
        return { ResultCode: 0, ResultDesc: 'Accepted' };
      },
    );

    // Decision 060: the B2C and Reversal Results of automatic refunds, stored before they are answered.
    app.post(
      '/api/payments/refund/result/:secret',
      { schema: { hide: true, params: secretParams, response: { 200: darajaAckSchema, 503: darajaAckSchema } } },
      async (request, reply) => receive(request, request.params.secret, reply, 'refundResult', 'refund'),
    );
    app.post(
      '/api/payments/refund/timeout/:secret',
      { schema: { hide: true, params: secretParams, response: { 200: darajaAckSchema } } },
      async (request) => {
        // M-Pesa gave up queueing it: nothing moved; the request stays pending until its Result or the owner.
        if (secretMatches(secrets, 'refundResult', request.params.secret))
          request.log.warn('M-Pesa automatic refund timed out in its queue');
        return { ResultCode: 0, ResultDesc: 'Accepted' };
      },
    );

    if (app.payments.simulator) {
      // The simulator only: a Paybill payment made as a customer would, through Daraja's C2B simulate call.
      app.post(
        '/api/payments/paybill/simulate',
        {
          config: rateLimited('payment', 'user'),
          onRequest: signedIn,
          schema: {
            tags,
            summary:
              'Simulator only: pay the Paybill as a customer would (M-Pesa sends the confirmation a moment later)',
            body: c2bSimulateSchema,
            response: { 202: messageSchema },
          },
        },
        async (request, reply) => {
          requireUser(request);
          await app.payments.simulatePaybill(request.body);
          return reply.status(202).send({ message: 'Paybill payment sent. M-Pesa confirms it in a moment.' });
        },
      );
    }

    app.get(
      '/api/admin/payments/unmatched',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Paybill payments whose account names no order, until assigned',
          response: { 200: z.array(paymentSchema) },
        },
      },
      async () => app.payments.unmatched(),
    );

    app.post(
      '/api/admin/payments/:id/assign',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Assign an unmatched Paybill payment to an order',
          params: recordIdParams,
          body: assignPaymentSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        const id = parseId(request.params.id, 'Payment not found');
        request.log.info({ adminId: admin.id, paymentId: id, order: request.body.order }, 'Paybill payment assigned');
        return app.payments.assign(id, request.body.order, admin.id);
      },
    );

    // Daraja posts here. It signs nothing, so the path carries a long secret; answer at once, then process.
    app.post(
      '/api/payments/mpesa/callback/:secret',
      {
        schema: {
          hide: true,
          params: secretParams,
          response: { 200: darajaAckSchema, 503: darajaAckSchema },
        },
      },
      async (request, reply) => receive(request, request.params.secret, reply, 'stk', 'stk'),
    );
  };
