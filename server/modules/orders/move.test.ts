import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { moveOrder } from './move';
import { SYSTEM } from './stages';

const { app, database } = await buildTestApp();
const db = database.db;
const buyer = await createUser(database);
const product = await pickProduct(database, { stock: 50, offset: 90 });
const stockOf = async () =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, product.id)))[0].n;
const place = async () =>
  (await placeOrder(app, buyer.headers, [{ ...product, price: Number(product.price), quantity: 2 }])).json()
    .id as number;

describe('moveOrder, the one writer of orders.status (decision 052)', () => {
  it('returns the stock of a released order, writes the timeline, and moves once', async () => {
    const id = await place();
    const before = await stockOf();
    const moved = await db.transaction((tx) =>
      moveOrder(tx, { orderId: id, from: 'awaiting_payment', to: 'expired', by: SYSTEM }),
    );
    expect(moved?.status).toBe('awaiting_payment');
    expect(await stockOf()).toBe(before + 2);
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.id)
      .offset(1);
    expect(event).toMatchObject({ fromStage: 'awaiting_payment', stage: 'expired', actor: 'system' });
    // Guarded: a second sweep finds it elsewhere and changes nothing.
    expect(
      await db.transaction((tx) => moveOrder(tx, { orderId: id, from: 'awaiting_payment', to: 'expired', by: SYSTEM })),
    ).toBeNull();
    expect(await stockOf()).toBe(before + 2);
  });

  it('refuses a move the stage table does not allow (409) and leaves the order as it was', async () => {
    const id = await place();
    await db.transaction((tx) => moveOrder(tx, { orderId: id, to: 'cancelled', by: { actor: 'customer' } }));
    await expect(db.transaction((tx) => moveOrder(tx, { orderId: id, to: 'paid', by: SYSTEM }))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0].status).toBe('cancelled');
  });

  it('is the only code that writes orders.status', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
            ? [join(dir, e.name)]
            : [],
      );
    const writers = files('server').filter((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\.update\(orders\)([\s\S]{0,300})/g)].some((m) =>
        /\.set\(\{[^}]*\bstatus\b/.test(m[1]),
      ),
    );
    expect(writers).toEqual([join('server', 'modules', 'orders', 'move.ts')]);
  });
});
