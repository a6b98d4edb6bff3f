import type { FastifyInstance } from 'fastify';
import { createDarajaClient, type FetchLike } from './daraja-client';
import { createDarajaSimulator, SIMULATOR_CREDENTIALS } from './daraja-simulator';
import { callbackSecret } from './callback-secret';
import { databaseState } from './simulator-state';
import { paymentRoutes } from './routes';
import { reconcilePayments } from './reconcile';
import { latestPayments, paymentForUser, startStkPush, type PaymentDeps } from './service';
import { handleCallback } from './settle';
import { expireUnpaidOrders } from '../orders/service';
import type { Role } from '#core/product-status';

const HOSTS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;
export const SIMULATOR_PREFIX = '/__daraja';

export interface PaymentsOptions {
  /** How Daraja is reached; tests route it through app.inject. Default: fetch. */
  fetch?: FetchLike;
  simulatorDelayMs?: number;
}

export async function registerPayments(app: FastifyInstance, opts: PaymentsOptions = {}) {
  const c = app.config;
  const fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
  const secret = c.MPESA_CALLBACK_SECRET ?? (await callbackSecret(app.db, c.DATA_DIR));
  const callbackUrl = `${c.publicUrl}/api/payments/mpesa/callback/${secret}`;
  const simulator = c.MPESA_ENV === 'simulator';
  let baseUrl: string = simulator ? '' : HOSTS[c.MPESA_ENV as 'sandbox' | 'production'];
  if (simulator) {
    const sim = createDarajaSimulator({
      callbackDelayMs: opts.simulatorDelayMs ?? 2500,
      post: fetchFn,
      callbackUrl,
      log: (m) => app.log.warn(m),
      state: databaseState(app.db),
    });
    await sim.register(app, SIMULATOR_PREFIX);
    app.decorate('darajaSimulator', sim);
    // The simulator lives in this process; it is reached over HTTP like the real one.
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}${SIMULATOR_PREFIX}`;
    });
    if (opts.fetch) baseUrl = `http://localhost${SIMULATOR_PREFIX}`;
  }
  const creds = simulator
    ? SIMULATOR_CREDENTIALS
    : { consumerKey: c.MPESA_CONSUMER_KEY!, consumerSecret: c.MPESA_CONSUMER_SECRET!, shortcode: c.MPESA_SHORTCODE!, passkey: c.MPESA_PASSKEY! };
  const daraja = createDarajaClient(
    {
      get baseUrl() {
        return baseUrl;
      },
      ...creds,
    },
    fetchFn,
  );
  const deps: PaymentDeps = {
    db: app.db,
    daraja,
    callbackUrl,
    log: app.log,
    // The paid mail was queued with the payment; send it now rather than at the next tick.
    onPaid: async () => void app.notifications.kick(),
  };
  app.decorate('payments', createPaymentService(deps));
  // In one process of the shop at a time (decision 022); main.ts starts the runner, tests call reconcile().
  const everyMs = c.JOB_INTERVAL_SECONDS * 1000;
  app.jobs.register({ name: 'payment-reconciliation', everyMs, deps, tick: (d, now) => reconcilePayments(d, now.getTime()) });
  app.jobs.register({ name: 'order-expiry', everyMs, deps: app.db, tick: (db, now) => expireUnpaidOrders(db, now) });
  await app.register(paymentRoutes(secret));
}

/** The payment service, built once per app on its dependencies: routes, other modules and the reconciler use it. */
function createPaymentService(deps: PaymentDeps) {
  return {
    startStkPush: (userId: number, input: { orderId: number; phoneNumber: string }) => startStkPush(deps, userId, input),
    paymentForUser: (id: number, user: { id: number; isAdmin: boolean; role?: Role }) => paymentForUser(deps.db, id, user),
    /** The latest attempt of each order, in one query. */
    latestOfOrders: (orderIds: readonly number[]) => latestPayments(deps.db, orderIds),
    handleCallback: (body: unknown) => handleCallback(deps, body),
    /** One pass of the reconciler: ask about late payments, expire unpaid orders. */
    async reconcile(now = Date.now()) {
      const settled = await reconcilePayments(deps, now);
      const expired = await expireUnpaidOrders(deps.db, new Date(now));
      return { settled, expired };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: ReturnType<typeof createPaymentService>;
    darajaSimulator?: ReturnType<typeof createDarajaSimulator>;
  }
}
