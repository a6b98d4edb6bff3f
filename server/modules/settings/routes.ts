import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsInputSchema, settingsResponseSchema as settingsSchema } from '#core/schemas/settings';
import { conflict } from '../../errors';
import { adminOnly, requireAdmin } from '../../plugins/auth';
import { readSettings, saveSettings } from './service';

export const SETTINGS_MESSAGES = {
  whatsappFromEnv: 'The WhatsApp number is set by WHATSAPP_NUMBER on the server; change it there.',
} as const;

/** Store settings are saved on the server (the spec's toast-only save was a leftover). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  const envWhatsapp = app.config.WHATSAPP_NUMBER;
  const current = async () => ({ ...(await app.settings.get()), whatsappNumberFromEnv: Boolean(envWhatsapp) });

  app.get('/api/settings', { schema: { tags, response: { 200: settingsSchema } } }, current);

  app.put(
    '/api/settings',
    { onRequest: adminOnly, schema: { tags, body: settingsInputSchema, response: { 200: settingsSchema } } },
    async (request) => {
      const values = { ...request.body, updatedAt: new Date() };
      if (envWhatsapp) {
        // Saving another number would be overridden without a word: say so instead.
        if (request.body.whatsappNumber !== envWhatsapp) throw conflict(SETTINGS_MESSAGES.whatsappFromEnv);
        // Keep the number the admin saved, for the day the environment variable is removed.
        values.whatsappNumber = (await readSettings(app.db)).whatsappNumber;
      }
      await saveSettings(app.db, requireAdmin(request).id, values);
      app.settings.invalidate();
      return current();
    },
  );
};
