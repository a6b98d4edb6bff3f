import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { darajaSimulatorPushes, mpesaPayments, orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { callbacksSettled } from './routes';

const SECRET = 's'.repeat(40);
const { app, database } = await buildTestApp({ MPESA_CALLBACK_SECRET: SECRET }, { simulatorDelayMs: 20 });
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};

/**
 * A KES 245,000 gaming PC order (collected, so no delivery fee): two of a product priced KES 105,603.50
 * ex VAT, 211,207 plus the 16% VAT the shop adds by default (decision 031), 33,793 = KES 245,000.
 */
const PC_PRICE = 105_603.5;
async function bigOrder(offset: number) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 5, offset });
  await database.db.update(products).set({ price: PC_PRICE }).where(eq(products.id, p.id));
  const res = await placeOrder(app, buyer.headers, [{ ...p, price: PC_PRICE, quantity: 2 }]);
  expect(res.statusCode).toBe(201);
  return { buyer, order: res.json(), productId: p.id };
}
const push = (headers: Record<string, string>, orderId: number, phoneNumber = '254708374149') =>
  app.inject({ method: 'POST', url: '/api/payments/mpesa/stk-push', headers, payload: { orderId, phoneNumber } });
const mine = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json();
const stockOf = async (id: number) =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0].countInStock;

describe('a KES 245,000 order paid in two M-Pesa pushes', () => {
  it('asks KES 150,000, then the KES 95,000 left, and is paid when the sum reaches the total', async () => {
    const { buyer, order } = await bigOrder(40);
    expect(order).toMatchObject({
      total_price: 245_000,
      amount_paid: 0,
      balance: 245_000,
      next_payment: { amount: 150_000, number: 1, of: 2 },
    });

    const first = await push(buyer.headers, order.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 150_000, source: 'stk', status: 'pending' });
    await settle();
    const half = await mine(buyer.headers, order.id);
    expect(half).toMatchObject({
      status: 'awaiting_payment',
      is_paid: false,
      amount_paid: 150_000,
      balance: 95_000,
      next_payment: { amount: 95_000, number: 2, of: 2 },
      refund_due: 0,
    });
    // The part payment holds the stock for two more days, so the rest can be paid later from My Orders.
    expect(Date.parse(half.expires_at)).toBeGreaterThan(Date.now() + 47 * 60 * 60_000);

    const second = await push(buyer.headers, order.id);
    expect(second.json()).toMatchObject({ amount: 95_000 });
    await settle();
    const paid = await mine(buyer.headers, order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      is_paid: true,
      amount_paid: 245_000,
      balance: 0,
      next_payment: null,
      refund_due: 0,
    });
    expect(paid.payments.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([
      [150_000, 'paid'],
      [95_000, 'paid'],
    ]);
    expect(paid.receipt_number).toMatch(/\d/);
    // Nothing more to pay.
    expect((await push(buyer.headers, order.id)).statusCode).toBe(409);
  });

  it('holds every guarantee per payment: forged, wrong-amount and duplicate callbacks change nothing; a receipt counts once', async () => {
    const { buyer, order } = await bigOrder(41);
    const failed = (await push(buyer.headers, order.id, '254700001032')).json(); // cancelled on the phone
    await settle();
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(0);
    // Two parts whose callbacks we send ourselves, as Daraja would.
    const pending = async (n: number) =>
      (
        await database.db
          .insert(mpesaPayments)
          .values({
            orderId: order.id,
            phone: '254708374149',
            amount: n === 1 ? 150_000 : 95_000,
            checkoutRequestId: `ws_CO_part${n}_${order.id}`,
          })
          .returning()
      )[0];
    const callback = (secret: string, checkoutId: string, amount: number, receipt: string) =>
      app
        .inject({
          method: 'POST',
          url: `/api/payments/mpesa/callback/${secret}`,
          payload: {
            Body: {
              stkCallback: {
                MerchantRequestID: 'm',
                CheckoutRequestID: checkoutId,
                ResultCode: 0,
                ResultDesc: 'ok',
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: receipt },
                  ],
                },
              },
            },
          },
        })
        .then(() => callbacksSettled());
    const one = await pending(1);
    await callback('x'.repeat(40), one.checkoutRequestId!, 150_000, 'FORGED0001'); // wrong secret
    await callback(SECRET, one.checkoutRequestId!, 245_000, 'WRONGAMT01'); // not what was asked
    await callback(SECRET, 'ws_CO_unknown', 150_000, 'UNKNOWN001'); // not ours
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(0);
    await callback(SECRET, one.checkoutRequestId!, 150_000, 'PART000001');
    await callback(SECRET, one.checkoutRequestId!, 150_000, 'PART000002'); // a duplicate
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(150_000);
    const two = await pending(2);
    await callback(SECRET, two.checkoutRequestId!, 95_000, 'PART000001'); // a receipt already used
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(150_000);
    await callback(SECRET, two.checkoutRequestId!, 95_000, 'PART000003');
    const after = await mine(buyer.headers, order.id);
    expect(after).toMatchObject({ status: 'paid', amount_paid: 245_000 });
    expect(
      after.payments.map((p: { id: number; status: string; receiptNumber: string | null }) => [
        p.id,
        p.status,
        p.receiptNumber,
      ]),
    ).toEqual([
      [failed.id, 'failed', null],
      [one.id, 'paid', 'PART000001'],
      [two.id, 'paid', 'PART000003'],
    ]);
  });

  it('a missing callback: the reconciler asks M-Pesa and applies the part payment', async () => {
    const { buyer, order } = await bigOrder(42);
    const [lost] = await database.db
      .insert(mpesaPayments)
      .values({
        orderId: order.id,
        phone: '254708374149',
        amount: 150_000,
        checkoutRequestId: `ws_CO_lost_${order.id}`,
      })
      .returning();
    // M-Pesa answers the status query: paid.
    await database.db.insert(darajaSimulatorPushes).values({
      checkoutRequestId: `ws_CO_lost_${order.id}`,
      merchantRequestId: 'm',
      amount: 150_000,
      phone: '254708374149',
      callbackUrl: 'lost',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
    await app.payments.reconcile(lost.createdAt.getTime() + 31_000);
    expect(await mine(buyer.headers, order.id)).toMatchObject({
      amount_paid: 150_000,
      balance: 95_000,
      status: 'awaiting_payment',
    });
  });

  it('records an over-payment for a refund: a Paybill payment for an order already paid', async () => {
    const { buyer, order } = await bigOrder(43);
    await push(buyer.headers, order.id);
    await settle();
    await push(buyer.headers, order.id);
    await settle();
    await app.payments.registerPaybill();
    await confirmPaybill({ TransID: 'OVERPAY001', TransAmount: '5000.00', BillRefNumber: order.number });
    expect(await mine(buyer.headers, order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 250_000,
      balance: 0,
      refund_due: 5_000,
    });
  });

  it('an order that expires part-paid gives its stock back and owes what was paid', async () => {
    const { buyer, order, productId } = await bigOrder(44);
    await push(buyer.headers, order.id);
    await settle();
    expect(await stockOf(productId)).toBe(3);
    await app.payments.reconcile(Date.now() + 49 * 60 * 60_000);
    expect(await mine(buyer.headers, order.id)).toMatchObject({
      status: 'expired',
      amount_paid: 150_000,
      refund_due: 150_000,
      next_payment: null,
    });
    expect(await stockOf(productId)).toBe(5);
  });
});

