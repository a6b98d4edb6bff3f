/** Daraja (M-Pesa Express) over its real HTTP protocol: ../shared/reference/mpesa-daraja.md. */

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
}

export { DarajaError } from './daraja-client-error';
import { DarajaError } from './daraja-client-error';
import { refundCalls } from './daraja-refunds';

export interface StkPushResult {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
  CustomerMessage: string;
}

export type StkQueryResult = { pending: true } | { pending: false; ResultCode: number; ResultDesc: string };

/** YYYYMMDDHHmmss in Nairobi time (EAT, UTC+3, no daylight saving). */
export function darajaTimestamp(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export const darajaPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

export function createDarajaClient(settings: DarajaSettings, fetchFn: FetchLike = fetch) {
  let token: { value: string; renewAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    const res = await fetchFn(`${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: string | number };
    if (!res.ok || !body.access_token) throw new DarajaError('auth', 'Could not authenticate with M-Pesa');
    // Renew a minute early; older answers send expires_in as a string.
    token = { value: body.access_token, renewAt: Date.now() + (Number(body.expires_in ?? 3599) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(
    path: string,
    payload: object,
    retried = false,
  ): Promise<{ status: number; body: T & { errorCode?: string; errorMessage?: string } }> {
    const res = await fetchFn(`${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await res.json().catch(() => ({}))) as T & { errorCode?: string; errorMessage?: string };
    if (body.errorCode === '404.001.03' && !retried) {
      token = undefined;
      return call(path, payload, true);
    }
    return { status: res.status, body };
  }

  const signed = () => {
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: settings.shortcode,
      Password: darajaPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    ...refundCalls(call, settings.shortcode),
    async stkPush(p: {
      amount: number;
      phone: string;
      callbackUrl: string;
      accountReference: string;
      description: string;
    }) {
      const { body } = await call<StkPushResult>('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: settings.transactionType ?? 'CustomerPayBillOnline',
        Amount: Math.round(p.amount),
        PartyA: p.phone,
        PartyB: settings.shortcode,
        PhoneNumber: p.phone,
        CallBackURL: p.callbackUrl,
        AccountReference: p.accountReference.slice(0, 12),
        TransactionDesc: (p.description.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 13) || 'Payment').trim(),
      });
      if (body.ResponseCode !== '0' || !body.CheckoutRequestID) {
        throw new DarajaError(
          body.errorCode ?? 'push',
          body.errorMessage ?? body.ResponseDescription ?? 'The payment request was not accepted',
        );
      }
      return body as StkPushResult;
    },

    /**
     * Registers the Paybill's C2B URLs (Daraja answers for the shortcode, not per payment). 'Completed':
     * when the validation URL cannot be reached, M-Pesa completes the payment anyway, so no money is refused
     * because the shop was down; the confirmation is what records it.
     */
    async registerC2bUrls(p: { confirmationUrl: string; validationUrl: string }) {
      const { body } = await call<{ ResponseCode?: string; ResponseDescription?: string }>(
        '/mpesa/c2b/v1/registerurl',
        {
          ShortCode: settings.shortcode,
          ResponseType: 'Completed',
          ConfirmationURL: p.confirmationUrl,
          ValidationURL: p.validationUrl,
        },
      );
      if (body.errorCode || (body.ResponseCode !== undefined && body.ResponseCode !== '0')) {
        throw new DarajaError(
          body.errorCode ?? 'register',
          body.errorMessage ?? body.ResponseDescription ?? 'C2B URLs not registered',
        );
      }
      return body;
    },

    /** Daraja's C2B simulate call (sandbox and the built-in simulator): a customer paying the Paybill. */
    async simulateC2b(p: { amount: number; phone: string; account: string }) {
      const { body } = await call<{ ResponseCode?: string; ResponseDescription?: string }>('/mpesa/c2b/v1/simulate', {
        ShortCode: settings.shortcode,
        CommandID: 'CustomerPayBillOnline',
        Amount: p.amount,
        Msisdn: p.phone,
        BillRefNumber: p.account,
      });
      if (body.errorCode || body.ResponseCode !== '0') {
        throw new DarajaError(
          body.errorCode ?? 'simulate',
          body.errorMessage ?? body.ResponseDescription ?? 'The payment was not accepted',
        );
      }
      return body;
    },

    /**
     * Daraja's Transaction Status query for a receipt (a Paybill payment whose confirmation never came).
     * The answer only says "queued": the outcome is POSTed to resultUrl later.
     */
    async transactionStatus(p: {
      transactionId: string;
      initiator: string;
      securityCredential: string;
      resultUrl: string;
      timeoutUrl: string;
    }) {
      const { body } = await call<{ ResponseCode?: string; ResponseDescription?: string; ConversationID?: string }>(
        '/mpesa/transactionstatus/v1/query',
        {
          Initiator: p.initiator,
          SecurityCredential: p.securityCredential,
          CommandID: 'TransactionStatusQuery',
          TransactionID: p.transactionId,
          PartyA: settings.shortcode,
          IdentifierType: '4',
          ResultURL: p.resultUrl,
          QueueTimeOutURL: p.timeoutUrl,
          Remarks: 'Paybill confirmation not received',
          Occasion: 'Reconciliation',
        },
      );
      if (body.errorCode || body.ResponseCode !== '0') {
        throw new DarajaError(
          body.errorCode ?? 'status',
          body.errorMessage ?? body.ResponseDescription ?? 'The status query was not accepted',
        );
      }
      return body;
    },

    async query(checkoutRequestId: string): Promise<StkQueryResult> {
      const { body } = await call<{ ResultCode?: string | number; ResultDesc?: string }>(
        '/mpesa/stkpushquery/v1/query',
        {
          ...signed(),
          CheckoutRequestID: checkoutRequestId,
        },
      );
      // While the customer has not answered, Daraja says so with an error body.
      if (body.errorCode === '500.001.1001' || body.ResultCode === undefined) {
        if (body.errorCode && body.errorCode !== '500.001.1001')
          throw new DarajaError(body.errorCode, body.errorMessage ?? 'Query failed');
        return { pending: true };
      }
      return { pending: false, ResultCode: Number(body.ResultCode), ResultDesc: body.ResultDesc ?? '' };
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;
