import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KENYA_COUNTIES } from '#core/delivery/counties';
import { DELIVERY_MESSAGES } from '#core/delivery/rules';
import { messageSchema, recordIdParams as idParams } from '#core/schemas/common';
import { addressInputSchema, addressSchema, deliveryInfoSchema, deliveryOptionsSchema } from '#core/schemas/delivery';
import { parseId } from '../../errors';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  readDeliveryOptions,
  saveDeliveryOptions,
  updateAddress,
} from './service';

/** The owner's delivery table (issue 14) and the shoppers' address books. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = async () => ({
    options: await readDeliveryOptions(app.db),
    freeDeliveryThreshold: (await app.settings.get()).freeDeliveryThreshold,
    counties: [...KENYA_COUNTIES],
  });

  app.get(
    '/api/delivery',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery options, fees and the free-delivery threshold',
        response: { 200: deliveryInfoSchema },
      },
    },
    info,
  );

  app.put(
    '/api/delivery',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['delivery'],
        summary: 'Save the delivery table (admin)',
        body: deliveryOptionsSchema,
        response: { 200: deliveryInfoSchema },
      },
    },
    async (request) => {
      await saveDeliveryOptions(app.db, request.body, requireUser(request).id);
      return info();
    },
  );

  const tags = ['addresses'];
  app.get(
    '/api/addresses',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's address book, last used first",
        response: { 200: z.array(addressSchema) },
      },
    },
    async (request) => listAddresses(app.db, requireUser(request).id),
  );

  app.post(
    '/api/addresses',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add an address to the caller’s book (at most 5)',
        body: addressInputSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(app.db, requireUser(request).id, request.body)),
  );

  app.put(
    '/api/addresses/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change an address of the caller',
        params: idParams,
        body: addressInputSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) =>
      updateAddress(
        app.db,
        requireUser(request).id,
        parseId(request.params.id, DELIVERY_MESSAGES.addressNotFound),
        request.body,
      ),
  );

  app.delete(
    '/api/addresses/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete an address of the caller',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      deleteAddress(app.db, requireUser(request).id, parseId(request.params.id, DELIVERY_MESSAGES.addressNotFound)),
  );
};