let trans = 0;
/** What Daraja posts to the confirmation URL when a customer pays the Paybill. */
function confirmPaybill(
  fields: { TransID?: string; TransAmount: string; BillRefNumber: string; BusinessShortCode?: string },
  secret = SECRET,
) {
  return app
    .inject({
      method: 'POST',
      url: `/api/payments/paybill/confirm/${secret}`,
      payload: {
        TransactionType: 'Pay Bill',
        TransID: fields.TransID ?? `RKT${String(++trans).padStart(7, '0')}`,
        TransTime: '20261124063845',
        TransAmount: fields.TransAmount,
        BusinessShortCode: fields.BusinessShortCode ?? '174379',
        BillRefNumber: fields.BillRefNumber,
        InvoiceNumber: '',
        OrgAccountBalance: '49197.00',
        ThirdPartyTransID: '',
        MSISDN: '254708374149',
        FirstName: 'John',
      },
    })
    .then(async (res) => {
      await callbacksSettled();
      return res;
    });
}

describe('Paybill (C2B) with the order number as the account', () => {
  it('a payment made through the simulator, as a customer would, is applied to the order it names', async () => {
    const { buyer, order } = await bigOrder(45);
    await app.payments.registerPaybill();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/paybill/simulate',
      headers: buyer.headers,
      payload: { amount: 150_000, account: order.number.toLowerCase(), phoneNumber: '0708374149' },
    });
    expect(paid.statusCode).toBe(202);
    await settle();
    const after = await mine(buyer.headers, order.id);
    expect(after).toMatchObject({ amount_paid: 150_000, balance: 95_000 });
    expect(after.payments[0]).toMatchObject({
      source: 'c2b',
      status: 'paid',
      amount: 150_000,
      accountReference: order.number.toLowerCase(),
    });
    await confirmPaybill({ TransAmount: '95000.00', BillRefNumber: order.number });
    expect(await mine(buyer.headers, order.id)).toMatchObject({ status: 'paid', amount_paid: 245_000, balance: 0 });
  });

  it('ignores forged confirmations (wrong secret, another shortcode, bad amount) and duplicates of a TransID', async () => {
    const { buyer, order } = await bigOrder(46);
    expect((await confirmPaybill({ TransAmount: '1000', BillRefNumber: order.number }, 'y'.repeat(40))).json()).toEqual(
      { ResultCode: 0, ResultDesc: 'Accepted' },
    );
    await confirmPaybill({ TransAmount: '1000', BillRefNumber: order.number, BusinessShortCode: '999999' });
    await confirmPaybill({ TransAmount: '10.50', BillRefNumber: order.number });
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(0);
    await confirmPaybill({ TransID: 'ONCE000001', TransAmount: '1000', BillRefNumber: order.number });
    await confirmPaybill({ TransID: 'ONCE000001', TransAmount: '1000', BillRefNumber: order.number });
    expect((await mine(buyer.headers, order.id)).amount_paid).toBe(1000);
    const validate = (secret: string, shortcode: string) =>
      app.inject({
        method: 'POST',
        url: `/api/payments/paybill/validate/${secret}`,
        payload: { TransID: 'V1', TransAmount: '100', BusinessShortCode: shortcode, BillRefNumber: 'anything' },
      });
    expect((await validate(SECRET, '174379')).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await validate(SECRET, '999999')).json()).toMatchObject({ ResultCode: 'C2B00015' });
    expect((await validate('z'.repeat(40), '174379')).json()).toMatchObject({ ResultCode: 'C2B00016' });
    // Found by the fuzz: an amount no M-Pesa payment has (and more than the amount column holds) is refused.
    const huge = await app.inject({
      method: 'POST',
      url: `/api/payments/paybill/validate/${SECRET}`,
      payload: { TransID: 'V2', TransAmount: '10000000000', BusinessShortCode: '174379', BillRefNumber: order.number },
    });
    expect(huge.json()).toMatchObject({ ResultCode: 'C2B00013' });
  });

  it('one that names no order is kept unmatched until an admin assigns it; then it is applied, once', async () => {
    const { buyer, order } = await bigOrder(47);
    const admin = await createUser(database, { isAdmin: true });
    await confirmPaybill({ TransID: 'NOMATCH001', TransAmount: '150000', BillRefNumber: 'GAMING PC' });
    const list = await app.inject({ method: 'GET', url: '/api/admin/payments/unmatched', headers: admin.headers });
    const unmatched = list.json().find((p: { receiptNumber: string }) => p.receiptNumber === 'NOMATCH001');
    expect(unmatched).toMatchObject({ orderId: null, source: 'c2b', amount: 150_000, accountReference: 'GAMING PC' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/payments/unmatched', headers: buyer.headers })).statusCode,
    ).toBe(403);

    const assign = (orderRef: string, headers = admin.headers) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/payments/${unmatched.id}/assign`,
        headers,
        payload: { order: orderRef },
      });
    expect((await assign(order.number, buyer.headers)).statusCode).toBe(403);
    expect((await assign('KPC999999')).statusCode).toBe(404);
    const assigned = await assign(order.number);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ id: order.id, amount_paid: 150_000, balance: 95_000 });
    // The hand-made move of money is in the audit log, under the admin's name.
    const log = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?entity=order&entityId=${order.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(log.entries[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'payment assigned',
      after: { paymentId: unmatched.id, orderId: order.id },
    });
    const twice = await assign(order.number);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This payment has already been assigned to an order');
    const left = (
      await app.inject({ method: 'GET', url: '/api/admin/payments/unmatched', headers: admin.headers })
    ).json();
    expect(left.some((p: { id: number }) => p.id === unmatched.id)).toBe(false);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('awaiting_payment');
  });
});
