import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '#db/schema';
import { MAX_OPEN_UNPAID_ORDERS, ORDER_MESSAGES } from '#core/schemas/orders';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const stockOf = async (id: number) =>
  (await database.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;
const cancel = (headers: Record<string, string>, id: number) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers });

async function shopper(offset: number) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 100, offset });
  const line = [{ ...p, price: Number(p.price), quantity: 1 }];
  return { buyer, product: p, order: () => placeOrder(app, buyer.headers, line) };
}

describe(`at most ${MAX_OPEN_UNPAID_ORDERS} unpaid orders per customer`, () => {
  it('the next one is refused with the reason and what to do, and takes no stock', async () => {
    const { product, order } = await shopper(50);
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) expect((await order()).statusCode).toBe(201);
    const stock = await stockOf(product.id);
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You already have 3 unpaid orders, and each one holds its items until it is paid. Please pay or cancel one of them in My Orders before placing another.',
    );
    expect(await stockOf(product.id)).toBe(stock);
  });

  it('paying, cancelling or letting one expire makes room for another', async () => {
    const { buyer, product, order } = await shopper(51);
    const ids: number[] = [];
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) ids.push((await order()).json().id);
    expect((await order()).statusCode).toBe(409);

    const stock = await stockOf(product.id);
    const cancelled = await cancel(buyer.headers, ids[0]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(stock + 1);
    const fourth = await order();
    expect(fourth.statusCode).toBe(201);

    await database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, ids[1]));
    expect((await order()).statusCode).toBe(201);

    // Past its time but not yet swept: it no longer counts.
    await database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, ids[2]));
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(409);
  });

  it('holds for orders placed at the same moment', async () => {
    const { buyer, order } = await shopper(52);
    const results = await Promise.all(Array.from({ length: 8 }, () => order()));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(MAX_OPEN_UNPAID_ORDERS).fill(201),
      ...Array(8 - MAX_OPEN_UNPAID_ORDERS).fill(409),
    ]);
    const open = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyer.user.id), eq(orders.status, 'awaiting_payment')));
    expect(open).toHaveLength(MAX_OPEN_UNPAID_ORDERS);
  });

  it('staff entering phone orders are exempt', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const p = await pickProduct(database, { stock: 100, offset: 53 });
    for (let i = 0; i <= MAX_OPEN_UNPAID_ORDERS + 1; i++) {
      expect((await placeOrder(app, admin.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).statusCode).toBe(
        201,
      );
    }
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('only the buyer (or an admin) cancels, and not once the order has been dispatched', async () => {
    const { buyer, order } = await shopper(54);
    const id = (await order()).json().id as number;
    const other = await createUser(database);
    expect((await app.inject({ method: 'POST', url: `/api/orders/${id}/cancel` })).statusCode).toBe(401);
    expect((await cancel(other.headers, id)).statusCode).toBe(404);
    expect((await cancel(buyer.headers, 999_999)).statusCode).toBe(404);

    await database.db.update(orders).set({ status: 'dispatched', paidAt: new Date() }).where(eq(orders.id, id));
    const dispatched = await cancel(buyer.headers, id);
    expect(dispatched.statusCode).toBe(409);
    expect(dispatched.json().message).toBe(ORDER_MESSAGES.notCancellable);

    const second = (await order()).json().id as number;
    expect((await cancel(buyer.headers, second)).statusCode).toBe(200);
    const again = await cancel(buyer.headers, second);
    expect(again.statusCode).toBe(409);
  });
});
