import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, orders } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { callbacksSettled } from './routes';

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
    expect(again.json().message).toBe('A payment prompt for this order was sent less than a minute ago. Please check your phone.');
    await settle(); // the shopper cancelled the first prompt
    expect((await push(buyer.headers, order.id)).statusCode).toBe(201);
    await settle();
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('paid');
    expect((await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).map((p) => p.status).sort()).toEqual([
      'failed',
      'paid',
    ]);
  });

  it('refuses an order past its time even before the sweep has released it', async () => {
    const { buyer, order } = await orderFor(22);
    await database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const res = await push(buyer.headers, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be paid');
    expect(await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, order.id))).toEqual([]);
  });
});
