import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailQueue,
  mpesaPayments,
  orderEvents,
  orders,
  paymentLedger,
  products,
  storeSettings,
  users,
} from '#db/schema';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { buildTestApp } from '../../../test/app';
import { orderAtPrice, paybillConfirmation } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { callbacksSettled } from '../payments/routes';

/**
 * Issue 33's findings 4, 5 and 6 through the API (decision 052), on PGlite and on PostgreSQL: money
 * received can always be refunded, a cancelled order never comes back, a shilling does not hold stock,
 * and nothing with money is deleted. Each of these failed on the code before the payments ledger.
 */
const SECRET = 's'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET });
const db = database.db;
const admin = await createUser(database, { isAdmin: true });

/** The review's order: one product at KES 38,000 ex VAT, 16% added, collected: KES 44,080. */
const PRICE = 38_000;
let offset = 70;
async function placed(opts: { layaway?: boolean } = {}) {
  const { buyer, res, productId } = await orderAtPrice(app, database, PRICE, offset++, opts);
  expect(res.json().total_price).toBe(44_080);
  return { buyer, order: res.json() as { id: number; number: string; expires_at: string }, productId };
}

let trans = 0;
/** What Daraja posts to the confirmation URL when a customer pays the Paybill with the order number. */
async function paybill(account: string, amount: number) {
  const res = await paybillConfirmation(app, SECRET, {
    transId: `RLG${String(++trans).padStart(7, '0')}`,
    account,
    amount,
  });
  await callbacksSettled();
  expect(res.statusCode).toBe(200);
}
const mine = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json();
const refund = (id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/refund`, headers: admin.headers, payload });
const cancelByShopper = (headers: Record<string, string>, id: number) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers });
const stockOf = async (id: number) =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
const expiresAt = async (id: number) =>
  (await db.select({ at: orders.expiresAt }).from(orders).where(eq(orders.id, id)))[0].at!.getTime();
const HOUR = 60 * 60_000;

describe('finding 4: money received can be refunded, and a cancelled order never comes back', () => {
  it('a part-paid order the shopper cancels is refunded by the owner with M-Pesa reference; the shopper sees it and is mailed', async () => {
    const { buyer, order, productId } = await placed();
    await paybill(order.number, 10_000);
    expect((await cancelByShopper(buyer.headers, order.id)).statusCode).toBe(200);
    expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'cancelled', refund_due: 10_000 });
    expect(await stockOf(productId)).toBe(5);
    // The admin's list shows the same refund due, so the shop sees what to give back.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.number}`,
      headers: admin.headers,
    });
    expect(listed.json().orders).toMatchObject([{ id: order.id, refund_due: 10_000 }]);

    const res = await refund(order.id, { reference: 'RFD10000AB' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await mine(buyer.headers, order.id);
    expect(after).toMatchObject({
      status: 'refunded',
      refund_due: 0,
      refund_reference: 'RFD10000AB',
      refunds: [{ amount: 10_000, reference: 'RFD10000AB' }],
    });
    // The shopper's 'refunded' mail is queued with the move, in the same transaction.
    const refunded = after.timeline.at(-1);
    expect(refunded).toMatchObject({ stage: 'refunded', from: 'cancelled', note: 'M-Pesa RFD10000AB' });
    const mails = await db
      .select({ kind: mailQueue.kind })
      .from(mailQueue)
      .innerJoin(orderEvents, eq(orderEvents.id, mailQueue.eventId))
      .where(eq(orderEvents.orderId, order.id));
    expect(mails.map((m) => m.kind)).toContain('order-event');
    // Nothing more to give back.
    expect((await refund(order.id, { reference: 'RFD10000AB' })).statusCode).toBe(409);
  });

  it('the rest paid after the cancel does not move the order to paid nor take the stock: it is refund due', async () => {
    const { buyer, order, productId } = await placed();
    await paybill(order.number, 10_000);
    await cancelByShopper(buyer.headers, order.id);
    await paybill(order.number, 34_080);
    expect(await mine(buyer.headers, order.id)).toMatchObject({
      status: 'cancelled',
      is_paid: false,
      amount_paid: 44_080,
      refund_due: 44_080,
    });
    expect(await stockOf(productId)).toBe(5);
    const moves = (await mine(buyer.headers, order.id)).timeline.map((e: { stage: string }) => e.stage);
    expect(moves).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('a part refund reaches the shopper in their language, by the channel they chose in Profile', async () => {
    const { buyer, order } = await placed();
    await paybill(order.number, 10_000);
    await cancelByShopper(buyer.headers, order.id);
    const notes = async () =>
      (await db.select().from(mailQueue).where(eq(mailQueue.kind, 'refund'))).filter(
        (m) => m.to === buyer.user.email || m.text?.includes(order.number),
      );
    await db.update(users).set({ language: 'sw', notifyBy: 'both' }).where(eq(users.id, buyer.user.id));
    expect((await refund(order.id, { reference: 'RFDSW1', amount: 3_000 })).statusCode).toBe(200);
    const both = await notes();
    expect(both.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const mail = both.find((m) => m.channel === 'email')!;
    expect(mail.subject).toBe(`Tumerudisha KES 3,000 za agizo ${order.number}`);
    expect(mail.text).toContain('RFDSW1');
    const sms = both.find((m) => m.channel === 'sms')!;
    // To the number that paid, in Kiswahili, one GSM-7 part.
    expect(sms.to).toBe('254708374149');
    expect(sms.text).toContain(`Tumerudisha KES 3,000 ya oda ${order.number} kwa M-Pesa yako, kumbukumbu RFDSW1.`);
    expect(sms.text!.length).toBeLessThanOrEqual(160);

    // SMS only: the text, no mail.
    await db.update(users).set({ notifyBy: 'sms' }).where(eq(users.id, buyer.user.id));
    expect((await refund(order.id, { reference: 'RFDSW2', amount: 2_000 })).statusCode).toBe(200);
    const later = (await notes()).filter((m) => m.text?.includes('RFDSW2'));
    expect(later.map((m) => m.channel)).toEqual(['sms']);
  });

  it('refunds in parts, refuses more than is due with a reason, and moves to refunded when all is back', async () => {
    const { buyer, order } = await placed();
    await paybill(order.number, 10_000);
    await cancelByShopper(buyer.headers, order.id);
    const tooMuch = await refund(order.id, { reference: 'RFDX', amount: 10_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(ORDER_MESSAGES.refundTooLarge('KES 10,000'));
    // Bad amounts are a clear 400, never a 500 from the ledger's checks.
    for (const amount of [0.001, 0, -5, '1e3'])
      expect((await refund(order.id, { reference: 'RFDX', amount })).statusCode, String(amount)).toBe(400);
    expect((await refund(order.id, { reference: 'RFDA', amount: 4_000 })).json()).toMatchObject({
      status: 'cancelled',
      refund_due: 6_000,
      refunds: [{ amount: 4_000, reference: 'RFDA' }],
    });
    // A part refund moves nothing: its own mail tells the shopper how much and M-Pesa's reference.
    const [mail] = await db.select().from(mailQueue).where(eq(mailQueue.to, buyer.user.email));
    expect(mail).toMatchObject({ kind: 'refund', subject: `Refund of KES 4,000 for order ${order.number}` });
    expect(mail.text).toContain('RFDA');
    expect((await refund(order.id, { reference: 'RFDB' })).json()).toMatchObject({ status: 'refunded', refund_due: 0 });
    expect((await refund(order.id, { reference: 'RFDC', amount: 1 })).statusCode).toBe(409);
    // A shopper cannot record a refund.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/refund`,
          headers: buyer.headers,
          payload: { reference: 'X' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('an over-payment of a paid order is refunded and the order stays paid', async () => {
    const { buyer, order } = await placed();
    await paybill(order.number, 44_080);
    await paybill(order.number, 500);
    expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'paid', refund_due: 500 });
    expect((await refund(order.id, { reference: 'RFD500' })).json()).toMatchObject({ status: 'paid', refund_due: 0 });
  });

  it('a layaway deposit the shopper cancels is refunded', async () => {
    await db.update(storeSettings).set({ layawayEnabled: true, layawayMinTotal: 10_000 });
    try {
      const { buyer, order } = await placed({ layaway: true });
      await paybill(order.number, 13_224);
      expect(await mine(buyer.headers, order.id)).toMatchObject({ layaway: { deposit_paid: true } });
      expect((await cancelByShopper(buyer.headers, order.id)).statusCode).toBe(200);
      expect((await refund(order.id, { reference: 'RFDDEP' })).json()).toMatchObject({
        status: 'refunded',
        refund_due: 0,
        refunds: [{ amount: 13_224 }],
      });
    } finally {
      await db.update(storeSettings).set({ layawayEnabled: false, layawayMinTotal: 0 });
    }
  });
});

describe('confirmations of one order arriving together', () => {
  it('20 Paybill payments of KES 11 sent at once are all on the ledger: KES 220 paid', async () => {
    const { buyer, order } = await placed();
    // Each confirmation locks the order before writing (recordPayment): on PostgreSQL they queue, none deadlocks.
    await Promise.all(Array.from({ length: 20 }, () => paybill(order.number, 11)));
    expect(await mine(buyer.headers, order.id)).toMatchObject({ amount_paid: 220, balance: 43_860 });
    expect(await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id))).toHaveLength(20);
  });
});

describe('finding 5: holds that cannot be gamed', () => {
  it('KES 1 or 999 does not extend the hold; KES 1,000 (the default minimum here) does, once', async () => {
    const { order } = await placed();
    const placedHold = await expiresAt(order.id);
    expect(placedHold).toBeLessThan(Date.now() + HOUR);
    await paybill(order.number, 1);
    await paybill(order.number, 999);
    expect(await expiresAt(order.id)).toBe(placedHold);
    await paybill(order.number, 1_000);
    const extended = await expiresAt(order.id);
    expect(extended).toBeGreaterThan(Date.now() + 47 * HOUR);
    await paybill(order.number, 5_000);
    expect(await expiresAt(order.id)).toBe(extended);
  });

  it("a layaway's part payment before its deposit keeps the layaway's own dates", async () => {
    await db.update(storeSettings).set({ layawayEnabled: true, layawayMinTotal: 10_000 });
    try {
      const { order } = await placed({ layaway: true });
      const before = await expiresAt(order.id);
      await paybill(order.number, 5_000);
      expect(await expiresAt(order.id)).toBe(before);
    } finally {
      await db.update(storeSettings).set({ layawayEnabled: false, layawayMinTotal: 0 });
    }
  });
});

describe('finding 6: nothing with money is deleted', () => {
  it('DELETE of a paid order answers 409 with the reason; the order, its payments and its ledger rows stay', async () => {
    const { order } = await placed();
    await paybill(order.number, 44_080);
    const res = await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.hasMoney);
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    expect(await db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toHaveLength(1);
    expect(await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id))).toHaveLength(1);
  });

  it('DELETE of a part-paid order is refused too; an order without money is still deleted and its stock returned', async () => {
    const part = await placed();
    await paybill(part.order.number, 2_000);
    const refused = await app.inject({ method: 'DELETE', url: `/api/orders/${part.order.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    const none = await placed();
    expect(await stockOf(none.productId)).toBe(4);
    const ok = await app.inject({ method: 'DELETE', url: `/api/orders/${none.order.id}`, headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(await stockOf(none.productId)).toBe(5);
  });

  it('a paid order cancelled by the shop gets its stock back and its refund recorded', async () => {
    const { buyer, order, productId } = await placed();
    await paybill(order.number, 44_080);
    expect(await stockOf(productId)).toBe(4);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Supplier cannot deliver', refundReference: 'RFDFULL' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(productId)).toBe(5);
    expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'refunded', refund_due: 0 });
  });

  it('the ledger refuses UPDATE and DELETE', async () => {
    await expect(db.execute(sql`update payment_ledger set amount = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from payment_ledger`)).rejects.toThrow();
  });
});
