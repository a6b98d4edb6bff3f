import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { darajaPassword, type FetchLike } from './daraja-client';
import { memoryState, type SimulatedPush as Push, type SimulatorState } from './simulator-state';
import { registerStatusQuery } from './daraja-simulator-status';
import { registerRefundApis } from './daraja-simulator-refunds';

/** A Paybill payment from this number is taken and validated, but its confirmation never reaches the shop. */
export const SIMULATOR_LOST_CONFIRMATION = '254700009404';

/**
 * Documented test numbers of the built-in simulator (MPESA_ENV=simulator). The sandbox number pays;
 * these give the failures real customers meet; any other valid number pays too.
 */
export const SIMULATOR_OUTCOMES: Record<string, { code: number; desc: string }> = {
  '254708374149': { code: 0, desc: 'The service request is processed successfully.' },
  '254700001032': { code: 1032, desc: 'Request cancelled by user' },
  '254700001037': { code: 1037, desc: 'DS timeout user cannot be reached' },
  '254700000001': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  '254700002001': { code: 2001, desc: 'The initiator information is invalid.' },
};
const PAID = SIMULATOR_OUTCOMES['254708374149'];

export const SIMULATOR_CREDENTIALS = {
  consumerKey: 'simulator-key',
  consumerSecret: 'simulator-secret',
  shortcode: '174379',
  passkey: 'simulator-passkey',
};

const badField = (reply: FastifyReply, message: string) =>
  reply.status(400).send({
    requestId: randomBytes(6).toString('hex'),
    errorCode: '400.002.02',
    errorMessage: `Bad Request - ${message}`,
  });

