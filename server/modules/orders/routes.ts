import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, recordIdParams as idParams } from '#core/schemas/common';
import { createOrderSchema, MAX_OPEN_UNPAID_ORDERS, ORDER_MESSAGES, orderSchema, orderStatusInputSchema, ownOrderSchema, type Order } from '#core/schemas/orders';
import { notFound } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { adminOnly, requireUser, signedIn, verifiedOnly } from '../../plugins/auth';
import { readDeliveryOptions } from '../delivery/service';
import { cancelOrder, createOrder, deleteOrder, findOrders, orderForUser, setDelivered } from './service';

const parseId = (raw: string) => {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(ORDER_MESSAGES.notFound);
  return id;
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  /** Orders with their latest payment attempt: one payments query for the lot, not one per order. */
  const withPayments = async (list: Order[]) => {
    const payments = await app.payments.latestOfOrders(list.map((o) => o.id));
    return list.map((o) => ({ ...o, payment: payments.get(o.id) ?? null }));
  };

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
        deliveryOptions: await readDeliveryOptions(app.db),
        ttlMinutes: app.config.ORDER_EXPIRY_MINUTES,
        // Staff entering phone orders are exempt, as from the rate limit.
        maxOpenUnpaid: user.isAdmin ? undefined : MAX_OPEN_UNPAID_ORDERS,
      });
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Cancel an order of the caller that is still waiting for payment', params: idParams, response: { 200: orderSchema } },
    },
    async (request) => cancelOrder(app.db, parseId(request.params.id), requireUser(request)),
  );

  app.get(
    '/api/orders/mine',
    { onRequest: signedIn, schema: { tags, summary: "The caller's orders, newest first", response: { 200: z.array(ownOrderSchema) } } },
    async (request) => withPayments(await findOrders(app.db, { userId: requireUser(request).id })),
  );

  app.get('/api/orders', { onRequest: adminOnly, schema: { tags, summary: 'All orders (admin)', response: { 200: z.array(orderSchema) } } }, async () => {
    return findOrders(app.db);
  });

  app.get(
    '/api/orders/:id',
    { onRequest: signedIn, schema: { tags, summary: 'One order of the caller (any order for an admin)', params: idParams, response: { 200: ownOrderSchema } } },
    async (request) => (await withPayments([await orderForUser(app.db, parseId(request.params.id), requireUser(request))]))[0],
  );

  app.put(
    '/api/orders/:id/status',
    { onRequest: adminOnly, schema: { tags, params: idParams, body: orderStatusInputSchema, response: { 200: orderSchema } } },
    async (request) => {
      return setDelivered(app.db, parseId(request.params.id), request.body.status === 'completed');
    },
  );

  app.delete('/api/orders/:id', { onRequest: adminOnly, schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (request) => {
    return deleteOrder(app.db, parseId(request.params.id));
  });
};
