import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue, orderEvents, orders, paymentLedger, smsDeliveryReports, smsMessages, users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { markPaid } from '../orders/service';
import { backoffMs } from '../notifications/queue';
import { AT_SIMULATOR_NUMBERS } from './at-simulator';

const SECRET = 'sms-callback-secret-for-the-tests-0123456789';
const { app, database } = await buildTestApp({ SMS_CALLBACK_SECRET: SECRET });
const db = database.db;
const admin = await createUser(database, { isAdmin: true, name: 'Shop Admin' });
const product = await pickProduct(database, { stock: 500, offset: 75 });
const sim = app.sms.simulator!;

/** A paid order of a new shopper, with the phone given at checkout. */
async function paidOrder(phone: string, opts: { language?: 'en' | 'sw'; notifyBy?: 'email' | 'sms' | 'both' } = {}) {
  const buyer = await createUser(database, { name: 'Wanjiru Kamau' });
  await db
    .update(users)
    .set({ language: opts.language ?? 'en', notifyBy: opts.notifyBy ?? 'both' })
    .where(eq(users.id, buyer.user.id));
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 1 }]);
  const order = res.json() as { id: number; number: string; total_price: number };
  await db.update(orders).set({ userId: buyer.user.id, phone }).where(eq(orders.id, order.id));
  await db.transaction(async (tx) => {
    await tx
      .insert(paymentLedger)
      .values({ kind: 'payment', orderId: order.id, amount: order.total_price, channel: 'manual', actor: 'system' });
    await markPaid(tx, order.id);
  });
  return { ...order, buyer };
}

const outboxTo = async (to: string) => (await sim.outbox(500)).filter((m) => m.to === to);
/** The queue rows of an order's timeline steps, by channel. */
const queueRowsOf = (orderId: number) =>
  db
    .select({ status: mailQueue.status, channel: mailQueue.channel })
    .from(mailQueue)
    .innerJoin(orderEvents, eq(orderEvents.id, mailQueue.eventId))
    .where(and(eq(orderEvents.orderId, orderId), eq(mailQueue.kind, 'order-event')));

async function drain(now = new Date()) {
  await app.notifications.tick(now);
  await sim.idle();
}

describe("order updates by SMS through Africa's Talking (simulator)", () => {
  it('paid: one text in English to the order phone, logged masked, then delivered by report', async () => {
    const order = await paidOrder('0712000101');
    await drain();
    const texts = await outboxTo('+254712000101');
    expect(texts).toHaveLength(1);
    expect(texts[0].message).toMatch(
      new RegExp(`^Kenya PC Shop: Payment of KES [\\d,]+ received for order ${order.number}`),
    );
    expect(texts[0].message).toContain('http://localhost:3000/profile?tab=orders');
    expect(texts[0].segments).toBe(1);
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.messageId, texts[0].messageId));
    expect(row).toMatchObject({ numberMasked: '+2547*****101', statusCode: 101, cost: 'KES 0.8000' });
    expect(row.deliveryStatus).toBe('Success');
    // Another tick sends nothing again.
    await drain();
    expect(await outboxTo('+254712000101')).toHaveLength(1);
  });

  it('in Kiswahili for a Kiswahili shopper; none for one who chose e-mail only', async () => {
    const sw = await paidOrder('0712000102', { language: 'sw' });
    const email = await paidOrder('0712000103', { notifyBy: 'email' });
    await drain();
    const [text] = await outboxTo('+254712000102');
    expect(text.message).toContain(`Tumepokea malipo ya KES`);
    expect(text.message).toContain(`ya oda ${sw.number}`);
    expect(await outboxTo('+254712000103')).toHaveLength(0);
    expect(await queueRowsOf(email.id)).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'sent' },
        { channel: 'sms', status: 'skipped' },
      ]),
    );
  });

  it('a shopper who chose SMS only gets the text and no mail', async () => {
    const order = await paidOrder('0712000104', { notifyBy: 'sms' });
    await drain();
    expect(await outboxTo('+254712000104')).toHaveLength(1);
    expect(await queueRowsOf(order.id)).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'skipped' },
        { channel: 'sms', status: 'sent' },
      ]),
    );
  });

  it('an order whose phone is a landline gets no text and no error: the SMS step is skipped', async () => {
    const order = await paidOrder('0202000106');
    await drain();
    expect(await queueRowsOf(order.id)).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'sent' },
        { channel: 'sms', status: 'skipped' },
      ]),
    );
    expect((await sim.outbox(500)).filter((m) => m.to.endsWith('202000106'))).toHaveLength(0);
  });

  it('a gateway outage delays the text, never loses it: retried with back-off, sent once', async () => {
    sim.setMode('fail');
    const order = await paidOrder('0712000105');
    const t0 = new Date();
    await drain(t0);
    expect(await outboxTo('+254712000105')).toHaveLength(0);
    const [pending] = await db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.channel, 'sms'), eq(mailQueue.status, 'pending')));
    expect(pending).toMatchObject({ attempts: 1 });
    expect(pending.lastError).toMatch(/500 InternalServerError/);
    // Still down on the next try; then the gateway is back.
    await drain(new Date(t0.getTime() + backoffMs(1) + 1000));
    sim.setMode('ok');
    await drain(new Date(t0.getTime() + backoffMs(1) + backoffMs(2) + 2000));
    const texts = await outboxTo('+254712000105');
    expect(texts).toHaveLength(1);
    expect(texts[0].message).toContain(order.number);
    await drain(new Date(t0.getTime() + 24 * 3600_000));
    expect(await outboxTo('+254712000105')).toHaveLength(1);
  });

  it("a refused number (AT's 406 opted out) is given up at once, not retried", async () => {
    await paidOrder(AT_SIMULATOR_NUMBERS.optedOut.replace('+254', '0'));
    await drain();
    const [failed] = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.statusCode, 406), eq(smsMessages.numberMasked, '+2547*****406')));
    expect(failed).toMatchObject({ status: 'UserInBlacklist', messageId: 'None' });
    const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, failed.queueId!));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('an undelivered text is marked failed from its report', async () => {
    await paidOrder(AT_SIMULATOR_NUMBERS.undelivered.replace('+254', '0'));
    await drain();
    const [text] = await outboxTo(AT_SIMULATOR_NUMBERS.undelivered);
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.messageId, text.messageId));
    expect(row).toMatchObject({ deliveryStatus: 'Failed', failureReason: 'UserDoesNotExist', networkCode: '99999' });
  });
});

