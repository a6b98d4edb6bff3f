import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParams as idParams } from '#core/schemas/common';
import {
  adminCustomerDetailSchema,
  adminCustomerOrdersQuerySchema,
  adminCustomersPageSchema,
  adminCustomersQuerySchema,
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  orderNoteInputSchema,
  orderNoteSchema,
} from '#core/schemas/admin-find';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { parseId } from '../../errors';
import { adminOnly, requireUser, staffOnly } from '../../plugins/auth';
import { CUSTOMER_NOT_FOUND, customerDetail, searchCustomers } from './customers';
import { searchOrders } from './find-orders';
import { addOrderNote, adminOrderDetail } from './order-detail';

/** The admin's Find (issue 20 point 1, decision 033): new paths; the spec's /api/orders is left as it is. */
export const adminFindRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/api/admin/orders',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Search, filter, sort and page orders',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      },
    },
    async (request) => searchOrders(app.db, request.query),
  );
  app.get(
    '/api/admin/orders/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'An order with its payments, timeline and private notes',
        params: idParams,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => adminOrderDetail(app.db, parseId(request.params.id, ORDER_MESSAGES.notFound)),
  );
  app.post(
    '/api/admin/orders/:id/notes',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Add a private note (staff only)',
        params: idParams,
        body: orderNoteInputSchema,
        response: { 201: orderNoteSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addOrderNote(
            app.db,
            parseId(request.params.id, ORDER_MESSAGES.notFound),
            requireUser(request).id,
            request.body.text,
          ),
        ),
  );
  app.get(
    '/api/admin/customers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Customers with their order count and money spent',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersPageSchema },
      },
    },
    async (request) => searchCustomers(app.db, request.query),
  );
  app.get(
    '/api/admin/customers/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'A customer and a page of their orders',
        params: idParams,
        querystring: adminCustomerOrdersQuerySchema,
        response: { 200: adminCustomerDetailSchema },
      },
    },
    async (request) => customerDetail(app.db, parseId(request.params.id, CUSTOMER_NOT_FOUND), request.query),
  );
};
