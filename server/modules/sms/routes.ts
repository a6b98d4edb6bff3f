import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema';
import { messageSchema } from '#core/schemas/common';
import {
  deliveryReportReplySchema,
  deliveryReportSchema,
  notifyBySchema,
  simulatorModeSchema,
  smsOutboxSchema,
} from '#core/schemas/sms';
import { conflict } from '../../errors';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth';
import { recordDeliveryReport } from './service';

export const smsRoutes: FastifyPluginAsyncZod<{ secretMatches: (s: string) => boolean }> = async (app, opts) => {
  const tags = ['sms'];
  // AT posts form-encoded (reference §3); JSON is read too, for tools that replay a report.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/sms/delivery-report/:secret',
    {
      schema: {
        tags,
        summary: "Africa's Talking delivery report (the secret in the path; a wrong one is acknowledged and ignored)",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        params: z.object({ secret: z.string().max(200) }),
        body: deliveryReportSchema,
        response: { 200: deliveryReportReplySchema },
      },
    },
    async (request) => {
      if (!opts.secretMatches(request.params.secret)) return { received: false };
      // Stored before the answer: acknowledged means kept (decision 053).
      await recordDeliveryReport(app.db, request.body as Record<string, string>);
      return { received: true };
    },
  );

  app.get(
    '/api/users/me/notifications',
    { onRequest: signedIn, schema: { tags, response: { 200: notifyBySchema } } },
    async (request) => {
      const [row] = await app.db
        .select({ notify_by: users.notifyBy })
        .from(users)
        .where(eq(users.id, requireUser(request).id));
      return row;
    },
  );

  app.put(
    '/api/users/me/notifications',
    { onRequest: signedIn, schema: { tags, body: notifyBySchema, response: { 200: notifyBySchema } } },
    async (request) => {
      await app.db
        .update(users)
        .set({ notifyBy: request.body.notify_by, updatedAt: new Date() })
        .where(eq(users.id, requireUser(request).id));
      return request.body;
    },
  );

  app.get(
    '/api/admin/sms/outbox',
    { onRequest: adminOnly, schema: { tags, response: { 200: smsOutboxSchema } } },
    async () => {
      const sim = app.sms.simulator;
      const rows = sim ? await sim.outbox() : [];
      return {
        mode: app.config.SMS_ENV,
        gateway: sim ? sim.mode : null,
        messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  );

  app.put(
    '/api/admin/sms/simulator',
    {
      onRequest: adminOnly,
      schema: { tags, body: simulatorModeSchema, response: { 200: simulatorModeSchema, 409: messageSchema } },
    },
    async (request) => {
      const sim = app.sms.simulator;
      if (!sim) throw conflict('The SMS simulator is off (SMS_ENV is not simulator)');
      sim.setMode(request.body.gateway);
      return { gateway: sim.mode };
    },
  );
};
