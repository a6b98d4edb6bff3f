import type { FastifyInstance } from 'fastify';
import { orderEventMail } from './order-mail';
import { lowStockTick } from './low-stock';
import { processMailQueue } from './queue';

/** The mail queue worker and the daily low-stock summary, as ticks the job runner (main.ts) calls. */
export function registerNotifications(app: FastifyInstance) {
  const queueDeps = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    orderMail: async (eventId: number) =>
      orderEventMail(app.db, eventId, { settings: await app.settings.get(), publicUrl: app.config.publicUrl, mpesaEnv: app.config.MPESA_ENV }),
  };
  const lowStockDeps = {
    db: app.db,
    threshold: async () => (await app.settings.get()).lowStockThreshold,
    storeName: async () => (await app.settings.get()).storeName,
    publicUrl: app.config.publicUrl,
  };
  let running: Promise<unknown> | null = null;
  const service: NotificationService = {
    /** One pass over the mail queue. */
    tick: (now = new Date()) => processMailQueue(queueDeps, now),
    /** Queues today's low-stock summary if there is something to say and it has not gone out yet. */
    lowStockTick: (now = new Date()) => lowStockTick(lowStockDeps, now),
    /**
     * Sends what was just queued without waiting for the next tick (after an order moved). A failure
     * only delays the mail: the queue's next tick retries it.
     */
    kick() {
      running ??= processMailQueue(queueDeps)
        .catch((err) => app.log.warn({ err }, 'mail queue tick failed'))
        .finally(() => (running = null));
      return running;
    },
  };
  app.decorate('notifications', service);
  // A kick still sending when the app closes must not write to a closed database.
  app.addHook('onClose', async () => void (await running));
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export type NotificationService = {
  tick: (now?: Date) => ReturnType<typeof processMailQueue>;
  lowStockTick: (now?: Date) => ReturnType<typeof lowStockTick>;
  kick: () => Promise<unknown>;
};
