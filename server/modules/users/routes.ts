import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '#core/schemas/auth';
import { messageSchema, recordIdParams } from '#core/schemas/common';
import { USER_MESSAGES } from '#core/accounts/user-fields';
import { userUpdateSchema } from '#core/schemas/users';
import { parseId } from '../../errors';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../../plugins/auth';
import { deleteUser, listUsers, updateUser } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  app.get(
    '/api/users',
    { onRequest: adminOnly, schema: { tags, response: { 200: z.array(publicUserSchema) } } },
    async () => {
      return listUsers(app.db);
    },
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: signedIn,
      schema: { tags, params: recordIdParams, body: userUpdateSchema, response: { 200: publicUserSchema } },
    },
    async (request) =>
      updateUser(app.db, requireUser(request), parseId(request.params.id, USER_MESSAGES.notFound), request.body),
  );

  app.delete(
    '/api/users/:id',
    { onRequest: adminOnly, schema: { tags, params: recordIdParams, response: { 200: messageSchema } } },
    async (request) => deleteUser(app.db, requireAdmin(request), parseId(request.params.id, USER_MESSAGES.notFound)),
  );
};
