/**
 * Automatic refunds (issue 33, decision 060) through the built-in Daraja simulator, on PGlite and on
 * PostgreSQL: the owner turns them on, an order's refund due is asked of M-Pesa (B2C to the payer's
 * phone, or Reversal of the receipt), the Result is stored before it is answered and, on success,
 * writes the ledger row that refunds the order; a failure leaves the refund due for the owner.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  autoRefunds,
  mailQueue,
  orderEvents,
  paymentCallbacks,
  paymentLedger,
  storeSettings,
} from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { orderAtPrice, paybillConfirmation } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { SIMULATOR_B2C_SHORT } from './daraja-simulator-refunds';
import { callbacksSettled } from './routes';

const SECRET = 'a'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET });
const db = database.db;
const admin = await createUser(database, { isAdmin: true });

const PRICE = 38_000; // KES 44,080 with VAT, collected
let offset = 80;
async function placed(opts: { layaway?: boolean } = {}) {
  const { buyer, res } = await orderAtPrice(app, database, PRICE, offset++, opts);
  return { buyer, order: res.json() as { id: number; number: string } };
}

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await app.darajaSimulator!.flush();
    await callbacksSettled();
  }
};
let trans = 0;
/** A Paybill confirmation as Daraja posts it (a receipt the simulator did not issue). */
async function confirm(account: string, amount: number, msisdn = '254708374149') {
  const res = await paybillConfirmation(app, SECRET, {
    transId: `RAR${String(++trans).padStart(7, '0')}`,
    account,
    amount,
    msisdn,
  });
  expect(res.statusCode).toBe(200);
  await settle();
}
/** A Paybill payment through the simulator (its receipt is one M-Pesa can reverse). */
async function simulatePaybill(headers: Record<string, string>, account: string, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/paybill/simulate',
    headers,
    payload: { amount, account, phoneNumber: '0708374149' },
  });
  expect(res.statusCode, res.body).toBe(202);
  await settle();
}
const mine = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json();
const cancel = async (headers: Record<string, string>, id: number) => {
  expect((await app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers })).statusCode).toBe(200);
  await settle();
};
const setMode = async (autoRefund: 'off' | 'b2c' | 'reversal') => {
  const current = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
  const { currency: _c, whatsappNumberFromEnv: _w, ...rest } = current;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin.headers,
    payload: { ...rest, autoRefund },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().autoRefund).toBe(autoRefund);
};
const ledgerOf = (orderId: number) =>
  db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(asc(paymentLedger.id));
const requestsOf = (orderId: number) =>
  db.select().from(autoRefunds).where(eq(autoRefunds.orderId, orderId)).orderBy(asc(autoRefunds.id));
