/**
 * Issue 33: Daraja sends a Paybill confirmation once. One that never arrives (the shop down, the
 * network) was money taken and never recorded; the order expired and its stock went back. The shop
 * keeps the validation it accepted and, a minute on with no confirmation, asks M-Pesa's Transaction
 * Status query; the simulator answers as Daraja does (an acknowledgement, then the Result POSTed).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, paymentCallbacks } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { orderNumber } from '../orders/serialize';
import { SIMULATOR_LOST_CONFIRMATION } from './daraja-simulator';
import { C2B_ASK_AFTER_MS } from './c2b-reconcile';
import { callbacksSettled } from './routes';

const SECRET = 'r'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET });
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};

describe('a Paybill confirmation that never came is found with the Transaction Status query', () => {
  it('validation seen, no confirmation: asked after a minute, recorded once, the order paid', async () => {
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 4, offset: 70 });
    const order = (await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/paybill/simulate',
      headers: buyer.headers,
      payload: { amount: order.total_price, account: orderNumber(order.id), phoneNumber: SIMULATOR_LOST_CONFIRMATION },
    });
    expect(paid.statusCode).toBe(202);
    await settle();
    const mine = async () =>
      (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: buyer.headers })).json();
    expect((await mine()).amount_paid).toBe(0);
    const [validation] = await database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.kind, 'c2b_validation'));
    expect(validation.receipt).toMatch(/^SIM/);

    const now = Date.now();
    expect(await app.payments.reconcileC2b(now)).toBe(0); // too early: the confirmation may still come
    expect(await app.payments.reconcileC2b(now + C2B_ASK_AFTER_MS + 1000)).toBe(1);
    await settle();
    expect(await mine()).toMatchObject({ status: 'paid', amount_paid: order.total_price });
    const [payment] = await database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.receiptNumber, validation.receipt!));
    expect(payment).toMatchObject({ orderId: order.id, source: 'c2b', amount: order.total_price });
    // Recorded: never asked about again, and a repeated result changes nothing.
    expect(await app.payments.reconcileC2b(now + 3_600_000)).toBe(0);
    const [result] = await database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.kind, 'status'));
    await app.inject({ method: 'POST', url: `/api/payments/status/result/${SECRET}`, payload: result.body as object });
    await settle();
    expect((await mine()).amount_paid).toBe(order.total_price);
  });

  it('a forged or failed result records nothing', async () => {
    const forged = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'ok',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionStatus', Value: 'Completed' },
            { Key: 'Amount', Value: 5000 },
            { Key: 'ReceiptNo', Value: 'NOSUCH0001' },
          ],
        },
      },
    };
    for (const url of [`/api/payments/status/result/${SECRET}`, `/api/payments/status/result/${'x'.repeat(40)}`]) {
      const res = await app.inject({ method: 'POST', url, payload: forged });
      expect(res.statusCode).toBe(200);
    }
    await settle();
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.receiptNumber, 'NOSUCH0001'))).toEqual(
      [],
    );
  });
});
