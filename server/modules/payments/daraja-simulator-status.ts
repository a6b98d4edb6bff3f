import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FetchLike } from './daraja-client';
import type { SimulatorState } from './simulator-state';

/** The simulator's API operator (the sandbox's documented initiator) and its credential. */
export const SIMULATOR_INITIATOR = { name: 'testapi', credential: 'simulator-security-credential' };

interface StatusContext {
  shortcode: string;
  state: SimulatorState;
  post: FetchLike;
  /** The only result URLs it posts to (the shop's own): the simulator is public. */
  statusUrls?: { resultUrl: string; timeoutUrl: string };
  authorized(auth: string | undefined): Promise<boolean>;
  invalidToken(reply: FastifyReply): FastifyReply;
  badField(reply: FastifyReply, message: string): FastifyReply;
  later(work: () => Promise<unknown>): void;
}

const eat = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * Daraja's Transaction Status query (reference: mpesa-daraja-c2b-b2c-reversal.md §3): an acknowledgement
 * at once ("queued", not an answer), then the Result envelope POSTed to the ResultURL a moment later.
 * A receipt of a Paybill payment the simulator took answers Completed with its amount; any other, a failure.
 */
export function registerStatusQuery(app: FastifyInstance, prefix: string, ctx: StatusContext) {
  app.post(`${prefix}/mpesa/transactionstatus/v1/query`, { schema: { hide: true } }, async (request, reply) => {
    if (!(await ctx.authorized(request.headers.authorization))) return ctx.invalidToken(reply);
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.Initiator !== SIMULATOR_INITIATOR.name) return ctx.badField(reply, 'Invalid Initiator');
    if (b.SecurityCredential !== SIMULATOR_INITIATOR.credential)
      return ctx.badField(reply, 'Invalid SecurityCredential');
    if (b.CommandID !== 'TransactionStatusQuery') return ctx.badField(reply, 'Invalid CommandID');
    if (typeof b.TransactionID !== 'string' || !b.TransactionID) return ctx.badField(reply, 'Invalid TransactionID');
    if (String(b.PartyA) !== ctx.shortcode) return ctx.badField(reply, 'Invalid PartyA');
    if (String(b.IdentifierType) !== '4') return ctx.badField(reply, 'Invalid IdentifierType');
    if (!ctx.statusUrls || b.ResultURL !== ctx.statusUrls.resultUrl) return ctx.badField(reply, 'Invalid ResultURL');
    if (b.QueueTimeOutURL !== ctx.statusUrls.timeoutUrl) return ctx.badField(reply, 'Invalid QueueTimeOutURL');
    if (typeof b.Remarks !== 'string' || !b.Remarks || b.Remarks.length > 100)
      return ctx.badField(reply, 'Invalid Remarks');
    const ids = {
      OriginatorConversationID: `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(8).toString('hex')}`,
      ConversationID: `AG_${eat(new Date()).slice(0, 8)}_${randomBytes(10).toString('hex')}`,
    };
    const transId = b.TransactionID;
    const resultUrl = ctx.statusUrls.resultUrl;
    ctx.later(async () => {
      const payment = await ctx.state.findC2b(transId);
      const now = eat(new Date());
      const Result = payment
        ? {
            ResultType: 0,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            ...ids,
            TransactionID: 'MBN0000000',
            ResultParameters: {
              ResultParameter: [
                {
                  Key: 'DebitPartyName',
                  Value: `${payment.phone.slice(0, 4)}***${payment.phone.slice(-3)} - Customer`,
                },
                { Key: 'CreditPartyName', Value: `${ctx.shortcode} - Kenya PC Shop` },
                { Key: 'OriginatorConversationID', Value: ids.OriginatorConversationID },
                { Key: 'InitiatedTime', Value: Number(now) },
                { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
                { Key: 'DebitPartyCharges' },
                { Key: 'TransactionReason' },
                { Key: 'ReasonType', Value: 'Pay Bill Online' },
                { Key: 'TransactionStatus', Value: 'Completed' },
                { Key: 'FinalisedTime', Value: Number(now) },
                { Key: 'Amount', Value: payment.amount },
                { Key: 'ConversationID', Value: ids.ConversationID },
                { Key: 'ReceiptNo', Value: payment.transId },
              ],
            },
            ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
          }
        : // The documents name no code for an unknown receipt: the Reversal API's answer for one is borrowed.
          { ResultType: 0, ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.', ...ids };
      await ctx.post(resultUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Result }),
      });
    });
    return { ...ids, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' };
  });
}
