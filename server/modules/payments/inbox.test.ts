/**
 * Issue 33, finding 2: a Paybill confirmation was answered "Accepted" before it was saved, so a crash,
 * a dropped connection or a deadlock after the answer lost the money for good (Daraja does not send a
 * confirmation again after a 200). Now it is stored first, applied from the stored row with the order
 * locked first, and retried until applied. On PGlite and on PostgreSQL (TEST_DB=postgres).
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, paymentCallbacks } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { orderNumber } from '../orders/serialize';
import { callbacksSettled } from './routes';

const SECRET = 'p'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET });
const db = database.db;
let receipts = 0;
const confirmation = (account: string, amount: number, transId = `INBX${String(++receipts).padStart(6, '0')}`) => ({
  TransactionType: 'Pay Bill',
  TransID: transId,
  TransTime: '20261127120000',
  TransAmount: `${amount}.00`,
  BusinessShortCode: '174379',
  BillRefNumber: account,
  MSISDN: '2547 ***** 126',
  FirstName: 'Achieng',
});
const confirm = (payload: object) =>
  app.inject({ method: 'POST', url: `/api/payments/paybill/confirm/${SECRET}`, payload });
const recorded = async (orderId: number) =>
  (await db.select({ amount: mpesaPayments.amount }).from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId)))
    .map((p) => p.amount)
    .reduce((a, b) => a + b, 0);
async function openOrder(offset: number) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 10, offset });
  const res = await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity: 3 }]);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; total_price: number };
}

describe('Paybill confirmations are stored before they are acknowledged', () => {
  it('20 confirmations of KES 11 for one order, all at once: all answered, KES 220 recorded', async () => {
    const order = await openOrder(60);
    expect(order.total_price).toBeGreaterThan(220);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(confirmation(orderNumber(order.id), 11))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await callbacksSettled();
    // Every acknowledged confirmation was applied by the request that stored it: nothing left to retry.
    expect(await recorded(order.id)).toBe(220);
    const unapplied = await db
      .select({ id: paymentCallbacks.id })
      .from(paymentCallbacks)
      .where(isNull(paymentCallbacks.appliedAt));
    expect(unapplied).toEqual([]);
  });

  it('a confirmation whose applying fails after the answer is kept and applied by the retry job', async () => {
    const order = await openOrder(61);
    // The payment row cannot be written for now (as under a dropped connection or a deadlock).
    await db.execute(sql`create function inbox_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'database went away'; end $$`);
    await db.execute(sql`create trigger inbox_test_refuse before insert on mpesa_payments
      for each row execute function inbox_test_refuse()`);
    const res = await confirm(confirmation(orderNumber(order.id), 500, 'RETRY00001'));
    expect(res.statusCode).toBe(200);
    await callbacksSettled();
    expect(await recorded(order.id)).toBe(0);
    const [row] = await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.receipt, 'RETRY00001'));
    expect(row).toMatchObject({ kind: 'c2b', appliedAt: null, attempts: 1 });
    expect(row.lastError).toContain('database went away');

    await db.execute(sql`drop trigger inbox_test_refuse on mpesa_payments`);
    await db.execute(sql`drop function inbox_test_refuse()`);
    // Not before its back-off is over; then applied once, however often the job runs.
    expect(await app.payments.retryCallbacks(Date.now())).toBe(0);
    expect(await app.payments.retryCallbacks(Date.now() + 60_000)).toBe(1);
    expect(await app.payments.retryCallbacks(Date.now() + 120_000)).toBe(0);
    expect(await recorded(order.id)).toBe(500);
    // Daraja sending it again changes nothing: idempotent by the M-Pesa receipt.
    await confirm(confirmation(orderNumber(order.id), 500, 'RETRY00001'));
    await callbacksSettled();
    expect(await recorded(order.id)).toBe(500);
  });

  it('a confirmation that cannot be stored is answered 503 with Retry-After, not "Accepted"', async () => {
    const order = await openOrder(62);
    await db.execute(sql`create function inbox_test_full() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db.execute(sql`create trigger inbox_test_full before insert on payment_callbacks
      for each row execute function inbox_test_full()`);
    const refused = await confirm(confirmation(orderNumber(order.id), 700, 'NOTSTORED1'));
    await db.execute(sql`drop trigger inbox_test_full on payment_callbacks`);
    await db.execute(sql`drop function inbox_test_full()`);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().ResultCode).not.toBe(0);
    // Daraja's retry is then stored and applied.
    const again = await confirm(confirmation(orderNumber(order.id), 700, 'NOTSTORED1'));
    expect(again.statusCode).toBe(200);
    await callbacksSettled();
    expect(await recorded(order.id)).toBe(700);
  });

  it('an STK result is stored before it is answered too', async () => {
    const body = { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_unknown_inbox', ResultCode: 1032 } } };
    const res = await app.inject({ method: 'POST', url: `/api/payments/mpesa/callback/${SECRET}`, payload: body });
    expect(res.statusCode).toBe(200);
    await callbacksSettled();
    const rows = await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.kind, 'stk'));
    expect(rows.map((r) => r.body)).toContainEqual(body);
    // Nothing of ours to settle: applied (ignored), not retried for ever.
    expect(rows.every((r) => r.appliedAt !== null)).toBe(true);
  });
});
