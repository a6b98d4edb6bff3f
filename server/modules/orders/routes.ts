import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderSchema, MAX_OPEN_UNPAID_ORDERS, ORDER_MESSAGES } from '#core/schemas/orders';
import { notFound } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { adminOnly, requireUser, signedIn, verifiedOnly } from '../../plugins/auth';
import { latestPaymentOfOrder } from '../payments/service';
import { cancelOrder, createOrder, deleteOrder, findOrders, orderForUser, setDelivered } from './service';

const idParams = z.object({ id: z.string().max(20) });
const parseId = (raw: string) => {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(ORDER_MESSAGES.notFound);
  return id;
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  app.post(
    '/api/orders',
    { config: rateLimited('order', 'user', { exemptAdmins: true }), onRequest: verifiedOnly, schema: { tags, summary: 'Place an order', body: createOrderSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const settings = await app.settings.get();
      const order = await createOrder(app.db, user.id, request.body, {
        delivery: settings,
        ttlMinutes: app.config.ORDER_EXPIRY_MINUTES,
        // Staff entering phone orders are exempt, as from the rate limit.
        maxOpenUnpaid: user.isAdmin ? undefined : MAX_OPEN_UNPAID_ORDERS,
      });
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    { onRequest: signedIn, schema: { tags, summary: 'Cancel an order of the caller that is still waiting for payment', params: idParams } },
    async (request) => cancelOrder(app.db, parseId(request.params.id), requireUser(request)),
  );

  app.get('/api/orders/mine', { onRequest: signedIn, schema: { tags, summary: "The caller's orders, newest first" } }, async (request) => {
    const user = requireUser(request);
    const orders = await findOrders(app.db, { userId: user.id });
    return Promise.all(orders.map(async (o) => ({ ...o, payment: await latestPaymentOfOrder(app.db, o.id) })));
  });

  app.get('/api/orders', { onRequest: adminOnly, schema: { tags, summary: 'All orders (admin)' } }, async () => {
    return findOrders(app.db);
  });

  app.get('/api/orders/:id', { onRequest: signedIn, schema: { tags, params: idParams } }, async (request) => {
    const order = await orderForUser(app.db, parseId(request.params.id), requireUser(request));
    return { ...order, payment: await latestPaymentOfOrder(app.db, order.id) };
  });

  app.put(
    '/api/orders/:id/status',
    { onRequest: adminOnly, schema: { tags, params: idParams, body: z.object({ status: z.enum(['pending', 'completed']) }) } },
    async (request) => {
      return setDelivered(app.db, parseId(request.params.id), request.body.status === 'completed');
    },
  );

  app.delete('/api/orders/:id', { onRequest: adminOnly, schema: { tags, params: idParams } }, async (request) => {
    return deleteOrder(app.db, parseId(request.params.id));
  });
};