/** A stand-in for Safaricom's Daraja that speaks its HTTP protocol: OAuth, STK push, query, callback. */
export function createDarajaSimulator(opts: {
  callbackDelayMs: number;
  post: FetchLike;
  /** The only address results are posted to: the simulator is public, so any other would let it be aimed anywhere. */
  callbackUrl: string;
  /** Likewise the only C2B URLs that may be registered (the shop's own). */
  c2bUrls?: { confirmationUrl: string; validationUrl: string };
  /** Likewise the Transaction Status query's result URLs. */
  statusUrls?: { resultUrl: string; timeoutUrl: string };
  /** Likewise the B2C and Reversal result URLs (automatic refunds, decision 060). */
  refundUrls?: { resultUrl: string; timeoutUrl: string };
  log?: (msg: string) => void;
  /** Memory by default; the app keeps it in the database so that every process shares it (decision 023). */
  state?: SimulatorState;
}) {
  const state = opts.state ?? memoryState();
  const inFlight = new Set<Promise<void>>();
  const creds = SIMULATOR_CREDENTIALS;

  async function settle(push: Push) {
    push.result = SIMULATOR_OUTCOMES[push.phone] ?? PAID;
    await state.setResult(push.checkoutRequestId, push.result);
    const metadata =
      push.result.code === 0
        ? {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amount },
                { Name: 'MpesaReceiptNumber', Value: `SIM${randomBytes(4).toString('hex').toUpperCase()}` },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14)) },
                { Name: 'PhoneNumber', Value: Number(push.phone) },
              ],
            },
          }
        : {};
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: push.result.code,
          ResultDesc: push.result.desc,
          ...metadata,
        },
      },
    };
    return opts
      .post(push.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      .then(() => undefined)
      .catch((err) => opts.log?.(`simulator: callback to ${push.callbackUrl} failed: ${err}`));
  }

  function schedule(push: Push) {
    const p = new Promise<void>((resolve) =>
      setTimeout(
        () =>
          void settle(push)
            .catch((err) => opts.log?.(`simulator: could not settle a push: ${err}`))
            .then(resolve),
        opts.callbackDelayMs,
      ),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  // C2B: the URLs registered for the shortcode (Daraja keeps them per shortcode; every start registers again).
  let c2b: { confirmationUrl: string; validationUrl: string } | undefined;

  /** A customer pays the Paybill: validation first (a refusal ends it, as on a real phone), then the confirmation. */
  async function payBill(urls: NonNullable<typeof c2b>, p: { amount: number; phone: string; account: string }) {
    const names = ['Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Njeri'];
    const body = {
      TransactionType: 'Pay Bill',
      TransID: `SIM${randomBytes(4).toString('hex').toUpperCase()}`,
      TransTime: new Date().toISOString().replace(/\D/g, '').slice(0, 14),
      TransAmount: p.amount.toFixed(2),
      BusinessShortCode: creds.shortcode,
      BillRefNumber: p.account,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: p.phone,
      FirstName: names[Number(p.phone.slice(-1)) % names.length],
      MiddleName: '',
      LastName: '',
    };
    const send = (url: string) =>
      opts.post(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const validation = await send(urls.validationUrl)
      .then((r) => r.json() as Promise<{ ResultCode?: unknown }>)
      .catch(() => ({ ResultCode: 0 }));
    // A validation URL that cannot be reached counts as accepted (ResponseType 'Completed').
    if (String(validation.ResultCode ?? '0') !== '0')
      return opts.log?.(`simulator: Paybill payment refused by validation (${String(validation.ResultCode)})`);
    // The money is taken now: M-Pesa knows the receipt whether or not the confirmation arrives.
    await state.addC2b({ transId: body.TransID, amount: p.amount, account: p.account, phone: p.phone });
    if (p.phone === SIMULATOR_LOST_CONFIRMATION) return;
    await send(urls.confirmationUrl).catch((err) => opts.log?.(`simulator: C2B confirmation failed: ${err}`));
  }

  function later(work: () => Promise<unknown>) {
    const p = new Promise<void>((resolve) =>
      setTimeout(
        () =>
          void work()
            .catch((err) => opts.log?.(`simulator: ${err}`))
            .then(() => resolve()),
        opts.callbackDelayMs,
      ),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  return {
    /** Daraja sometimes drops tokens before their expires_in: clients must get a new one and retry. */
    expireTokens() {
      return state.clearTokens();
    },

    /** Waits until every scheduled callback has been delivered. */
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    async register(app: FastifyInstance, prefix: string) {
      app.get(`${prefix}/oauth/v1/generate`, { schema: { hide: true } }, async (request, reply) => {
        const expected = `Basic ${Buffer.from(`${creds.consumerKey}:${creds.consumerSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) {
          return reply.status(400).send({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
        }
        const token = randomBytes(16).toString('hex');
        await state.addToken(token);
        return { access_token: token, expires_in: '3599' };
      });

      const authorized = async (auth: string | undefined) =>
        !!auth?.startsWith('Bearer ') && (await state.hasToken(auth.slice(7)));
      const invalidToken = (reply: FastifyReply) =>
        reply.status(404).send({
          requestId: randomBytes(6).toString('hex'),
          errorCode: '404.001.03',
          errorMessage: 'Invalid Access Token',
        });

      app.post(`${prefix}/mpesa/stkpush/v1/processrequest`, { schema: { hide: true } }, async (request, reply) => {
        if (!(await authorized(request.headers.authorization))) return invalidToken(reply);
        const b = (request.body ?? {}) as Record<string, unknown>;
        if (b.BusinessShortCode !== creds.shortcode) return badField(reply, 'Invalid BusinessShortCode');
        if (b.Password !== darajaPassword(creds.shortcode, creds.passkey, String(b.Timestamp)))
          return badField(reply, 'Invalid Password');
        if (!Number.isInteger(b.Amount) || (b.Amount as number) < 1) return badField(reply, 'Invalid Amount');
        if (!/^254\d{9}$/.test(String(b.PartyA)) || b.PhoneNumber !== b.PartyA)
          return badField(reply, 'Invalid PhoneNumber');
        if (b.CallBackURL !== opts.callbackUrl) return badField(reply, 'Invalid CallBackURL');
        if (typeof b.AccountReference !== 'string' || !b.AccountReference || b.AccountReference.length > 12)
          return badField(reply, 'Invalid AccountReference');
        if (typeof b.TransactionDesc !== 'string' || !b.TransactionDesc || b.TransactionDesc.length > 13)
          return badField(reply, 'Invalid TransactionDesc');
        const push: Push = {
          merchantRequestId: `${randomBytes(3).toString('hex')}-${Date.now()}`,
          checkoutRequestId: `ws_CO_${Date.now()}${randomBytes(5).toString('hex')}`,
          amount: b.Amount as number,
          phone: String(b.PhoneNumber),
          callbackUrl: b.CallBackURL,
        };
        await state.addPush(push);
        schedule(push);
        return {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        };
      });

      app.post(`${prefix}/mpesa/c2b/v1/registerurl`, { schema: { hide: true } }, async (request, reply) => {
        if (!(await authorized(request.headers.authorization))) return invalidToken(reply);
        const b = (request.body ?? {}) as Record<string, unknown>;
        if (b.ShortCode !== creds.shortcode) return badField(reply, 'Invalid ShortCode');
        if (b.ResponseType !== 'Completed' && b.ResponseType !== 'Cancelled')
          return badField(reply, 'Invalid ResponseType');
        const urls = { confirmationUrl: String(b.ConfirmationURL), validationUrl: String(b.ValidationURL) };
        if (
          !opts.c2bUrls ||
          urls.confirmationUrl !== opts.c2bUrls.confirmationUrl ||
          urls.validationUrl !== opts.c2bUrls.validationUrl
        ) {
          return badField(reply, 'Invalid ConfirmationURL');
        }
        c2b = urls;
        return {
          OriginatorCoversationID: randomBytes(6).toString('hex'),
          ResponseCode: '0',
          ResponseDescription: 'success',
        };
      });

      app.post(`${prefix}/mpesa/c2b/v1/simulate`, { schema: { hide: true } }, async (request, reply) => {
        if (!(await authorized(request.headers.authorization))) return invalidToken(reply);
        const b = (request.body ?? {}) as Record<string, unknown>;
        if (b.ShortCode !== creds.shortcode) return badField(reply, 'Invalid ShortCode');
        if (b.CommandID !== 'CustomerPayBillOnline') return badField(reply, 'Invalid CommandID');
        if (!Number.isInteger(b.Amount) || (b.Amount as number) < 1) return badField(reply, 'Invalid Amount');
        if (!/^254\d{9}$/.test(String(b.Msisdn))) return badField(reply, 'Invalid Msisdn');
        if (!c2b) return badField(reply, 'No C2B URLs registered for this ShortCode');
        const urls = c2b;
        const payment = { amount: b.Amount as number, phone: String(b.Msisdn), account: String(b.BillRefNumber ?? '') };
        later(() => payBill(urls, payment));
        return {
          OriginatorCoversationID: randomBytes(6).toString('hex'),
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        };
      });

      registerStatusQuery(app, prefix, {
        shortcode: creds.shortcode,
        state,
        post: opts.post,
        statusUrls: opts.statusUrls,
        authorized,
        invalidToken,
        badField,
        later,
      });

      registerRefundApis(app, prefix, {
        shortcode: creds.shortcode,
        state,
        post: opts.post,
        refundUrls: opts.refundUrls,
        authorized,
        invalidToken,
        badField,
        later,
      });

      app.post(`${prefix}/mpesa/stkpushquery/v1/query`, { schema: { hide: true } }, async (request, reply) => {
        if (!(await authorized(request.headers.authorization))) return invalidToken(reply);
        const b = (request.body ?? {}) as Record<string, unknown>;
        const push = await state.queryPush(String(b.CheckoutRequestID));
        if (!push) return badField(reply, 'Invalid CheckoutRequestID');
        if (!push.result) {
          return reply.status(500).send({
            requestId: randomBytes(6).toString('hex'),
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          });
        }
        return {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: String(push.result.code),
          ResultDesc: push.result.desc,
        };
      });
    },
  };
}
