import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailQueue, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { orderPayload, pickProduct } from '../../../test/shop';
import { startSmtpServer } from '../../../test/smtp';
import { createUser } from '../../../test/users';
import { callbacksSettled } from '../payments/routes';
import { layawayTick } from './layaway-job';
import { expireUnpaidOrders } from './service';

/**
 * Layaway (issue 21 point 3, decision 039) through the API on PGlite and PostgreSQL, with a real SMTP
 * server and the Daraja simulator. The clock is moved by passing `now` to the ticks, as every job of the
 * runner takes it (decision 022): nothing waits a month.
 */
const smtp = await startSmtpServer();
const { app, database } = await buildTestApp(
  { SMTP_URL: smtp.url, MPESA_CALLBACK_SECRET: 's'.repeat(40) },
  { simulatorDelayMs: 20 },
);
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};
const deps = { db, publicUrl: 'http://shop.test', storeName: async () => 'Kenya PC Shop' };
const DAY = 24 * 60 * 60_000;

async function setLayaway(values: Record<string, unknown>) {
  const {
    currency: _c,
    whatsappNumberFromEnv: _e,
    ...input
  } = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
  return app.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload: { ...input, ...values } });
}

/** The KES 245,000 gaming PC of the several-payments tests: two at KES 105,603.50 ex VAT, 16% VAT added, collected. */
const PC_PRICE = 105_603.5;
async function pcCart(offset: number) {
  const p = await pickProduct(database, { stock: 5, offset });
  await db.update(products).set({ price: PC_PRICE, layaway: false }).where(eq(products.id, p.id));
  return { product: p, items: [{ ...p, price: PC_PRICE, quantity: 2 }] };
}
const order = (headers: Record<string, string>, items: Parameters<typeof orderPayload>[0], layaway?: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { ...orderPayload(items), ...(layaway === undefined ? {} : { layaway }) },
  });
const push = (headers: Record<string, string>, orderId: number, amount?: number) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/mpesa/stk-push',
    headers,
    payload: { orderId, phoneNumber: '254708374149', ...(amount ? { amount } : {}) },
  });
const mine = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json();
const stockOf = async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0].countInStock;
const reminders = (email: string) => smtp.inbox.filter((m) => m.to.includes(email) && m.subject.startsWith('Layaway'));
async function drain() {
  for (let i = 0; i < 3; i++) await app.notifications.tick();
}

/** A layaway of the KES 245,000 PC, placed and its deposit paid by one STK push. */
async function depositPaid(offset: number) {
  const buyer = await createUser(database);
  const { product, items } = await pcCart(offset);
  const placed = await order(buyer.headers, items, true);
  expect(placed.statusCode).toBe(201);
  const first = await push(buyer.headers, placed.json().id);
  expect(first.json()).toMatchObject({ amount: 73_500 });
  await settle();
  return { buyer, product, order: await mine(buyer.headers, placed.json().id) };
}

describe('layaway settings', () => {
  it('are off by default and validated by the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      layawayEnabled: false,
      layawayDepositPercent: 30,
      layawayDays: 30,
      layawayExpiryPolicy: 'refund',
    });
    const bad = await setLayaway({ layawayDepositPercent: 95 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Deposit must be 10% to 90%');
    expect((await setLayaway({ layawayDays: 3 })).json().message).toContain('Layaway period must be 7 to 365 days');
    expect((await setLayaway({ layawayExpiryPolicy: 'maybe' })).statusCode).toBe(400);
    const ok = await setLayaway({ layawayEnabled: true, layawayMinTotal: 100_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ layawayEnabled: true, layawayMinTotal: 100_000 });
  });
});

