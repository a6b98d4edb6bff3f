import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appSecrets } from '#db/schema';
import { neverLog } from '../../logging';
import type { FetchLike } from '../payments/daraja-client';
import { createAtClient, type AtSettings } from './at-client';
import { AT_SIMULATOR_CREDENTIALS, AT_SIMULATOR_PREFIX, createAtSimulator, type AtSimulator } from './at-simulator';
import { smsRoutes } from './routes';
import { createSmsSender, type SmsSender } from './service';

const HOSTS = { sandbox: 'https://api.sandbox.africastalking.com', production: 'https://api.africastalking.com' };

/** The delivery-report path's secret: the setting, else one made once and kept for every process. */
async function callbackSecret(app: FastifyInstance): Promise<string> {
  if (app.config.SMS_CALLBACK_SECRET) return app.config.SMS_CALLBACK_SECRET;
  const name = 'sms-callback-secret';
  await app.db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await app.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

/**
 * Africa's Talking SMS (issue 31): the real client, or the built-in simulator (the default) reached over
 * HTTP like the real one; the delivery-report callback and the admin's outbox.
 */
export async function registerSms(app: FastifyInstance, opts: { fetch?: FetchLike; deliveryDelayMs?: number } = {}) {
  const c = app.config;
  const fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
  const secret = await callbackSecret(app);
  neverLog(secret);
  const simulated = c.SMS_ENV === 'simulator';
  // The simulator answers in this process: reached at the listening address (or through inject in tests).
  let origin = opts.fetch ? 'http://localhost' : c.publicUrl;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!opts.fetch && address && typeof address === 'object') origin = `http://127.0.0.1:${address.port}`;
  });
  let simulator: AtSimulator | null = null;
  if (simulated) {
    simulator = createAtSimulator({
      db: app.db,
      post: fetchFn,
      callbackUrl: () => `${origin}/api/sms/delivery-report/${secret}`,
      deliveryDelayMs: opts.deliveryDelayMs ?? (opts.fetch ? 0 : 1500),
    });
    await simulator.register(app, AT_SIMULATOR_PREFIX);
  }
  const settings = (): AtSettings =>
    simulated
      ? { baseUrl: `${origin}${AT_SIMULATOR_PREFIX}`, ...AT_SIMULATOR_CREDENTIALS, from: c.AT_SENDER_ID }
      : {
          baseUrl: HOSTS[c.SMS_ENV as 'sandbox' | 'production'],
          username: c.AT_USERNAME!,
          apiKey: c.AT_API_KEY!,
          from: c.AT_SENDER_ID,
        };
  const sender = createSmsSender({ db: app.db, client: createAtClient(settings, fetchFn), log: app.log });
  app.decorate('sms', { sender, simulator });
  await app.register(smsRoutes, {
    secretMatches: (given: string) => {
      const a = Buffer.from(given);
      const b = Buffer.from(secret);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: { sender: SmsSender; simulator: AtSimulator | null };
  }
}
