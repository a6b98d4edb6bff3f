import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { startSmtpServer } from '../../../test/smtp';
import { createUser } from '../../../test/users';
import { callbacksSettled } from './routes';

const SECRET = 'x'.repeat(40);
const smtp = await startSmtpServer();
// Daraja calls back seconds after the push is accepted; 100 ms keeps that order (the payment row is
// stored before its result arrives) while keeping the tests quick.
const { app, database } = await buildTestApp(
  { MPESA_CALLBACK_SECRET: SECRET, SMTP_URL: smtp.url },
  { simulatorDelayMs: 100 },
);
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};

async function orderFor(offset: number, quantity = 1) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 20, offset });
  const order = (await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity }])).json();
  return { buyer, order, product: p };
}

const push = (headers: Record<string, string>, orderId: number, phoneNumber: string) =>
  app.inject({ method: 'POST', url: '/api/payments/mpesa/stk-push', headers, payload: { orderId, phoneNumber } });
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const callback = (body: object, secret = SECRET) =>
  app.inject({ method: 'POST', url: `/api/payments/mpesa/callback/${secret}`, payload: body });

function paidCallback(checkoutId: string, amount: number, receipt = 'NLJ7RT61SV') {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20191219102115 },
            { Name: 'PhoneNumber', Value: 254708374149 },
          ],
        },
      },
    },
  };
}

describe('M-Pesa STK push through the Daraja simulator', () => {
  it('the sandbox number pays: the callback marks the payment and the order paid', async () => {
    const { buyer, order } = await orderFor(0);
    const res = await push(buyer.headers, order.id, '0708374149');
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      status: 'pending',
      phoneNumber: '254708374149',
      amount: Math.round(order.total_price),
    });
    expect(payment.CheckoutRequestID).toMatch(/^ws_CO_/);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');

    await settle();
    const after = await app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: buyer.headers });
    expect(after.json()).toMatchObject({ status: 'paid', resultCode: 0 });
    expect(after.json().receiptNumber).toMatch(/^SIM/);
    const row = await orderRow(order.id);
    expect(row.status).toBe('paid');
    expect(row.paidAt).not.toBeNull();

    // The order confirmation e-mail goes out once the payment is confirmed.
    const mail = await smtp.lastMailTo(buyer.user.email);
    expect(mail.subject).toContain(`Order ${order.number} confirmed`);
    expect(mail.text).toContain('Thank you for your purchase!');
    // The simulator took this payment: the mail says so, in its subject and first line.
    expect(mail.subject).toContain('(test payment)');
    expect(mail.text).toContain('M-Pesa simulator: test payments — no money moves. This is not a real order payment.');
  });

  it.each([
    ['254700001032', 1032],
    ['254700001037', 1037],
    ['254700000001', 1],
    ['254700002001', 2001],
  ])('test number %s fails with ResultCode %i and leaves the order unpaid', async (phone, code) => {
    const { buyer, order } = await orderFor(1);
    const payment = (await push(buyer.headers, order.id, phone)).json();
    await settle();
    const after = (
      await app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: buyer.headers })
    ).json();
    expect(after).toMatchObject({ status: 'failed', resultCode: code });
    expect(after.resultDesc).toBeTruthy();
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
  });

  it.each([
    ['0712', 'Please enter a valid M-Pesa phone number'],
    ['4471234567890', 'Invalid phone number format'],
    ['441234567890', 'Phone number must start with 254'],
  ])('refuses the phone %s with the spec message', async (phone, message) => {
    const { buyer, order } = await orderFor(2);
    const res = await push(buyer.headers, order.id, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('asks from the stored total (VAT and edits included, never recomputed), in parts of at most KES 150,000', async () => {
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 50, offset: 3 });
    await database.db.update(products).set({ price: 80_000 }).where(eq(products.id, p.id));
    const order = (await placeOrder(app, buyer.headers, [{ ...p, price: 80_000, quantity: 1 }])).json();
    // The total grew past one payment after the order was placed (an admin edit; VAT is in it too).
    await database.db.update(orders).set({ totalPrice: 160_000 }).where(eq(orders.id, order.id));
    const res = await push(buyer.headers, order.id, '254708374149');
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(150_000);
    await app.darajaSimulator!.flush();
    await callbacksSettled();
    const again = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: buyer.headers })).json();
    expect(again).toMatchObject({
      amount_paid: 150_000,
      balance: 10_000,
      next_payment: { amount: 10_000, number: 2, of: 2 },
    });
  });

  it("refuses to pay someone else's order", async () => {
    const { order } = await orderFor(4);
    const other = await createUser(database);
    expect((await push(other.headers, order.id, '254708374149')).statusCode).toBe(404);
  });
});

