import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appSecrets } from '#db/schema';
import { neverLog } from '../../logging';
import { processAlertChanges } from './fanout';
import { waitingSweep } from './waiting-sweep';
import { alertRoutes } from './routes';

/** The key that signs the stop links: made once and kept for every process (like the SMS callback secret). */
async function signingSecret(app: FastifyInstance) {
  const name = 'alerts-signing-secret';
  await app.db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await app.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

/**
 * Back in stock and price drops (issue 31, decision 069): the routes, and a job that turns the products
 * trigger's changes into messages on the mail queue. Staff saving anything kicks it, so a restock in the
 * admin is told within a second rather than at the next tick.
 */
export async function registerAlerts(app: FastifyInstance) {
  const secret = await signingSecret(app);
  neverLog(secret);
  const deps = { app, secret };
  const sweep = waitingSweep();
  const tick = async (now = new Date()) => {
    const settings = await app.settings.get();
    const ctx = { publicUrl: app.config.publicUrl, secret, storeName: settings.storeName, now };
    const result = await processAlertChanges(app.db, ctx);
    return { ...result, queued: result.queued + (await sweep(app.db, ctx)) };
  };
  let running: Promise<unknown> | null = null;
  const kick = () => {
    running ??= tick()
      .then((r) => (r.queued ? app.notifications.kick() : null))
      .catch((err) => app.log.warn({ err }, 'alerts tick failed'))
      .finally(() => (running = null));
  };
  app.decorate('alerts', { tick, secret });
  await app.register(alertRoutes, { secret, kick: () => void app.notifications.kick() });
  app.addHook('onResponse', async (request, reply) => {
    const staff = request.user?.role === 'staff' || request.user?.role === 'admin';
    if (staff && request.method !== 'GET' && reply.statusCode < 400 && request.url.startsWith('/api/')) kick();
  });
  app.jobs.register({
    name: 'alerts',
    everyMs: app.config.JOB_INTERVAL_SECONDS * 1000,
    deps,
    tick: async (_d, now) => {
      const r = await tick(now);
      if (r.queued) await app.notifications.kick();
      return r;
    },
  });
  app.addHook('onClose', async () => void (await running));
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { tick: (now?: Date) => ReturnType<typeof processAlertChanges>; secret: string };
  }
}
