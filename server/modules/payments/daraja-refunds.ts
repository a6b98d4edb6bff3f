import { DarajaError } from './daraja-client-error';

/**
 * Daraja's two ways of giving money back (reference mpesa-daraja-c2b-b2c-reversal.md §4–5, decision 060).
 * Both answer "queued" (ResponseCode '0' with a ConversationID): the outcome is the Result POSTed to the
 * ResultURL later; only that says the money moved.
 */
type Call = <T>(path: string, payload: object) => Promise<{ status: number; body: T & DarajaErrorBody }>;
type DarajaErrorBody = { errorCode?: string; errorMessage?: string };

export interface RefundAck {
  ConversationID?: string;
  OriginatorConversationID?: string;
  ResponseCode?: string;
  ResponseDescription?: string;
}

export interface Initiator {
  initiator: string;
  securityCredential: string;
  resultUrl: string;
  timeoutUrl: string;
}

function accepted(body: RefundAck & DarajaErrorBody, what: string): RefundAck {
  if (body.errorCode || body.ResponseCode !== '0' || !body.ConversationID) {
    throw new DarajaError(
      body.errorCode ?? what,
      body.errorMessage ?? body.ResponseDescription ?? `The ${what} request was not accepted`,
    );
  }
  return body;
}

/** Remarks and Occasion: 2 to 100 characters, letters, digits and spaces. */
const remark = (text: string) => (text.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 100) || 'Refund').padEnd(2, ' ');

export function refundCalls(call: Call, shortcode: string) {
  return {
    /** B2C BusinessPayment (v3): `originatorId` is ours and unique, so a repeated request never pays twice. */
    async b2cPayment(
      p: Initiator & { originatorId: string; amount: number; phone: string; remarks: string; occasion: string },
    ) {
      const { body } = await call<RefundAck>('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: p.originatorId,
        InitiatorName: p.initiator,
        SecurityCredential: p.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: String(Math.round(p.amount)),
        PartyA: shortcode,
        PartyB: p.phone,
        Remarks: remark(p.remarks),
        QueueTimeOutURL: p.timeoutUrl,
        ResultURL: p.resultUrl,
        Occassion: remark(p.occasion), // sic: Daraja's v3 spelling
      });
      return accepted(body, 'B2C');
    },

    /** Reverses a C2B payment (STK or Paybill) by its receipt, to the shortcode that received it. */
    async reversal(p: Initiator & { receipt: string; amount: number; remarks: string }) {
      const { body } = await call<RefundAck>('/mpesa/reversal/v1/request', {
        Initiator: p.initiator,
        SecurityCredential: p.securityCredential,
        CommandID: 'TransactionReversal',
        TransactionID: p.receipt,
        Amount: String(Math.round(p.amount)),
        ReceiverParty: shortcode,
        RecieverIdentifierType: '11', // sic: Daraja's spelling
        ResultURL: p.resultUrl,
        QueueTimeOutURL: p.timeoutUrl,
        Remarks: remark(p.remarks),
        Occasion: 'Refund',
      });
      return accepted(body, 'reversal');
    },
  };
}
