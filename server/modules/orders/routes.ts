import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etimsView } from './receipt-etims-view';
import { requestLanguage } from '../../i18n/language';
import { z } from 'zod';
import { messageSchema, recordIdParams as idParams } from '#core/schemas/common';
import {
  cancelInputSchema,
  createOrderSchema,
  layawayQuoteInputSchema,
  layawayQuoteSchema,
  MAX_OPEN_UNPAID_ORDERS,
  ORDER_MESSAGES,
  orderSchema,
  ordersQuerySchema,
  orderStatusInputSchema,
  ownOrderSchema,
  refundInputSchema,
  stageInputSchema,
  type Order,
} from '#core/schemas/orders';
import { receiptSchema } from '#core/schemas/receipt';
import { parseId } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { requireUser, signedIn, staffOnly, verifiedOnly } from '../../plugins/auth';
import { readDeliveryOptions } from '../delivery/service';
import { cancelOrder, moveStage, refundOrder, setDelivered } from './fulfilment';
import { receiptPdf } from './receipt-pdf';
import { receiptFor } from './receipt';
import { createOrder, deleteOrder, findOrders, orderForUser } from './service';
import { layawayQuote } from './layaway';

const orderId = (raw: string) => parseId(raw, ORDER_MESSAGES.notFound);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  /** A move may have queued a mail to the shopper: send it now rather than at the queue's next tick. */
  const told = <T>(result: T) => {
    void app.notifications.kick();
    return result;
  };
  /** Orders with their latest payment attempt: findOrders read every payment of the lot in one query. */
  const withPayments = async (list: Order[]) => list.map((o) => ({ ...o, payment: o.payments.at(-1) ?? null }));

  app.post(
    '/api/orders',
    {
      config: rateLimited('order', 'user', { exemptAdmins: true }),
      onRequest: verifiedOnly,
      schema: { tags, summary: 'Place an order', body: createOrderSchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const settings = await app.settings.get();
      const order = await createOrder(app.db, user.id, request.body, {
        delivery: settings,
        layaway: settings,
        deliveryOptions: await readDeliveryOptions(app.db),
        ttlMinutes: app.config.ORDER_EXPIRY_MINUTES,
        // Staff entering phone orders are exempt, as from the rate limit.
        maxOpenUnpaid: user.isAdmin ? undefined : MAX_OPEN_UNPAID_ORDERS,
      });
      // The language the order was placed in: its mails (paid, dispatched…) are written in it (issue 18).
      await app.authService.rememberLanguage(user.id, requestLanguage(request));
      return reply.status(201).send(order);
    },
  );

  // Public like the prices it is worked from: the cart shows both choices before the shopper signs in.
  app.post(
    '/api/orders/layaway-quote',
    {
      schema: {
        tags,
        summary: "Whether layaway applies to a cart, and its deposit, period and expiry policy (the server's figures)",
        body: layawayQuoteInputSchema,
        response: { 200: layawayQuoteSchema },
      },
    },
    async (request) => layawayQuote(app.db, await app.settings.get(), request.body),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Cancel an order: the caller's own while unpaid or paid and not dispatched; an admin's needs a reason (and a refund reference when paid)",
        params: idParams,
        body: cancelInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const order = await cancelOrder(app.db, orderId(request.params.id), requireUser(request), request.body);
      // Its money, if any, goes back through M-Pesa when the owner turned automatic refunds on (decision 060).
      app.payments.autoRefundLater(order.id);
      return told(order);
    },
  );

  app.post(
    '/api/orders/:id/stage',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Move an order on: processing, dispatched, delivered or collected (admin)',
        params: idParams,
        body: stageInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      told(
        await moveStage(app.db, orderId(request.params.id), request.body, {
          actor: 'admin',
          userId: requireUser(request).id,
        }),
      ),
  );

  app.post(
    '/api/orders/:id/refund',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary:
          "Record money given back from the shop's M-Pesa portal, with its reference: any order with refund due (admin)",
        params: idParams,
        body: refundInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      told(
        await refundOrder(app.db, orderId(request.params.id), request.body, {
          actor: 'admin',
          userId: requireUser(request).id,
        }),
      ),
  );

  app.get(
    '/api/orders/:id/receipt',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The receipt of a paid order (its buyer or an admin)',
        params: idParams,
        response: { 200: receiptSchema },
      },
    },
    async (request) =>
      receiptFor(
        app.db,
        orderId(request.params.id),
        requireUser(request),
        await app.settings.get(),
        etimsView(app.config, (await app.etims.current()).mode),
      ),
  );

  app.get(
    '/api/orders/:id/receipt.pdf',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The receipt as a PDF',
        params: idParams,
        produces: ['application/pdf'],
        response: {
          200: { description: 'The receipt, one A4 page', content: { 'application/pdf': { schema: z.any() } } },
        },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(
        app.db,
        orderId(request.params.id),
        requireUser(request),
        await app.settings.get(),
        etimsView(app.config, (await app.etims.current()).mode),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${receipt.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(receiptPdf(receipt));
    },
  );

  app.get(
    '/api/orders/mine',
    {
      onRequest: signedIn,
      schema: { tags, summary: "The caller's orders, newest first", response: { 200: z.array(ownOrderSchema) } },
    },
    async (request) => withPayments(await findOrders(app.db, { userId: requireUser(request).id })),
  );

  app.get(
    '/api/orders',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'All orders, or those at one stage (admin)',
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => findOrders(app.db, { stage: request.query.stage }),
  );

  app.get(
    '/api/orders/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'One order of the caller (any order for an admin)',
        params: idParams,
        response: { 200: ownOrderSchema },
      },
    },
    async (request) =>
      (await withPayments([await orderForUser(app.db, orderId(request.params.id), requireUser(request))]))[0],
  );

  app.put(
    '/api/orders/:id/status',
    {
      onRequest: staffOnly,
      schema: { tags, params: idParams, body: orderStatusInputSchema, response: { 200: orderSchema } },
    },
    async (request) => {
      return told(
        await setDelivered(app.db, orderId(request.params.id), request.body.status === 'completed', {
          actor: 'admin',
          userId: requireUser(request).id,
        }),
      );
    },
  );

  app.delete(
    '/api/orders/:id',
    { onRequest: staffOnly, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      return deleteOrder(app.db, orderId(request.params.id), requireUser(request).id);
    },
  );
};
