import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { DarajaError } from './daraja-client';
import { callbacksSettled } from './routes';
import { startStkPush, type PaymentDeps } from './service';

const { app, database } = await buildTestApp({ ORDER_EXPIRY_MINUTES: '45' }, { simulatorDelayMs: 100 });
const settle = async () => {
  await app.darajaSimulator!.flush();
  await callbacksSettled();
};

async function orderFor(offset: number) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 20, offset });
  const order = (await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
  return { buyer, order };
}
const push = (headers: Record<string, string>, orderId: number, phoneNumber = '254708374149') =>
  app.inject({ method: 'POST', url: '/api/payments/mpesa/stk-push', headers, payload: { orderId, phoneNumber } });

describe('when an order can be paid', () => {
  it('holds its stock for ORDER_EXPIRY_MINUTES', async () => {
    const before = Date.now();
    const { order } = await orderFor(20);
    const expires = Date.parse(order.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 45 * 60_000);
    expect(expires).toBeLessThan(Date.now() + 45 * 60_000 + 1000);
  });

  it('sends no second prompt while the first is still on the phone; after its answer, another may go', async () => {
    const { buyer, order } = await orderFor(21);
    expect((await push(buyer.headers, order.id, '254700001032')).statusCode).toBe(201);
    const again = await push(buyer.headers, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A payment prompt for this order was sent less than a minute ago. Please check your phone.',
    );
    await settle(); // the shopper cancelled the first prompt
    expect((await push(buyer.headers, order.id)).statusCode).toBe(201);
    await settle();
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('paid');
    expect(
      (await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id)))
        .map((p) => p.status)
        .sort(),
    ).toEqual(['failed', 'paid']);
  });

  it('refuses an order past its time even before the sweep has released it', async () => {
    const { buyer, order } = await orderFor(22);
    await database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const res = await push(buyer.headers, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be paid');
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toEqual([]);
  });
});

describe('one prompt a minute, decided in the database', () => {
  it('pushes sent at the same moment for one order: exactly one prompt goes out', async () => {
    const { buyer, order } = await orderFor(23);
    const answers = await Promise.all(Array.from({ length: 5 }, () => push(buyer.headers, order.id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(4).fill('A payment prompt for this order was sent less than a minute ago. Please check your phone.'),
    );
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toHaveLength(1);
    await settle();
  });

  it('even while M-Pesa takes its time to answer each push (as the real one does, 1–3 s)', async () => {
    const { buyer, order } = await orderFor(26);
    let pushed = 0;
    const slow: PaymentDeps = {
      db: database.db,
      daraja: {
        stkPush: async () => {
          pushed++;
          await new Promise((r) => setTimeout(r, 300));
          return {
            MerchantRequestID: `m-${pushed}`,
            CheckoutRequestID: `ws_CO_slow_${order.id}_${pushed}`,
            ResponseCode: '0',
          };
        },
      } as unknown as PaymentDeps['daraja'],
      callbackUrl: 'http://localhost:3000/api/payments/mpesa/callback/x',
      log: { info() {}, warn() {}, error() {} },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        startStkPush(slow, buyer.user.id, { orderId: order.id, phoneNumber: '254708374149' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.statusCode),
    ).toEqual([409, 409, 409, 409]);
    expect(pushed).toBe(1);
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toHaveLength(1);
  });

  it('a push M-Pesa refuses leaves no claim behind: the shopper may try again at once', async () => {
    const { buyer, order } = await orderFor(24);
    const failing: PaymentDeps = {
      db: database.db,
      daraja: {
        stkPush: async () => {
          throw new DarajaError(
            '500.001.1001',
            'Unable to lock subscriber, a transaction is already in process for the current subscriber',
          );
        },
      } as unknown as PaymentDeps['daraja'],
      callbackUrl: 'http://localhost:3000/api/payments/mpesa/callback/x',
      log: { info() {}, warn() {}, error() {} },
    };
    await expect(
      startStkPush(failing, buyer.user.id, { orderId: order.id, phoneNumber: '254708374149' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message:
        'Payment failed: Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toEqual([]);
    expect((await push(buyer.headers, order.id)).statusCode).toBe(201);
    await settle();
  });
});

describe('M-Pesa takes whole shillings', () => {
  it('a total with cents is asked rounded up, so the shop is never underpaid, and the callback for that amount pays it', async () => {
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 20, offset: 25 });
    // A price with cents below half a shilling: Math.round would have asked a shilling less.
    await database.db.update(products).set({ price: 1234.2 }).where(eq(products.id, p.id));
    const placed = await placeOrder(app, buyer.headers, [{ ...p, price: 1234.2, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    const cents = Math.round(order.total_price * 100);
    expect(cents % 100).toBe(20);
    const res = await push(buyer.headers, order.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(Math.floor(cents / 100) + 1);
    expect(res.json().amount).toBeGreaterThan(order.total_price);
    await settle();
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('paid');
  });
});
