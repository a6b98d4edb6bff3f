import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, nameSchema } from '#core/schemas/auth';
import { notFound } from '../../errors';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../../plugins/auth';
import { userSchema } from '../auth/routes';
import { deleteUser, listUsers, updateUser, USER_MESSAGES } from './service';

const idParams = z.object({ id: z.string().max(20) });
const parseId = (raw: string) => {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound(USER_MESSAGES.notFound);
  return id;
};
const updateBody = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  isAdmin: z.boolean().optional(),
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  app.get('/api/users', { onRequest: adminOnly, schema: { tags, response: { 200: z.array(userSchema) } } }, async () => {
    return listUsers(app.db);
  });

  app.put(
    '/api/users/:id',
    { onRequest: signedIn, schema: { tags, params: idParams, body: updateBody, response: { 200: userSchema } } },
    async (request) => updateUser(app.db, requireUser(request), parseId(request.params.id), request.body),
  );

  app.delete(
    '/api/users/:id',
    { onRequest: adminOnly, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => deleteUser(app.db, requireAdmin(request), parseId(request.params.id)),
  );
};
