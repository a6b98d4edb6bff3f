import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { mailQueue } from '#db/schema';
import type { Mail, Mailer } from '../../mail/mailer';
import type { SmsSender } from '../sms/service';

/** A text to send: the phone and the words. */
export type Sms = { to: string; text: string };

export interface MailQueueDeps {
  db: Db;
  mailer: Mailer;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Writes out an order's mail from its timeline event; null when there is nobody to tell. */
  orderMail: (eventId: number) => Promise<Mail | null>;
  /** The owner's note of a paid order (decision 034); null when the store setting turns it off. */
  ownerMail: (eventId: number) => Promise<Mail | null>;
  /** SMS rows (channel 'sms', issue 31) go through Africa's Talking; an order's text is written when sent. */
  sms?: SmsSender;
  orderSms?: (eventId: number) => Promise<Sms | null>;
}

/** Mails sent per tick at most: a long outage's backlog goes out over a few ticks, not in one burst. */
const BATCH = 25;
/** A mail being sent is out of the others' way this long: two processes ticking at once never both send it. */
const LEASE_MS = 5 * 60_000;
/** After this many failures a mail is given up (about a day of retries with the back-off below). */
export const MAX_ATTEMPTS = 30;

/** Wait before the next try after `attempts` failures: 30 s, 1 min, 2 min, … at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * One tick of the mail queue worker: sends what is due, retries what failed later with back-off.
 * Each mail is claimed with a guarded update first, so ticks in several processes cannot send one twice.
 */
export async function processMailQueue(deps: MailQueueDeps, now = new Date()) {
  const due = await deps.db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(BATCH);
  const result = { sent: 0, failed: 0, skipped: 0 };
  for (const { id } of due) {
    const [row] = await deps.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
      .returning();
    if (!row) continue;
    try {
      if (row.channel === 'sms') {
        const sms =
          row.kind === 'order-event'
            ? ((await deps.orderSms?.(row.eventId!)) ?? null)
            : row.to && row.text
              ? { to: row.to, text: row.text }
              : null;
        if (!sms || !deps.sms) {
          await deps.db.update(mailQueue).set({ status: 'skipped' }).where(eq(mailQueue.id, id));
          result.skipped++;
          continue;
        }
        await deps.sms.send(id, sms.to, sms.text);
        await deps.db
          .update(mailQueue)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
          .where(eq(mailQueue.id, id));
        result.sent++;
        continue;
      }
      const mail =
        row.kind === 'order-event'
          ? await deps.orderMail(row.eventId!)
          : row.kind === 'owner-order'
            ? await deps.ownerMail(row.eventId!)
            : row.to && row.subject
              ? { to: row.to, subject: row.subject, text: row.text ?? '' }
              : null;
      if (!mail) {
        await deps.db.update(mailQueue).set({ status: 'skipped' }).where(eq(mailQueue.id, id));
        result.skipped++;
        continue;
      }
      await deps.mailer.send(mail);
      await deps.db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
        .where(eq(mailQueue.id, id));
      result.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      // A refusal sending again cannot change (a bad number, an opted-out one) is given up at once.
      const giveUp = attempts >= MAX_ATTEMPTS || (err as { permanent?: boolean }).permanent === true;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await deps.db
        .update(mailQueue)
        .set({
          attempts,
          lastError,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(eq(mailQueue.id, id));
      // Where the mail is, never its text: order mails carry addresses and phone numbers.
      if (giveUp) deps.log.error({ mailId: id, attempts, error: lastError }, 'mail given up');
      else deps.log.warn({ mailId: id, attempts, error: lastError }, 'mail not sent; will retry');
      result.failed++;
    }
  }
  return result;
}
