import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { mailQueue, orders, paymentLedger, users } from '#db/schema';
import { expiredNoteRecord, REMINDER_DAYS, reminderAt } from '#core/orders/layaway';
import { amountDue } from '#core/orders/payment-plan';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import { mailTexts } from '../../mail/texts';
import { orderPhone } from '../sms/order-sms';
import { smsTexts, withStore } from '../sms/texts';
import { recordAudit } from '../audit/service';
import { orderNumber } from './serialize';
import { releaseOrder } from './service';

/**
 * The layaway job (issue 21 point 3, decisions 022 and 039): reminders a week and a day before the due
 * date, and the cancelling of layaways left unpaid at it. `now` is a parameter of every step, so the
 * tests move the clock instead of waiting a month.
 */

export interface LayawayDeps {
  db: Db;
  publicUrl: string;
  storeName: () => Promise<string>;
}

/** Open layaways whose deposit is in (the stock is held for them), with what they have received. */
async function openLayaways(db: Db, dueBy: Date) {
  // What the order holds, from the payments ledger (decision 052).
  const received = sql<string>`coalesce((select sum(${paymentLedger.amount}) from ${paymentLedger} where ${paymentLedger.orderId} = ${orders.id}), 0)`;
  return db
    .select({
      id: orders.id,
      total: orders.totalPrice,
      dueAt: orders.layawayDueAt,
      policy: orders.layawayPolicy,
      email: users.email,
      name: users.name,
      language: users.language,
      notifyBy: users.notifyBy,
      received,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        isNotNull(orders.depositPaidAt),
        isNull(orders.paidAt),
        lte(orders.layawayDueAt, dueBy),
      ),
    );
}

/**
 * Reminders a week and a day before the due date: one mail per reminder per order, whatever the number
 * of ticks or processes (the order and the day count are the mail's dedupe key). Only the latest one
 * due is queued: after an outage the shopper gets the day-before mail, not both.
 */
async function queueReminders(deps: LayawayDeps, now: Date) {
  const soon = await openLayaways(deps.db, new Date(now.getTime() + REMINDER_DAYS[0] * 24 * 60 * 60_000));
  const storeName = await deps.storeName();
  let queued = 0;
  for (const o of soon) {
    if (!o.email || !o.dueAt || o.dueAt <= now) continue;
    const daysBefore = [...REMINDER_DAYS].reverse().find((d) => reminderAt(o.dueAt!, d) <= now);
    if (!daysBefore) continue;
    const balance = Math.max(0, amountDue(Number(o.total)) - Number(o.received));
    const number = orderNumber(o.id);
    // In the shopper's language (users.language, decision 028); English is core/orders/layaway's wording.
    const L = mailTexts(o.language).layaway;
    const reminder = { number, balance, dueAt: o.dueAt, daysBefore };
    const text = [
      L.hello(o.name ?? ''),
      '',
      L.first(reminder),
      L.paidSoFar(Number(o.received)),
      L.payRest(`${deps.publicUrl}/profile?tab=orders`),
      '',
      L.expiry(o.policy ?? 'refund', o.dueAt),
      '',
      storeName,
    ].join('\n');
    // By SMS too (issue 31), unless the shopper chose e-mail only; SMS only replaces the mail when there is a phone.
    const phone = o.notifyBy === 'email' ? null : await orderPhone(deps.db, o.id);
    if (phone) {
      const sms = smsTexts(o.language).layaway(
        number,
        formatKES(balance),
        formatDate(o.dueAt),
        `${deps.publicUrl}/profile?tab=orders`,
      );
      await deps.db
        .insert(mailQueue)
        .values({
          kind: 'layaway-reminder',
          channel: 'sms',
          dedupeKey: `layaway-reminder-sms:${o.id}:${daysBefore}`,
          to: phone,
          text: withStore(storeName, sms),
        })
        .onConflictDoNothing({ target: mailQueue.dedupeKey });
      if (o.notifyBy === 'sms') continue;
    }
    const rows = await deps.db
      .insert(mailQueue)
      .values({
        kind: 'layaway-reminder',
        dedupeKey: `layaway-reminder:${o.id}:${daysBefore}`,
        to: o.email,
        subject: L.subject(reminder),
        text,
      })
      .onConflictDoNothing({ target: mailQueue.dedupeKey })
      .returning({ id: mailQueue.id });
    queued += rows.length;
  }
  return queued;
}

/**
 * At the due date an unpaid layaway is cancelled and its stock goes back (releaseOrder: guarded, so two
 * ticks cancel it once and a payment settling at the same moment wins or loses cleanly). What was paid
 * is marked for refund, or kept when that was the policy agreed at checkout; an audit row says so.
 */
async function expireLayaways(db: Db, now: Date) {
  const due = (await openLayaways(db, now)).filter((o) => o.dueAt && o.dueAt <= now);
  let expired = 0;
  for (const o of due) {
    const paid = Number(o.received);
    const outcome = o.policy === 'keep' ? 'kept' : 'refund';
    const note = expiredNoteRecord(outcome, paid, o.dueAt!);
    const done = await db.transaction(async (tx) => {
      if (!(await releaseOrder(tx, o.id, 'cancelled', undefined, note))) return false;
      await tx.update(orders).set({ layawayOutcome: outcome, updatedAt: now }).where(eq(orders.id, o.id));
      await recordAudit(tx, {
        actorId: null,
        entity: 'order',
        entityId: o.id,
        action: 'layaway-expired',
        after: { paid, outcome, dueAt: o.dueAt!.toISOString() },
      });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/** The layaway job (decision 022): reminders, then expiry; safe to repeat. */
export async function layawayTick(deps: LayawayDeps, now = new Date()) {
  const reminders = await queueReminders(deps, now);
  const expired = await expireLayaways(deps.db, now);
  return { reminders, expired };
}
