import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client';
import {
  auditLog,
  autoRefunds,
  alertSends,
  contactMessages,
  stockAlerts,
  mailQueue,
  mpesaPayments,
  orderEvents,
  orderNotes,
  orders,
  paymentCallbacks,
  paymentLedger,
  reviews,
  smsSimulatorOutbox,
  users,
} from '#db/schema';
import { PRIVACY_MESSAGES } from '#core/schemas/privacy';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { moveOrder } from '../orders/move';
import type { Mover } from '../orders/stages';
import { scrubJson } from './scrub';

export const ERASED = '[erased]';
export const FORMER_CUSTOMER = 'Former customer';

/** The shop holds money for goods not yet handed over, or owes it back: the details are still needed. */
const OPEN_MONEY_STAGES = ['paid', 'processing', 'dispatched'];
const CLOSED_STAGES = ['delivered', 'collected', 'refunded'];

/** 254712345678 → 254******678: enough to match a statement line, not to call anyone. */
export const maskPhone = (phone: string) =>
  phone.length > 6 ? phone.slice(0, 3) + '*'.repeat(phone.length - 6) + phone.slice(-3) : '***';

/**
 * Erases an account (decision 065), in the caller's transaction: the account row and what hangs off it
 * go (sessions, tokens, addresses, builds, consents); open unpaid orders are cancelled through moveOrder
 * so their stock goes back; orders, payments and the ledger stay for the tax years without the person:
 * no name, e-mail, phone or street. The audit log keeps the id only. Refused (409) while the shop holds
 * money for an order not yet handed over or refunded: it needs the details to deliver or refund.
 */
