import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, orders, paymentLedger, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { callbacksSettled } from './routes';

const SECRET = 'r'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET }, { simulatorDelayMs: 50 });
const MINUTE = 60_000;

/** An order with a payment whose result never came: pending, with a CheckoutRequestID Daraja knows nothing of. */
async function unansweredPayment(offsets: number[]) {
  const buyer = await createUser(database);
  const picked = [];
  for (const offset of offsets) picked.push(await pickProduct(database, { stock: 10, offset }));
  const order = (
    await placeOrder(
      app,
      buyer.headers,
      picked.map((p) => ({ ...p, price: Number(p.price), quantity: 1 })),
    )
  ).json();
  const [payment] = await database.db
    .insert(mpesaPayments)
    .values({
      orderId: order.id,
      phone: '254708374149',
      amount: Math.round(order.total_price),
      checkoutRequestId: `ws_CO_lost_${order.id}`,
    })
    .returning();
  return { order, payment, ids: picked.map((p) => p.id) };
}

const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRow = async (id: number) =>
  (await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, id)))[0];
const stock = async (ids: number[]) =>
  (await database.db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id)).map(
    (p) => p.countInStock,
  );
let receipts = 0;
const paidCallback = (checkoutId: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/mpesa/callback/${SECRET}`,
    payload: {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-9',
          CheckoutRequestID: checkoutId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: `LATE${String(++receipts).padStart(6, '0')}` },
            ],
          },
        },
      },
    },
  });

describe('the reconciler, when M-Pesa stays silent', () => {
  it('keeps asking while the query fails, and gives up after five minutes', async () => {
    const { payment } = await unansweredPayment([30]);
    const start = payment.createdAt.getTime();
    await app.payments.reconcile(start + 31_000);
    expect((await paymentRow(payment.id)).status).toBe('pending');
    await app.payments.reconcile(start + 6 * MINUTE);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'expired',
      resultDesc: 'No answer from M-Pesa in time',
    });
  });

  it('expires the unpaid order and puts its stock back; a late payment is recorded as refund due and never revives it', async () => {
    const { order, payment, ids } = await unansweredPayment([31]);
    expect(await stock(ids)).toEqual([9]);
    await app.payments.reconcile(Date.now() + 31 * MINUTE);
    expect((await orderRow(order.id)).status).toBe('expired');
    expect(await stock(ids)).toEqual([10]);

    await paidCallback(payment.checkoutRequestId!, payment.amount);
    await callbacksSettled();
    // Decision 052: the money is on the ledger, owed back; the order and the shelf stay as they were.
    expect((await orderRow(order.id)).status).toBe('expired');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'paid',
      receiptNumber: expect.stringMatching(/^LATE/),
    });
    const ledger = await database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id));
    expect(ledger).toMatchObject([{ kind: 'payment', channel: 'stk', amount: payment.amount, paymentId: payment.id }]);
    expect(await stock(ids)).toEqual([10]);
  });

  it('records a late payment whose stock has gone meanwhile, leaving every product untouched', async () => {
    const { order, payment, ids } = await unansweredPayment([32, 33]);
    await app.payments.reconcile(Date.now() + 31 * MINUTE);
    await database.db.update(products).set({ countInStock: 0 }).where(eq(products.id, ids[1]));

    await paidCallback(payment.checkoutRequestId!, payment.amount);
    await callbacksSettled();
    expect((await orderRow(order.id)).status).toBe('expired');
    // The money came in: it is on record, for the refund.
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'paid',
      receiptNumber: expect.stringMatching(/^LATE/),
    });
    expect(await stock(ids)).toEqual([10, 0]);
  });

  it('does not mark an order paid twice when a second payment of it succeeds', async () => {
    const { order, payment } = await unansweredPayment([34]);
    await paidCallback(payment.checkoutRequestId!, payment.amount);
    await callbacksSettled();
    const paidAt = (await orderRow(order.id)).paidAt;
    const [second] = await database.db
      .insert(mpesaPayments)
      .values({
        orderId: order.id,
        phone: '254708374149',
        amount: payment.amount,
        checkoutRequestId: `ws_CO_second_${order.id}`,
      })
      .returning();
    await paidCallback(second.checkoutRequestId!, second.amount);
    await callbacksSettled();
    expect((await paymentRow(second.id)).status).toBe('paid');
    expect((await orderRow(order.id)).paidAt).toEqual(paidAt);
  });
});
