import type { FetchLike } from '../payments/daraja-client';

export interface AtSettings {
  /** https://api.africastalking.com, the sandbox host, or the built-in simulator's address. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Sender ID or shortcode; none: AT's shared AFRICASTKNG. */
  from?: string;
}

/** AT's answer for one recipient (SMSMessageData.Recipients[]). */
export interface AtRecipient {
  number: string;
  statusCode: number;
  status: string;
  cost: string;
  messageId: string;
}

/** Accepted by AT (not yet delivered: that comes in a delivery report). */
const ACCEPTED = new Set([100, 101, 102]);
/** Worth trying again later: balance, routing, AT's own errors (reference §2.3, §7). Others are permanent. */
const RETRYABLE = new Set([405, 407, 500, 501, 502]);

export class SmsError extends Error {
  constructor(
    message: string,
    /** True when sending again cannot help (bad number, opted out, bad sender ID): the queue gives up at once. */
    readonly permanent: boolean,
    readonly recipient?: AtRecipient,
  ) {
    super(message);
  }
}

/**
 * Africa's Talking's classic messaging endpoint (reference §2.1): a form-encoded POST with the apiKey
 * header; success is HTTP 201 and each recipient's own statusCode, never the HTTP status alone.
 */
export function createAtClient(settings: () => AtSettings, fetchFn: FetchLike = fetch) {
  return {
    async send(to: string, message: string): Promise<AtRecipient> {
      const s = settings();
      const body = new URLSearchParams({ username: s.username, to, message });
      if (s.from) body.set('from', s.from);
      let res: Response;
      try {
        res = await fetchFn(`${s.baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: s.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: body.toString(),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new SmsError(`Africa's Talking unreachable: ${(err as Error).message}`, false);
      }
      const text = await res.text();
      // 401 carries a plain-text reason; a new key can take 20 minutes to work, so it is retried.
      if (res.status === 401)
        throw new SmsError(`Africa's Talking refused the credentials: ${text.slice(0, 100)}`, false);
      const recipient = parseRecipient(text);
      if (!recipient) throw new SmsError(`Africa's Talking answered HTTP ${res.status} without a recipient`, false);
      if (ACCEPTED.has(recipient.statusCode)) return recipient;
      throw new SmsError(
        `Africa's Talking did not accept the SMS: ${recipient.statusCode} ${recipient.status}`,
        !RETRYABLE.has(recipient.statusCode),
        recipient,
      );
    },
  };
}
export type AtClient = ReturnType<typeof createAtClient>;

/** The one recipient of a send, from `{"SMSMessageData":{"Recipients":[…]}}`; null when the body is not that. */
export function parseRecipient(text: string): AtRecipient | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const list = (data as { SMSMessageData?: { Recipients?: unknown } })?.SMSMessageData?.Recipients;
  const r = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
  if (!r || typeof r !== 'object') return null;
  // Older answers carry only a status text ("Could Not Send"): treated as a gateway error, retried.
  const statusCode = typeof r.statusCode === 'number' ? r.statusCode : Number(r.statusCode ?? 500) || 500;
  return {
    number: String(r.number ?? ''),
    statusCode,
    status: String(r.status ?? ''),
    cost: String(r.cost ?? '0'),
    messageId: String(r.messageId ?? 'None'),
  };
}

/** 2547XXXXXXXX, 07XXXXXXXX or +2547… as AT wants it: +2547XXXXXXXX; null for anything else. */
export function toInternational(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s-]/g, '').replace(/^\+/, '');
  const m = /^(?:254|0)?([17]\d{8})$/.exec(digits);
  return m ? `+254${m[1]}` : null;
}
