import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeSettings } from '#db/schema';
import { settingsInputSchema } from '#core/schemas/settings';
import { adminOnly } from '../../plugins/auth';

const settingsSchema = settingsInputSchema.extend({ currency: z.literal('KES') });

/** Store settings are saved on the server (the spec's toast-only save was a leftover). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get('/api/settings', { schema: { tags, response: { 200: settingsSchema } } }, async () => app.settings.get());

  app.put(
    '/api/settings',
    { onRequest: adminOnly, schema: { tags, body: settingsInputSchema, response: { 200: settingsSchema } } },
    async (request) => {
      const values = { ...request.body, updatedAt: new Date() };
      await app.db.insert(storeSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: storeSettings.id, set: values });
      app.settings.invalidate();
      return app.settings.get();
    },
  );
};
