import { paymentFailed } from '#core/messages/api';
import type { FastifyInstance } from 'fastify';
import { createDarajaClient, type FetchLike } from './daraja-client';
import { createDarajaSimulator, SIMULATOR_CREDENTIALS } from './daraja-simulator';
import { callbackSecrets } from './callback-secret';
import { databaseState } from './simulator-state';
import { paymentRoutes, track } from './routes';
import { reconcilePayments } from './reconcile';
import { paymentForUser, startStkPush, type PaymentDeps } from './service';
import { handleCallback } from './settle';
import { expireUnpaidOrders } from '../orders/service';
import { layawayTick } from '../orders/layaway-job';
import { normalizeMpesaPhone } from '#core/payments/phone';
import { badRequest, HttpError } from '../../errors';
import { DarajaError } from './daraja-client';
import { assignPayment, handleC2bConfirmation, unmatchedPayments, validateC2b } from './c2b';
import { handleStatusResult, reconcileC2b, type C2bReconcileDeps } from './c2b-reconcile';
import { SIMULATOR_INITIATOR } from './daraja-simulator-status';
import { applyCallback, recordCallback, retryCallbacks, type InboxHandlers, type InboxKind } from './inbox';
import type { Role } from '#core/catalog/product-status';
import { autoRefundSweep, requestAutoRefund, type AutoRefundDeps } from './auto-refund';
import { handleRefundResult } from './auto-refund-result';
import { storeSettings } from '#db/schema';

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
  const secrets = await callbackSecrets(app.db, c);
  const callbackUrl = `${c.publicUrl}/api/payments/mpesa/callback/${secrets.stk}`;
  const c2bUrls = {
    confirmationUrl: `${c.publicUrl}/api/payments/paybill/confirm/${secrets.paybillConfirm}`,
    validationUrl: `${c.publicUrl}/api/payments/paybill/validate/${secrets.paybillValidate}`,
  };
  // Daraja forbids 'query' (and 'mpesa') in the URLs it is given: 'status' it is.
  const statusUrls = {
    resultUrl: `${c.publicUrl}/api/payments/status/result/${secrets.statusResult}`,
    timeoutUrl: `${c.publicUrl}/api/payments/status/timeout/${secrets.statusResult}`,
  };
  // Decision 060: where Daraja posts the Results of automatic refunds (B2C and Reversal).
  const refundUrls = {
    resultUrl: `${c.publicUrl}/api/payments/refund/result/${secrets.refundResult}`,
    timeoutUrl: `${c.publicUrl}/api/payments/refund/timeout/${secrets.refundResult}`,
  };
  const simulator = c.MPESA_ENV === 'simulator';
  let baseUrl: string = simulator ? '' : HOSTS[c.MPESA_ENV as 'sandbox' | 'production'];
  if (simulator) {
    const sim = createDarajaSimulator({
      callbackDelayMs: opts.simulatorDelayMs ?? 2500,
      post: fetchFn,
      callbackUrl,
      c2bUrls,
      statusUrls,
      refundUrls,
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
    : {
        consumerKey: c.MPESA_CONSUMER_KEY!,
        consumerSecret: c.MPESA_CONSUMER_SECRET!,
        shortcode: c.MPESA_SHORTCODE!,
        passkey: c.MPESA_PASSKEY!,
      };
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
  // The Paybill's own shortcode (MPESA_SHORTCODE; the simulator's); a Paybill number set in the settings too.
  const shortcodes = async () => [creds.shortcode, (await app.settings.get()).paybillNumber].filter(Boolean);
  const initiator = simulator
    ? SIMULATOR_INITIATOR
    : c.MPESA_INITIATOR_NAME && c.MPESA_SECURITY_CREDENTIAL
      ? { name: c.MPESA_INITIATOR_NAME, credential: c.MPESA_SECURITY_CREDENTIAL }
      : undefined;
  const reconcileDeps: C2bReconcileDeps = { ...deps, initiator, statusUrls };
  const refundDeps: AutoRefundDeps = {
    ...deps,
    initiator,
    refundUrls,
    // Read fresh (not the 10 s cache): turned off means no request from that moment, in every process.
    mode: async () =>
      (await app.db.select({ mode: storeSettings.autoRefund }).from(storeSettings).limit(1))[0]?.mode ?? 'off',
  };
  app.decorate('payments', createPaymentService(deps, { shortcodes, c2bUrls, simulator, reconcileDeps, refundDeps }));
  // Daraja keeps one pair of C2B URLs per shortcode: registered at every start, once the simulator can be reached.
  app.addHook('onListen', async () => {
    void app.payments.registerPaybill().catch((err) => app.log.warn({ err }, 'Paybill C2B URLs not registered'));
  });
  // In one process of the shop at a time (decision 022); main.ts starts the runner, tests call reconcile().
  const everyMs = c.JOB_INTERVAL_SECONDS * 1000;
  app.jobs.register({
    name: 'payment-reconciliation',
    everyMs,
    deps,
    tick: (d, now) => reconcilePayments(d, now.getTime()),
  });
  // Stored callbacks not applied yet (a crash, a dropped connection, a deadlock): retried with back-off.
  app.jobs.register({
    name: 'payment-inbox',
    everyMs,
    deps: app.payments,
    tick: (payments, now) => payments.retryCallbacks(now.getTime()),
  });
  // Paybill payments a validation saw and no confirmation followed: asked about (Transaction Status).
  app.jobs.register({
    name: 'paybill-reconciliation',
    everyMs,
    deps: app.payments,
    tick: (payments, now) => payments.reconcileC2b(now.getTime()),
  });
  // Refund due given back through Daraja when the owner turned it on (decision 060).
  app.jobs.register({
    name: 'auto-refunds',
    everyMs,
    deps: app.payments,
    tick: (payments) => payments.autoRefundSweep(),
  });
  app.jobs.register({ name: 'order-expiry', everyMs, deps: app.db, tick: (db, now) => expireUnpaidOrders(db, now) });
  // Layaway reminders and expiry (decision 039): idempotent, so the runner's repeats after a takeover are harmless.
  const layawayDeps = {
    db: app.db,
    publicUrl: c.publicUrl,
    storeName: async () => (await app.settings.get()).storeName,
  };
  app.jobs.register({ name: 'layaway', everyMs, deps: layawayDeps, tick: (d, now) => layawayTick(d, now) });
  await app.register(paymentRoutes(secrets));
}

/** The payment service, built once per app on its dependencies: routes, other modules and the reconciler use it. */
function createPaymentService(
  deps: PaymentDeps,
  c2b: {
    shortcodes: () => Promise<string[]>;
    c2bUrls: { confirmationUrl: string; validationUrl: string };
    simulator: boolean;
    reconcileDeps: C2bReconcileDeps;
    refundDeps: AutoRefundDeps;
  },
) {
  // After a success there may be more to give back (another receipt to reverse): asked at once.
  const afterRefund = async (orderId: number | undefined) => {
    if (orderId === undefined) return;
    await deps.onPaid?.(orderId);
    await requestAutoRefund(c2b.refundDeps, orderId);
  };
  // What applies each kind of stored callback (inbox.ts); each claims its row in its own transaction.
  const handlers: InboxHandlers = {
    c2b: async (body, id) => handleC2bConfirmation({ ...deps, shortcodes: await c2b.shortcodes() }, body, id),
    stk: (body, id) => handleCallback(deps, body, id),
    status: (body, id) => handleStatusResult(c2b.reconcileDeps, body, id),
    refund: async (body, id) => afterRefund(await handleRefundResult(deps, body, id)),
  };
  return {
    simulator: c2b.simulator,
    /** Stores a callback before it is answered; throws when it cannot (the route answers 503). */
    recordCallback: (kind: InboxKind, body: unknown) => recordCallback(deps.db, kind, body),
    /** Applies one stored callback now; a failure leaves it to the payment-inbox job. */
    applyCallback: (id: number) => applyCallback(deps, handlers, id),
    /** One pass of the Paybill reconciler: Transaction Status queries for confirmations that never came. */
    reconcileC2b: (now = Date.now()) => reconcileC2b(c2b.reconcileDeps, now),
    /** Gives an order's refund due back through Daraja if the owner turned it on (after a cancel, a late payment). */
    autoRefund: (orderId: number) => requestAutoRefund(c2b.refundDeps, orderId),
    /** The same, after the answer (tracked: callbacksSettled() waits for it); a failure is the job's to retry. */
    autoRefundLater(orderId: number) {
      track(
        requestAutoRefund(c2b.refundDeps, orderId).catch((err) =>
          deps.log.warn({ err, orderId }, 'automatic refund not asked yet; the job will'),
        ),
      );
    },
    /** One pass of the auto-refunds job. */
    autoRefundSweep: () => autoRefundSweep(c2b.refundDeps),
    /** One pass of the payment-inbox job. */
    retryCallbacks: (now = Date.now()) => retryCallbacks(deps, handlers, now),
    /** Registers the Paybill's confirmation and validation URLs with Daraja (at start; tests call it). */
    async registerPaybill() {
      await deps.daraja.registerC2bUrls(c2b.c2bUrls);
      deps.log.info('Paybill C2B URLs registered');
    },
    validateC2b: async (body: unknown) => validateC2b(body, await c2b.shortcodes()),
    handleC2bConfirmation: async (body: unknown) =>
      handleC2bConfirmation({ ...deps, shortcodes: await c2b.shortcodes() }, body),
    /** The simulator's C2B simulate call: a customer paying the Paybill with an account number. */
    async simulatePaybill(input: { amount: number; account: string; phoneNumber: string }) {
      const phone = normalizeMpesaPhone(input.phoneNumber);
      if (!phone.ok) throw badRequest(phone.message);
      try {
        // The simulator forgets its registration when its process restarts: register (in-process, cheap) first.
        await deps.daraja.registerC2bUrls(c2b.c2bUrls);
        await deps.daraja.simulateC2b({ amount: input.amount, phone: phone.phone, account: input.account });
      } catch (err) {
        deps.log.warn({ err }, 'simulated Paybill payment refused');
        throw new HttpError(502, paymentFailed(err instanceof DarajaError ? err.message : undefined));
      }
    },
    unmatched: () => unmatchedPayments(deps.db),
    assign: (paymentId: number, order: string, actorId: number) => assignPayment(deps, paymentId, order, actorId),
    startStkPush: (userId: number, input: { orderId: number; phoneNumber: string; amount?: number }) =>
      startStkPush(deps, userId, input),
    paymentForUser: (id: number, user: { id: number; isAdmin: boolean; role?: Role }) =>
      paymentForUser(deps.db, id, user),
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
