import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FetchLike } from './daraja-client';
import { SIMULATOR_INITIATOR } from './daraja-simulator-status';
import type { SimulatorState } from './simulator-state';

/** A B2C payment to this number fails as Daraja's does when the Utility account is short (result 1). */
export const SIMULATOR_B2C_SHORT = '254700000001';
/** Results come this long after the acknowledgement at least: Daraja never answers before it queues. */
const AFTER_ACK_MS = 50;

interface RefundContext {
  shortcode: string;
  state: SimulatorState;
  post: FetchLike;
  /** The only result URLs it posts to (the shop's own): the simulator is public. */
  refundUrls?: { resultUrl: string; timeoutUrl: string };
  authorized(auth: string | undefined): Promise<boolean>;
  invalidToken(reply: FastifyReply): FastifyReply;
  badField(reply: FastifyReply, message: string): FastifyReply;
  later(work: () => Promise<unknown>): void;
}

const hex = (n: number) => randomBytes(n).toString('hex');
const eat = (d = new Date()) => new Date(d.getTime() + 3 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
const receipt = () => `SIM${hex(4).toUpperCase()}`;
const ACCEPTED = 'Accept the service request successfully.';
const DONE = 'The service request is processed successfully.';

/**
 * Daraja's B2C payment request and Reversal (reference mpesa-daraja-c2b-b2c-reversal.md §4–5, §8), for
 * automatic refunds (decision 060): fields checked, an acknowledgement at once, then the Result envelope
 * POSTed to the ResultURL. Failures from the code tables: a bad credential 2001, a short Utility account 1
 * (SIMULATOR_B2C_SHORT), below KES 10 2; an unknown receipt R000002, one reversed already R000001; a
 * reused OriginatorConversationID is refused at once (500.002.1001). What it has paid or reversed is kept
 * in memory: one process, as in the tests and the demo.
 */
export function registerRefundApis(app: FastifyInstance, prefix: string, ctx: RefundContext) {
  const usedOriginators = new Set<string>();
  const reversed = new Set<string>();
  const urlsOk = (b: Record<string, unknown>) =>
    !!ctx.refundUrls && b.ResultURL === ctx.refundUrls.resultUrl && b.QueueTimeOutURL === ctx.refundUrls.timeoutUrl;
  const remarksOk = (v: unknown) => typeof v === 'string' && v.length >= 2 && v.length <= 100;
  const amountOf = (v: unknown) => (/^\d+$/.test(String(v)) ? Number(v) : NaN);
  const send = (Result: object) =>
    ctx.later(async () => {
      await new Promise((r) => setTimeout(r, AFTER_ACK_MS));
      await ctx.post(ctx.refundUrls!.resultUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Result }),
      });
    });
  const failure = (ids: object, code: string | number, desc: string) => ({
    ResultType: 0,
    ResultCode: code,
    ResultDesc: desc,
    ...ids,
    TransactionID: 'SKE0000000',
  });

  app.post(`${prefix}/mpesa/b2c/v3/paymentrequest`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await ctx.authorized(request.headers.authorization))) return ctx.invalidToken(reply);
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.InitiatorName !== SIMULATOR_INITIATOR.name) return ctx.badField(reply, 'Invalid InitiatorName');
    if (typeof b.OriginatorConversationID !== 'string' || !b.OriginatorConversationID)
      return ctx.badField(reply, 'Invalid OriginatorConversationID');
    if (b.CommandID !== 'BusinessPayment') return ctx.badField(reply, 'Invalid CommandID');
    const amount = amountOf(b.Amount);
    if (!(amount >= 1)) return ctx.badField(reply, 'Invalid Amount');
    if (String(b.PartyA) !== ctx.shortcode) return ctx.badField(reply, 'Invalid PartyA');
    if (!/^254\d{9}$/.test(String(b.PartyB))) return ctx.badField(reply, 'Invalid PartyB');
    if (!remarksOk(b.Remarks)) return ctx.badField(reply, 'Invalid Remarks');
    if (!urlsOk(b)) return ctx.badField(reply, 'Invalid ResultURL');
    if (usedOriginators.has(b.OriginatorConversationID))
      return reply.status(500).send({
        requestId: hex(6),
        errorCode: '500.002.1001',
        errorMessage: 'Duplicate OriginatorConversationID',
      });
    usedOriginators.add(b.OriginatorConversationID);
    const ids = {
      OriginatorConversationID: b.OriginatorConversationID,
      ConversationID: `AG_${eat().slice(0, 8)}_${hex(10)}`,
    };
    const phone = String(b.PartyB);
    const id = receipt();
    send(
      b.SecurityCredential !== SIMULATOR_INITIATOR.credential
        ? failure(ids, 2001, 'The initiator information is invalid.')
        : phone === SIMULATOR_B2C_SHORT
          ? failure(ids, 1, 'The balance is insufficient for the transaction.')
          : amount < 10
            ? failure(ids, 2, 'Declined due to limit rule: less than the minimum transaction amount.')
            : {
                ResultType: 0,
                ResultCode: 0,
                ResultDesc: DONE,
                ...ids,
                TransactionID: id,
                ResultParameters: {
                  ResultParameter: [
                    { Key: 'TransactionAmount', Value: amount },
                    { Key: 'TransactionReceipt', Value: id },
                    { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
                    { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -4510.0 },
                    // As Daraja sends it: the whole number, which the shop's log must never show.
                    { Key: 'ReceiverPartyPublicName', Value: `${phone} - Customer` },
                    {
                      Key: 'TransactionCompletedDateTime',
                      Value: new Date().toLocaleString('en-GB').replace(/\//g, '.').replace(',', ''),
                    },
                    { Key: 'B2CUtilityAccountAvailableFunds', Value: 10116.0 },
                    { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000.0 },
                  ],
                },
                ReferenceData: {
                  ReferenceItem: {
                    Key: 'QueueTimeoutURL',
                    Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
                  },
                },
              },
    );
    return { ...ids, ResponseCode: '0', ResponseDescription: ACCEPTED };
  });

  app.post(`${prefix}/mpesa/reversal/v1/request`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await ctx.authorized(request.headers.authorization))) return ctx.invalidToken(reply);
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.Initiator !== SIMULATOR_INITIATOR.name) return ctx.badField(reply, 'Invalid Initiator');
    if (b.CommandID !== 'TransactionReversal') return ctx.badField(reply, 'Invalid CommandID');
    if (typeof b.TransactionID !== 'string' || !b.TransactionID) return ctx.badField(reply, 'Invalid TransactionID');
    const amount = amountOf(b.Amount);
    if (!(amount >= 1)) return ctx.badField(reply, 'Invalid Amount');
    if (String(b.ReceiverParty) !== ctx.shortcode) return ctx.badField(reply, 'Invalid ReceiverParty');
    if (!['11', '4'].includes(String(b.RecieverIdentifierType)))
      return ctx.badField(reply, 'Invalid RecieverIdentifierType');
    if (!remarksOk(b.Remarks)) return ctx.badField(reply, 'Invalid Remarks');
    if (!urlsOk(b)) return ctx.badField(reply, 'Invalid ResultURL');
    const ids = {
      OriginatorConversationID: `${hex(2)}-${hex(2)}-${hex(8)}`,
      ConversationID: `AG_${eat().slice(0, 8)}_${hex(10)}`,
    };
    const original = b.TransactionID;
    // Receipts the simulator issued (STK and Paybill payments: SIM…) are known to it.
    const known = original.startsWith('SIM') || !!(await ctx.state.findC2b(original));
    let result: object;
    if (b.SecurityCredential !== SIMULATOR_INITIATOR.credential)
      result = failure(ids, 2001, 'The initiator information is invalid.');
    else if (!known) result = failure(ids, 'R000002', 'The OriginalTransactionID is invalid.');
    else if (reversed.has(original)) result = failure(ids, 'R000001', 'The transaction has already been reversed.');
    else {
      reversed.add(original);
      result = {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: DONE,
        ...ids,
        TransactionID: receipt(),
        ResultParameters: {
          ResultParameter: [
            { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|7722179.62|7722179.62|0.00|0.00' },
            { Key: 'Amount', Value: amount.toFixed(2) },
            { Key: 'TransCompletedTime', Value: Number(eat()) },
            { Key: 'OriginalTransactionID', Value: original },
            { Key: 'Charge', Value: 0 },
            { Key: 'CreditPartyPublicName', Value: '254708374149 - Customer' },
            { Key: 'DebitPartyPublicName', Value: `${ctx.shortcode} - Kenya PC Shop` },
          ],
        },
        ReferenceData: {
          ReferenceItem: {
            Key: 'QueueTimeoutURL',
            Value: 'https://internalsandbox.safaricom.co.ke/mpesa/reversalresults/v1/submit',
          },
        },
      };
    }
    send(result);
    return { ...ids, ResponseCode: '0', ResponseDescription: ACCEPTED };
  });
}