describe('a layaway of a KES 245,000 order', () => {
  it('is quoted for the cart with the deposit worked out by the server, above the minimum or for a layaway product', async () => {
    const { items } = await pcCart(50);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/orders/layaway-quote',
      payload: { items: [{ product: items[0].id, quantity: 2 }], totalPrice: 245_000 },
    });
    expect(quote.json()).toMatchObject({
      applies: true,
      deposit: 73_500,
      depositPercent: 30,
      days: 30,
      policy: 'refund',
    });
    expect(quote.json().policyText).toBe(
      'If the rest is not paid within 30 days, the order is cancelled and the money paid is refunded.',
    );
    const small = await pickProduct(database, { offset: 51 });
    const q = (total: number) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/layaway-quote',
        payload: { items: [{ product: small.id, quantity: 1 }], totalPrice: total },
      });
    expect((await q(5_000)).json()).toMatchObject({ applies: false, deposit: 0 });
    await db.update(products).set({ layaway: true }).where(eq(products.id, small.id));
    expect((await q(5_000)).json()).toMatchObject({ applies: true, deposit: 1_500 });
    await db.update(products).set({ layaway: false }).where(eq(products.id, small.id));
  });

  it('refuses layaway where it does not apply, with a reason', async () => {
    const buyer = await createUser(database);
    const small = await pickProduct(database, { offset: 52 });
    const res = await order(buyer.headers, [{ ...small, price: Number(small.price), quantity: 1 }], true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Layaway is not available for this order: please pay in full.');
  });

  it('takes the stock when placed, asks the deposit first, then the rest in amounts the shopper chooses', async () => {
    const buyer = await createUser(database);
    const { product, items } = await pcCart(53);
    const placed = await order(buyer.headers, items, true);
    expect(placed.statusCode).toBe(201);
    const o = placed.json();
    expect(o).toMatchObject({
      total_price: 245_000,
      layaway: { deposit: 73_500, deposit_paid: false, policy: 'refund', outcome: null },
      next_payment: { amount: 73_500 },
    });
    expect(Date.parse(o.layaway.due_at) - Date.parse(o.created_at)).toBeGreaterThan(30 * DAY - 60_000);
    expect(await stockOf(product.id)).toBe(3);
    // No chosen amount before the deposit is in.
    expect((await push(buyer.headers, o.id, 20_000)).statusCode).toBe(400);
    expect((await push(buyer.headers, o.id)).json()).toMatchObject({ amount: 73_500 });
    await settle();
    const after = await mine(buyer.headers, o.id);
    expect(after).toMatchObject({
      status: 'awaiting_payment',
      amount_paid: 73_500,
      balance: 171_500,
      layaway: { deposit_paid: true },
    });
    // The stock is held to the due date: the 30-minute sweep leaves the layaway alone.
    expect(after.expires_at).toBe(after.layaway.due_at);
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 3 * DAY))).toBe(0);
    const tooMuch = await push(buyer.headers, o.id, 150_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Enter an amount from KES 10 to KES 150,000');
    expect((await push(buyer.headers, o.id, 21_500)).json()).toMatchObject({ amount: 21_500 });
    await settle();
    expect((await push(buyer.headers, o.id, 150_000)).json()).toMatchObject({ amount: 150_000 });
    await settle();
    const paid = await mine(buyer.headers, o.id);
    expect(paid).toMatchObject({ status: 'paid', is_paid: true, amount_paid: 245_000, balance: 0, refund_due: 0 });
    // A paid layaway is never cancelled at its due date.
    expect((await layawayTick(deps, new Date(Date.parse(o.layaway.due_at) + 60_000))).expired).toBe(0);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('mails a reminder a week and a day before the due date, once each, however many ticks', async () => {
    const { buyer, order: o } = await depositPaid(54);
    const due = Date.parse(o.layaway.due_at);
    expect((await layawayTick(deps, new Date(due - 8 * DAY))).reminders).toBe(0);
    const weekBefore = new Date(due - 7 * DAY + 60_000);
    const ticks = await Promise.all([layawayTick(deps, weekBefore), layawayTick(deps, weekBefore)]);
    expect(ticks[0].reminders + ticks[1].reminders).toBe(1);
    await drain();
    expect(reminders(buyer.user.email)).toHaveLength(1);
    const first = reminders(buyer.user.email)[0];
    expect(first.subject).toContain(`Layaway ${o.number}: KES 171,500 left to pay by`);
    expect(first.text).toContain('is due in 7 days');
    expect(first.text).toContain('/profile?tab=orders');
    expect((await layawayTick(deps, new Date(due - 2 * DAY))).reminders).toBe(0);
    const dayBefore = new Date(due - DAY + 60_000);
    expect((await layawayTick(deps, dayBefore)).reminders).toBe(1);
    expect((await layawayTick(deps, dayBefore)).reminders).toBe(0);
    await drain();
    expect(reminders(buyer.user.email).map((m) => m.text.includes('is due tomorrow'))).toEqual([false, true]);
    // And by SMS to the order's phone (issue 31): one text per reminder, one SMS part each.
    const texts = await db
      .select({ status: mailQueue.status, text: mailQueue.text })
      .from(mailQueue)
      .where(and(eq(mailQueue.channel, 'sms'), like(mailQueue.dedupeKey, `layaway-reminder-sms:${o.id}:%`)));
    expect(texts).toHaveLength(2);
    for (const t of texts) {
      expect(t.status).toBe('sent');
      expect(t.text).toMatch(
        new RegExp(`^Kenya PC Shop: Layaway ${o.number}: KES 171,500 left to pay by .+ Pay here: `),
      );
      expect(t.text!.length).toBeLessThanOrEqual(160);
    }
  });

  it('is cancelled at its due date when unpaid: stock back, the money paid marked for refund, an audit row', async () => {
    const { buyer, product, order: o } = await depositPaid(55);
    const due = Date.parse(o.layaway.due_at);
    expect(await stockOf(product.id)).toBe(3);
    expect((await layawayTick(deps, new Date(due - 60_000))).expired).toBe(0);
    // The reminders test's layaway falls due within the same minute: it goes too.
    expect((await layawayTick(deps, new Date(due + 60_000))).expired).toBeGreaterThanOrEqual(1);
    expect((await layawayTick(deps, new Date(due + 120_000))).expired).toBe(0);
    expect(await stockOf(product.id)).toBe(5);
    const gone = await mine(buyer.headers, o.id);
    expect(gone).toMatchObject({
      status: 'cancelled',
      amount_paid: 73_500,
      refund_due: 73_500,
      next_payment: null,
      layaway: { outcome: 'refund' },
    });
    expect(gone.cancel_reason).toContain('the KES 73,500 paid will be refunded');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(o.id)), eq(auditLog.action, 'layaway-expired')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorLabel: 'system', after: { paid: 73_500, outcome: 'refund' } });
    // The admin's order list shows it, refund due.
    const all = (
      await app.inject({ method: 'GET', url: '/api/orders?stage=cancelled', headers: admin.headers })
    ).json();
    expect(all.find((x: { id: number }) => x.id === o.id)).toMatchObject({ refund_due: 73_500 });
    await drain();
    expect(smtp.inbox.some((m) => m.to.includes(buyer.user.email) && m.text.includes('will be refunded'))).toBe(true);
  });

  it('keeps what was paid when that is the policy stated at checkout', async () => {
    expect((await setLayaway({ layawayExpiryPolicy: 'keep' })).statusCode).toBe(200);
    const { buyer, product, order: o } = await depositPaid(56);
    expect(o.layaway.policy).toBe('keep');
    // A later change of the setting does not change what the shopper agreed to.
    await setLayaway({ layawayExpiryPolicy: 'refund' });
    await layawayTick(deps, new Date(Date.parse(o.layaway.due_at) + 60_000));
    expect(await mine(buyer.headers, o.id)).toMatchObject({
      status: 'cancelled',
      refund_due: 0,
      layaway: { outcome: 'kept' },
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('whose deposit is never paid expires like any unpaid order, after its 30 minutes', async () => {
    const buyer = await createUser(database);
    const { product, items } = await pcCart(57);
    const o = (await order(buyer.headers, items, true)).json();
    expect(await stockOf(product.id)).toBe(3);
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await mine(buyer.headers, o.id)).toMatchObject({ status: 'expired', refund_due: 0 });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("mails a Kiswahili shopper's reminders in Kiswahili (the language of their order), amounts and numbers as they are", async () => {
    const buyer = await createUser(database, { name: 'Wairimu Njeri' });
    const sw = { ...buyer.headers, cookie: 'lang=sw' };
    const { items } = await pcCart(58);
    const placed = await order(sw, items, true);
    expect(placed.statusCode).toBe(201);
    expect((await push(sw, placed.json().id)).json()).toMatchObject({ amount: 73_500 });
    await settle();
    const o = await mine(buyer.headers, placed.json().id);
    const due = Date.parse(o.layaway.due_at);
    expect((await layawayTick(deps, new Date(due - 7 * DAY + 60_000))).reminders).toBe(1);
    await drain();
    const [week] = reminders(buyer.user.email);
    expect(week.subject).toMatch(
      new RegExp(
        `^Layaway ${o.number}: zimebaki KES 171,500 za kulipa kufikia \\d{1,2} (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) \\d{4}`,
      ),
    );
    expect(week.text).toContain('Habari Wairimu Njeri,');
    expect(week.text).toContain(`Malipo ya layaway yako ${o.number} yanatakiwa baada ya siku 7, tarehe `);
    expect(week.text).toContain('zimebaki KES 171,500 za kulipa.');
    expect(week.text).toContain('Umelipa kufikia sasa: KES 73,500.');
    expect(week.text).toContain('kupitia Oda Zangu: http://shop.test/profile?tab=orders');
    expect(week.text).toContain('oda itaghairiwa na pesa ulizolipa zitarudishwa kwako.');
    expect(week.text).not.toMatch(/Hello|Paid so far|is due|left to pay/);
    expect((await layawayTick(deps, new Date(due - DAY + 60_000))).reminders).toBe(1);
    await drain();
    expect(reminders(buyer.user.email).at(-1)!.text).toContain('yanatakiwa kesho, tarehe ');
  });
});
