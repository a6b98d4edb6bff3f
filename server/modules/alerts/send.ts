import { desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { addresses, alertSends, mailQueue, users } from '#db/schema';
import { alertDay, smsSendAt } from './clock';
import { alertTexts, type AlertTexts } from './texts';
import { makeToken } from './tokens';

/** What every alert needs besides its own words. */
export interface AlertCtx {
  publicUrl: string;
  secret: string;
  storeName: string;
  now: Date;
}

/** Who an alert goes to, by which one channel, in which language, and their one-tap stop link. */
export interface Recipient {
  /** 'u:<user id>' or 'c:<contact>': the daily limit is counted per this key. */
  key: string;
  userId: number | null;
  channel: 'email' | 'sms';
  to: string;
  language: string;
  stop: string;
}

/**
 * Signed-in shoppers' channels, in two queries however many: their `notify_by` (decision 067). One alert
 * is one message, so 'both' means a text when the shop knows a phone (the last used delivery address),
 * else an e-mail.
 */
export async function userRecipients(db: DbOrTx, userIds: number[], ctx: AlertCtx): Promise<Map<number, Recipient>> {
  const out = new Map<number, Recipient>();
  if (!userIds.length) return out;
  const people = await db
    .select({ id: users.id, email: users.email, language: users.language, notifyBy: users.notifyBy })
    .from(users)
    .where(inArray(users.id, userIds));
  const texted = people.filter((u) => u.notifyBy !== 'email').map((u) => u.id);
  const phones = texted.length
    ? await db
        .selectDistinctOn([addresses.userId], { userId: addresses.userId, phone: addresses.phone })
        .from(addresses)
        .where(inArray(addresses.userId, texted))
        .orderBy(addresses.userId, sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.id))
    : [];
  const phoneOf = new Map(phones.map((p) => [p.userId, p.phone]));
  for (const u of people) {
    const phone = u.notifyBy === 'email' ? null : phoneOf.get(u.id) || null;
    out.set(u.id, {
      key: `u:${u.id}`,
      userId: u.id,
      channel: phone ? 'sms' : 'email',
      to: phone ?? u.email,
      language: u.language,
      stop: `${ctx.publicUrl}/u/${makeToken(ctx.secret, 'u', u.id)}`,
    });
  }
  return out;
}

/** A guest's channel is the one contact they gave and confirmed; their stop link names their first row. */
export const guestRecipient = (
  row: { id: number; channel: 'email' | 'sms' | null; contact: string | null; language: string },
  ctx: AlertCtx,
): Recipient => ({
  key: `c:${row.contact}`,
  userId: null,
  channel: row.channel === 'sms' ? 'sms' : 'email',
  to: row.contact ?? '',
  language: row.language,
  stop: `${ctx.publicUrl}/u/${makeToken(ctx.secret, 'g', row.id)}`,
});

export interface AlertWords {
  sms: string;
  subject: string;
  body: string;
}

/**
 * Queues one alert per recipient, except to those who already had one about this subject ('p:<product>'
 * or 'b:<build>') today in Nairobi (the daily limit): returns the keys queued. A text is held until 07:00
 * in quiet hours (21:00–07:00); an e-mail goes at once. Both leave through the durable mail queue, in the
 * order given (signup order), in two inserts however many recipients.
 */
export async function queueAlerts(
  tx: DbOrTx,
  list: { r: Recipient; words: (t: AlertTexts, stop: string) => AlertWords }[],
  subject: string,
  kind: 'restock' | 'price' | 'build',
  ctx: AlertCtx,
): Promise<Set<string>> {
  const queued = new Set<string>();
  const day = alertDay(ctx.now);
  for (let i = 0; i < list.length; i += CHUNK) {
    const chunk = list.slice(i, i + CHUNK);
    const sent = await tx
      .insert(alertSends)
      .values(chunk.map(({ r }) => ({ recipient: r.key, userId: r.userId, subject, kind, day })))
      .onConflictDoNothing()
      .returning({ recipient: alertSends.recipient });
    const ok = new Set(sent.map((s) => s.recipient));
    const rows = chunk
      .filter(({ r }) => ok.has(r.key))
      .map(({ r, words }) => {
        const t = alertTexts(r.language);
        const w = words(t, r.stop);
        queued.add(r.key);
        return r.channel === 'sms'
          ? {
              kind: 'alert' as const,
              channel: 'sms' as const,
              to: r.to,
              text: w.sms,
              nextAttemptAt: smsSendAt(ctx.now),
            }
          : {
              kind: 'alert' as const,
              channel: 'email' as const,
              to: r.to,
              subject: w.subject,
              text: `${w.body}\n\n${t.mail.stopLine(r.stop)}\n\n${ctx.storeName}`,
              nextAttemptAt: ctx.now,
            };
      });
    if (rows.length) await tx.insert(mailQueue).values(rows);
  }
  return queued;
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