describe('the delivery-report callback', () => {
  const report = (secret: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/sms/delivery-report/${secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('stores each report before answering; a late intermediate status does not undo a final one', async () => {
    const [msg] = await db
      .insert(smsMessages)
      .values({ messageId: 'ATXid_report_test', numberMasked: '+2547*****999', statusCode: 101, status: 'Success' })
      .returning();
    const base = { id: msg.messageId!, phoneNumber: '+254712999999', networkCode: '63902' };
    expect((await report(SECRET, { ...base, status: 'Success' })).json()).toEqual({ received: true });
    expect((await report(SECRET, { ...base, status: 'Buffered' })).json()).toEqual({ received: true });
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, msg.id));
    expect(row.deliveryStatus).toBe('Success');
    const stored = await db.select().from(smsDeliveryReports).where(eq(smsDeliveryReports.messageId, msg.messageId!));
    expect(stored.map((r) => r.status)).toEqual(['Success', 'Buffered']);
    // The whole number is not kept with the report either.
    expect(stored[0].body.phoneNumber).toBe('+2547*****999');
  });

  it('a wrong secret is acknowledged and ignored; a report without an id is a 400', async () => {
    const res = await report('not-the-secret', { id: 'ATXid_x', status: 'Success' });
    expect(res.json()).toEqual({ received: false });
    expect(await db.select().from(smsDeliveryReports).where(eq(smsDeliveryReports.messageId, 'ATXid_x'))).toEqual([]);
    expect((await report(SECRET, { status: 'Success' })).statusCode).toBe(400);
  });
});

describe('the shopper chooses e-mail, SMS or both', () => {
  it('reads and changes their own choice; a wrong value is a 400', async () => {
    const shopper = await createUser(database, { name: 'Juma' });
    const get = () => app.inject({ method: 'GET', url: '/api/users/me/notifications', headers: shopper.headers });
    expect((await get()).json()).toEqual({ notify_by: 'both' });
    const put = (notify_by: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/me/notifications',
        headers: shopper.headers,
        payload: { notify_by },
      });
    expect((await put('sms')).statusCode).toBe(200);
    expect((await get()).json()).toEqual({ notify_by: 'sms' });
    expect((await put('pigeon')).statusCode).toBe(400);
  });
});