describe('the callback endpoint', () => {
  async function pendingPayment(offset: number) {
    const { buyer, order } = await orderFor(offset);
    // The simulator's own callback pays it; the rows are then put back to pending, as if it never came.
    const payment = (await push(buyer.headers, order.id, '254711111111')).json();
    await settle();
    await database.db
      .update(mpesaPayments)
      .set({ status: 'pending', resultCode: null, receiptNumber: null })
      .where(eq(mpesaPayments.id, payment.id));
    await database.db.update(orders).set({ status: 'awaiting_payment', paidAt: null }).where(eq(orders.id, order.id));
    return { order, payment };
  }

  it('answers Daraja at once with Accepted', async () => {
    const res = await callback({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  it('changes nothing for a wrong secret, an unknown id or a wrong amount', async () => {
    const { order, payment } = await pendingPayment(5);
    await callback(paidCallback(payment.CheckoutRequestID, payment.amount), 'wrong-secret');
    await callback(paidCallback('ws_CO_unknown', payment.amount));
    await callback(paidCallback(payment.CheckoutRequestID, payment.amount - 1));
    const withoutReceipt = paidCallback(payment.CheckoutRequestID, payment.amount);
    withoutReceipt.Body.stkCallback.CallbackMetadata.Item.splice(1, 1);
    await callback(withoutReceipt);
    await callbacksSettled();
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    const [row] = await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, payment.id));
    expect(row.status).toBe('pending');
  });

  it('a genuine callback pays once; duplicates change nothing', async () => {
    const { order, payment } = await pendingPayment(6);
    await callback(paidCallback(payment.CheckoutRequestID, payment.amount, 'RCPT000001'));
    await callbacksSettled();
    const paidAt = (await orderRow(order.id)).paidAt;
    expect(paidAt).not.toBeNull();
    await callback(paidCallback(payment.CheckoutRequestID, payment.amount, 'RCPT000002'));
    await callback({
      Body: {
        stkCallback: { CheckoutRequestID: payment.CheckoutRequestID, ResultCode: 1032, ResultDesc: 'cancelled' },
      },
    });
    await callbacksSettled();
    const [row] = await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', receiptNumber: 'RCPT000001' });
    expect((await orderRow(order.id)).paidAt).toEqual(paidAt);
  });
});

describe('the reconciler', () => {
  it('asks Daraja about a payment whose callback never came, and settles it', async () => {
    const { buyer, order } = await orderFor(7);
    const payment = (await push(buyer.headers, order.id, '254708374149')).json();
    // The callback is lost on its way (as sandbox callbacks often are).
    await settle();
    await database.db
      .update(mpesaPayments)
      .set({ status: 'pending', receiptNumber: null })
      .where(eq(mpesaPayments.id, payment.id));
    await database.db.update(orders).set({ status: 'awaiting_payment', paidAt: null }).where(eq(orders.id, order.id));
    await app.payments.reconcile(Date.now()); // too early to ask about it
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    const { settled } = await app.payments.reconcile(Date.now() + 31_000);
    expect(settled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('paid');
    const [row] = await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, payment.id));
    expect(row.status).toBe('paid');
  });
});