const resultsOf = async (orderId: number) => {
  const ids = new Set((await requestsOf(orderId)).map((r) => r.conversationId));
  return (await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.kind, 'refund'))).filter((c) =>
    ids.has((c.body as { Result: { ConversationID: string } }).Result.ConversationID),
  );
};
const repost = async (body: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/payments/refund/result/${SECRET}`,
    payload: body as object,
  });
  expect(res.statusCode).toBe(200);
  await settle();
};

describe('automatic refunds', () => {
  it('off (the default): a cancelled part payment stays refund due and nothing is asked of M-Pesa', async () => {
    const { buyer, order } = await placed();
    await confirm(order.number, 10_000);
    await cancel(buyer.headers, order.id);
    expect(await app.payments.autoRefundSweep()).toBe(0);
    expect(await requestsOf(order.id)).toEqual([]);
    expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'cancelled', refund_due: 10_000 });
  });

  it("B2C: a cancelled part payment is paid back to the payer's phone; the shopper sees Refunded and is mailed; a repeated Result changes nothing", async () => {
    await setMode('b2c');
    try {
      const { buyer, order } = await placed();
      await confirm(order.number, 10_000);
      await cancel(buyer.headers, order.id);
      const [request] = await requestsOf(order.id);
      expect(request).toMatchObject({ channel: 'b2c', status: 'succeeded', phone: '254708374149', amount: 10_000 });
      expect(request.reference).toMatch(/^SIM/);
      expect(await mine(buyer.headers, order.id)).toMatchObject({
        status: 'refunded',
        refund_due: 0,
        refunds: [{ amount: 10_000, reference: request.reference }],
      });
      const rows = await ledgerOf(order.id);
      expect(rows.at(-1)).toMatchObject({ kind: 'refund', channel: 'b2c', amount: -10_000, actor: 'system' });
      // The refunded stage's mail (it names M-Pesa's reference) is queued with the move.
      const [event] = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.stage, 'refunded')));
      expect(event).toMatchObject({ actor: 'system', note: `M-Pesa ${request.reference}` });
      // One mail and, to the payer's phone, one text (decision 067).
      const notes = await db.select().from(mailQueue).where(eq(mailQueue.eventId, event.id));
      expect(notes.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
      // Stored before it was answered, applied once.
      const [result] = await resultsOf(order.id);
      expect(result.appliedAt).not.toBeNull();
      await repost(result.body);
      expect(await ledgerOf(order.id)).toHaveLength(rows.length);
      expect(await requestsOf(order.id)).toHaveLength(1);
    } finally {
      await setMode('off');
    }
  });

  it('B2C failure (the Utility account short): the refund due stays, the owner is told in the audit log and the order; a repeated Result changes nothing', async () => {
    await setMode('b2c');
    try {
      const { buyer, order } = await placed();
      await confirm(order.number, 10_000, SIMULATOR_B2C_SHORT);
      await cancel(buyer.headers, order.id);
      const [request] = await requestsOf(order.id);
      expect(request).toMatchObject({ status: 'failed', resultCode: '1' });
      expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'cancelled', refund_due: 10_000 });
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'auto-refund-failed')));
      expect(audit).toHaveLength(1);
      const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers });
      expect(detail.json().autoRefunds).toMatchObject([
        { status: 'failed', resultDesc: 'The balance is insufficient for the transaction.' },
      ]);
      const [result] = await resultsOf(order.id);
      await repost(result.body);
      expect(await requestsOf(order.id)).toHaveLength(1);
      // Not asked again by the job: the owner refunds it (with M-Pesa's reference), as before.
      await app.payments.autoRefundSweep();
      await settle();
      expect(await requestsOf(order.id)).toHaveLength(1);
      const manual = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        headers: admin.headers,
        payload: { reference: 'RFDMANUAL1' },
      });
      expect(manual.json()).toMatchObject({ status: 'refunded', refund_due: 0 });
    } finally {
      await setMode('off');
    }
  });

  it('Reversal: an over-payment and a late payment to a cancelled order are reversed by their receipts', async () => {
    await setMode('reversal');
    try {
      const { buyer, order } = await placed();
      await simulatePaybill(buyer.headers, order.number, 44_080);
      await simulatePaybill(buyer.headers, order.number, 500); // over-paid
      expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'paid', refund_due: 500 });
      expect(await app.payments.autoRefundSweep()).toBeGreaterThanOrEqual(1);
      await settle();
      const [over] = await requestsOf(order.id);
      expect(over).toMatchObject({ channel: 'reversal', status: 'succeeded', amount: 500 });
      expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'paid', refund_due: 0 });
      expect((await ledgerOf(order.id)).at(-1)).toMatchObject({ kind: 'reversal', channel: 'reversal', amount: -500 });
      const [result] = await resultsOf(order.id);
      await repost(result.body);
      expect((await ledgerOf(order.id)).filter((r) => r.kind === 'reversal')).toHaveLength(1);

      const late = await placed();
      await cancel(late.buyer.headers, late.order.id);
      await simulatePaybill(late.buyer.headers, late.order.number, 2_000);
      expect(await mine(late.buyer.headers, late.order.id)).toMatchObject({ status: 'cancelled', refund_due: 2_000 });
      expect(await app.payments.autoRefundSweep()).toBeGreaterThanOrEqual(1);
      await settle();
      expect(await mine(late.buyer.headers, late.order.id)).toMatchObject({ status: 'refunded', refund_due: 0 });
    } finally {
      await setMode('off');
    }
  });

  it('Reversal failure (a receipt M-Pesa does not know): the refund due stays for the owner', async () => {
    await setMode('reversal');
    try {
      const { buyer, order } = await placed();
      await confirm(order.number, 3_000);
      await cancel(buyer.headers, order.id);
      expect(await requestsOf(order.id)).toMatchObject([{ status: 'failed', resultCode: 'R000002' }]);
      expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'cancelled', refund_due: 3_000 });
    } finally {
      await setMode('off');
    }
  });

  it('a forged or unknown Result changes nothing', async () => {
    const before = (await db.select().from(paymentLedger)).length;
    for (const secret of [SECRET, 'x'.repeat(40)]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/payments/refund/result/${secret}`,
        payload: { Result: { ResultCode: 0, ConversationID: 'AG_NOSUCH', TransactionID: 'SIMFORGED' } },
      });
      expect(res.statusCode).toBe(200);
    }
    await settle();
    expect((await db.select().from(paymentLedger)).length).toBe(before);
  });
});

describe('a layaway the shopper cancels under the keep policy', () => {
  it('keeps the deposit; what was paid beyond it is refund due, refundable by the owner', async () => {
    await db.update(storeSettings).set({ layawayEnabled: true, layawayMinTotal: 10_000, layawayExpiryPolicy: 'keep' });
    try {
      const { buyer, order } = await placed({ layaway: true });
      await confirm(order.number, 13_224); // the deposit (30%)
      await confirm(order.number, 5_000);
      await cancel(buyer.headers, order.id);
      expect(await mine(buyer.headers, order.id)).toMatchObject({
        status: 'cancelled',
        amount_paid: 18_224,
        refund_due: 5_000,
        layaway: { outcome: 'kept', kept: 13_224 },
      });
      const res = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        headers: admin.headers,
        payload: { reference: 'RFDKEEP01' },
      });
      expect(res.json()).toMatchObject({ status: 'cancelled', refund_due: 0, refunds: [{ amount: 5_000 }] });
    } finally {
      await db.update(storeSettings).set({ layawayEnabled: false, layawayMinTotal: 0, layawayExpiryPolicy: 'refund' });
    }
  });
});
