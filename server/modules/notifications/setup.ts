import type { FastifyInstance } from 'fastify';
import { readDeliveryOptions } from '../delivery/service';
import { orderEventMail } from './order-mail';
import { lowStockTick } from './low-stock';
import { ownerOrderMail } from './owner-mail';
import { processMailQueue } from './queue';
import { eventNotifyBy, orderEventSms } from '../sms/order-sms';

/** The mail queue worker and the daily low-stock summary, as ticks of the job runner (decision 022). */
export function registerNotifications(app: FastifyInstance) {
  const orderSms = async (eventId: number) => {
    const settings = await app.settings.get();
    return orderEventSms(app.db, eventId, {
      storeName: settings.storeName,
      publicUrl: app.config.publicUrl,
      pickupAddress: (await readDeliveryOptions(app.db)).pickup.address,
    });
  };
  const queueDeps = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    sms: app.sms.sender,
    orderSms,
    // A shopper who chose SMS only gets no mail for a step, unless there is no text for it (no phone).
    orderMail: async (eventId: number) =>
      (await eventNotifyBy(app.db, eventId)) === 'sms' && (await orderSms(eventId))
        ? null
        : orderEventMail(app.db, eventId, {
            settings: await app.settings.get(),
            publicUrl: app.config.publicUrl,
            mpesaEnv: app.config.MPESA_ENV,
            pickup: (await readDeliveryOptions(app.db)).pickup,
          }),
    ownerMail: async (eventId: number) =>
      ownerOrderMail(app.db, eventId, { settings: await app.settings.get(), publicUrl: app.config.publicUrl }),
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
  // In one process of the shop at a time (decision 022); main.ts starts the runner, tests call the ticks.
  app.jobs.register({
    name: 'mail-queue',
    everyMs: app.config.JOB_INTERVAL_SECONDS * 1000,
    deps: queueDeps,
    tick: (d, now) => processMailQueue(d, now),
  });
  // Checked every 10 minutes, queued at most once per Nairobi day (the day is the mail's dedupe key).
  app.jobs.register({
    name: 'low-stock-summary',
    everyMs: 10 * 60_000,
    deps: lowStockDeps,
    tick: (d, now) => lowStockTick(d, now),
  });
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
