import { and, eq, isNull, or, notInArray } from 'drizzle-orm';
import type { Db } from '#db/client';
import { smsDeliveryReports, smsMessages } from '#db/schema';
import { smsSegments } from '#core/sms/gsm7';
import { maskPhone } from '../../logging';
import { SmsError, toInternational, type AtClient, type AtRecipient } from './at-client';

export interface SmsSender {
  /** Sends one queued text; throws SmsError (permanent or not) when AT does not accept it. */
  send: (queueId: number, to: string, text: string) => Promise<AtRecipient>;
}

type Log = { info: (obj: object, msg: string) => void };

/** Sends through AT and keeps a row per attempt AT answered, with the number masked as the log shows it. */
export function createSmsSender(deps: { db: Db; client: AtClient; log: Log }): SmsSender {
  async function keep(queueId: number, number: string, r: AtRecipient, text: string) {
    const [row] = await deps.db
      .insert(smsMessages)
      .values({
        queueId,
        messageId: r.messageId,
        numberMasked: maskPhone(number),
        statusCode: r.statusCode,
        status: r.status,
        cost: r.cost,
        segments: smsSegments(text),
      })
      .returning({ id: smsMessages.id });
    // Never the text (it may carry an address) nor the whole number.
    deps.log.info({ smsId: row.id, queueId, to: maskPhone(number), statusCode: r.statusCode }, 'sms answered');
  }
  return {
    async send(queueId, to, text) {
      const number = toInternational(to);
      if (!number) throw new SmsError('no Kenyan mobile number to send to', true);
      try {
        const r = await deps.client.send(number, text);
        await keep(queueId, number, r, text);
        return r;
      } catch (err) {
        if (err instanceof SmsError && err.recipient) await keep(queueId, number, err.recipient, text);
        throw err;
      }
    },
  };
}

/** Reports that end a message's story; an intermediate one (Sent, Submitted, Buffered) never overwrites them. */
const FINAL = ['Success', 'Failed', 'Rejected', 'AbsentSubscriber', 'Expired'];

/**
 * A delivery report from AT: stored as it came first (so it is never lost once acknowledged), then
 * applied to its message. Idempotent on the report's id: a repeat or a late intermediate changes nothing.
 */
export async function recordDeliveryReport(db: Db, form: Record<string, string>) {
  const messageId = form.id;
  const status = form.status;
  await db.transaction(async (tx) => {
    await tx
      .insert(smsDeliveryReports)
      .values({ messageId, status, body: { ...form, phoneNumber: maskPhone(form.phoneNumber ?? '') } });
    const final = FINAL.includes(status);
    await tx
      .update(smsMessages)
      .set({
        deliveryStatus: status,
        failureReason: form.failureReason ?? null,
        networkCode: form.networkCode ?? null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(smsMessages.messageId, messageId),
          final ? undefined : or(isNull(smsMessages.deliveryStatus), notInArray(smsMessages.deliveryStatus, FINAL)),
        ),
      );
  });
}
