import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParams as idParams } from '#core/schemas/common';
import { ORDER_MESSAGES, orderSchema } from '#core/schemas/orders';
import {
  RETURN_MESSAGES,
  returnInputSchema,
  returnSchema,
  returnsPageSchema,
  returnsQuerySchema,
  returnStepSchema,
  serialsInputSchema,
} from '#core/schemas/returns';
import { parseId } from '../../errors';
import { requireStaff, requireUser, signedIn, staffOnly } from '../../plugins/auth';
import { findOrders } from '../orders/service';
import { findReturns, openReturn, returnsPage } from './service';
import { recordSerials, stepReturn } from './steps';

/** Returns and warranty requests (issue 30, decision 066), and serial numbers recorded at dispatch. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['returns'];
  const told = <T>(result: T) => {
    void app.notifications.kick();
    return result;
  };

  app.post(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Ask for a return (within the return window) or a warranty repair on one's own delivered order",
        params: idParams,
        body: returnInputSchema,
        response: { 201: returnSchema },
      },
    },
    async (request, reply) => {
      const settings = await app.settings.get();
      const made = await openReturn(
        app.db,
        parseId(request.params.id, ORDER_MESSAGES.notFound),
        requireUser(request).id,
        request.body,
        { windowDays: settings.returnWindowDays },
      );
      return reply.status(201).send(told(made));
    },
  );

  app.get(
    '/api/returns/mine',
    {
      onRequest: signedIn,
      schema: { tags, summary: "The caller's return and warranty requests", response: { 200: z.array(returnSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return findReturns(app.db, { userId: requireUser(request).id });
    },
  );

  app.get(
    '/api/admin/returns',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Return and warranty requests, by status and kind, newest first (admin)',
        querystring: returnsQuerySchema,
        response: { 200: returnsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return returnsPage(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/returns/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Approve, decline, record receipt of, or resolve (repair, replacement, refund) a request (admin)',
        params: idParams,
        body: returnStepSchema,
        response: { 200: returnSchema },
      },
    },
    async (request) =>
      told(
        await stepReturn(
          app.db,
          parseId(request.params.id, RETURN_MESSAGES.notFound),
          request.body,
          requireStaff(request).id,
        ),
      ),
  );

  app.put(
    '/api/admin/orders/:id/serials',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Record the serial numbers of the units of an order, per line (admin, at dispatch)',
        params: idParams,
        body: serialsInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, ORDER_MESSAGES.notFound);
      await recordSerials(app.db, id, request.body.items, requireStaff(request).id);
      return (await findOrders(app.db, { id }))[0];
    },
  );
};