export async function eraseUser(tx: DbOrTx, userId: number, by: Mover, opts: { force?: boolean } = {}) {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
  if (!target) throw notFound(PRIVACY_MESSAGES.notFound);
  const own = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.userId, userId));
  const sums = own.length
    ? await tx
        .select({ orderId: paymentLedger.orderId, net: sql<string>`sum(${paymentLedger.amount})` })
        .from(paymentLedger)
        .where(
          inArray(
            paymentLedger.orderId,
            own.map((o) => o.id),
          ),
        )
        .groupBy(paymentLedger.orderId)
    : [];
  const net = new Map(sums.map((r) => [r.orderId, Number(r.net)]));
  const holdsMoney = own.some(
    (o) => OPEN_MONEY_STAGES.includes(o.status) || ((net.get(o.id) ?? 0) > 0 && !CLOSED_STAGES.includes(o.status)),
  );
  // The admin may erase anyway (force): the paid orders stay, pseudonymised, and are finished by the shop.
  if (holdsMoney && !opts.force) throw conflict(PRIVACY_MESSAGES.openPaidOrder);

  const cancelled: number[] = [];
  for (const o of own.filter((x) => x.status === 'awaiting_payment')) {
    const moved = await moveOrder(tx, {
      orderId: o.id,
      from: 'awaiting_payment',
      to: 'cancelled',
      by,
      reason: 'Account deleted',
      set: { cancelReason: 'Account deleted' },
      mail: false,
    });
    if (moved) cancelled.push(o.id);
  }

  const orderIds = own.map((o) => o.id);
  const words = [target.email, target.name].filter((w) => w.trim().length > 1);
  const scrub = (col: AnyPgColumn) => words.reduce<SQL>((acc, w) => sql`replace(${acc}, ${w}, ${ERASED})`, sql`${col}`);

  // The phones the shopper gave or paid from: their texts go with them (issue 31's SMS rows, decision 067).
  const phones = new Set<string>();
  if (orderIds.length) {
    const given = await tx
      .select({ phone: orders.phone, address: sql<string | null>`${orders.deliveryAddress}->>'phone'` })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    const paid = await tx
      .select({ phone: mpesaPayments.phone })
      .from(mpesaPayments)
      .where(inArray(mpesaPayments.orderId, orderIds));
    for (const ph of [...given.flatMap((g) => [g.phone, g.address]), ...paid.map((p) => p.phone)]) {
      const digits = ph?.replace(/\D/g, '') ?? '';
      if (digits.length >= 9) phones.add(`254${digits.slice(-9)}`);
    }
  }
  const phoneForms = [...phones].flatMap((p) => [p, `+${p}`, `0${p.slice(3)}`]);

  if (orderIds.length) {
    const mine = inArray(orders.id, orderIds);
    await tx
      .update(orders)
      .set({
        phone: null,
        // County and town stay (sales by area); street, landmark and phone go.
        deliveryAddress: sql`case when ${orders.deliveryAddress} is null then null else jsonb_build_object('county', ${orders.deliveryAddress}->>'county', 'town', ${orders.deliveryAddress}->>'town', 'street', '', 'landmark', '', 'phone', '') end`,
        cancelReason: scrub(orders.cancelReason),
        refundReference: scrub(orders.refundReference),
        trackingReference: scrub(orders.trackingReference),
      })
      .where(mine);
    await tx
      .update(orderEvents)
      .set({ note: scrub(orderEvents.note) })
      .where(and(inArray(orderEvents.orderId, orderIds), isNotNull(orderEvents.note)));
    await tx
      .update(orderNotes)
      .set({ text: scrub(orderNotes.text) })
      .where(inArray(orderNotes.orderId, orderIds));
    const payments = await tx
      .select({ id: mpesaPayments.id, phone: mpesaPayments.phone, receipt: mpesaPayments.receiptNumber })
      .from(mpesaPayments)
      .where(inArray(mpesaPayments.orderId, orderIds));
    for (const p of payments) {
      await tx
        .update(mpesaPayments)
        .set({ phone: maskPhone(p.phone), payerName: null })
        .where(eq(mpesaPayments.id, p.id));
      if (p.receipt)
        await tx
          .update(paymentCallbacks)
          .set({
            body: sql`(replace((${paymentCallbacks.body} - 'FirstName' - 'MiddleName' - 'LastName')::text, ${p.phone}, ${maskPhone(p.phone)}))::jsonb`,
          })
          .where(eq(paymentCallbacks.receipt, p.receipt));
    }
  }

  if (orderIds.length) {
    const refunds = await tx
      .select({ id: autoRefunds.id, phone: autoRefunds.phone })
      .from(autoRefunds)
      .where(and(inArray(autoRefunds.orderId, orderIds), isNotNull(autoRefunds.phone)));
    for (const r of refunds)
      await tx
        .update(autoRefunds)
        .set({ phone: maskPhone(r.phone!) })
        .where(eq(autoRefunds.id, r.id));
  }
  if (phoneForms.length) {
    await tx.delete(mailQueue).where(and(eq(mailQueue.channel, 'sms'), inArray(mailQueue.to, phoneForms)));
    await tx.delete(smsSimulatorOutbox).where(inArray(smsSimulatorOutbox.to, phoneForms));
  }
  // Alerts (decision 069): the account's own rows go by cascade; waits the person gave as a guest, by
  // their e-mail or a phone of theirs, and the daily-limit rows kept under that contact go too.
  const contacts = [target.email, ...phoneForms];
  await tx.delete(stockAlerts).where(inArray(stockAlerts.contact, contacts));
  await tx.delete(alertSends).where(
    inArray(
      alertSends.recipient,
      contacts.map((c) => `c:${c}`),
    ),
  );

  // Reviews stay (other shoppers read them, and the product's rating counts them) under no name.
  await tx.update(reviews).set({ name: FORMER_CUSTOMER }).where(eq(reviews.userId, userId));
  await tx.delete(contactMessages).where(eq(contactMessages.email, target.email));
  await tx.delete(mailQueue).where(eq(mailQueue.to, target.email));

  // The audit log keeps the id: the label says 'user #id', and what an entry recorded of the person goes.
  await tx
    .update(auditLog)
    .set({ actorLabel: `user #${userId}` })
    .where(eq(auditLog.actorId, userId));
  const pattern = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const mentioned = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after, label: auditLog.actorLabel })
    .from(auditLog)
    .where(
      or(
        ...pattern.flatMap((p) => [
          sql`${auditLog.before}::text ilike ${p}`,
          sql`${auditLog.after}::text ilike ${p}`,
          sql`${auditLog.actorLabel} ilike ${p}`,
        ]),
      ),
    );
  for (const row of mentioned) {
    await tx
      .update(auditLog)
      .set({
        before: scrubJson(row.before, words, ERASED),
        after: scrubJson(row.after, words, ERASED),
        actorLabel: scrubJson(row.label, words, ERASED) as string,
      })
      .where(eq(auditLog.id, row.id));
  }

  await recordAudit(tx, {
    actorId: by.userId ?? null,
    entity: 'user',
    entityId: userId,
    action: 'erase',
    before: { orders: orderIds.length, cancelled },
  });
  // Sessions, tokens, addresses, saved builds, consents, saved favourites and cart go with the row
  // (ON DELETE CASCADE; privacy.test checks the favourites and cart); orders,
  // reviews and audit rows keep their place with the id set to null (ON DELETE SET NULL).
  await tx.delete(users).where(eq(users.id, userId));
  return { cancelled };
}
