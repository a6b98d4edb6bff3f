/**
 * Decision 041: the dashboard's totals and the unfiltered order list's total come from row_counts,
 * kept by triggers at commit. They must always equal a count of the tables: inserts, deletes (also
 * several rows in one statement, and a row inserted and deleted in one transaction) and rolled-back work.
 */
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { dashboardSummary } from './service';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });

async function counted() {
  const { rows } = (await db.execute(
    sql`select (select count(*) from products)::int as p, (select count(*) from users)::int as u, (select count(*) from orders)::int as o`,
  )) as unknown as { rows: { p: number; u: number; o: number }[] };
  return { totalProducts: rows[0].p, totalUsers: rows[0].u, totalOrders: rows[0].o };
}
async function kept() {
  const s = await dashboardSummary(db);
  const list = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers });
  expect(list.json().total).toBe(s.totalOrders);
  // Customers: every user less the administrators.
  const customers = await app.inject({ method: 'GET', url: '/api/admin/customers', headers: admin.headers });
  const { rows } = (await db.execute(sql`select count(*)::int as n from users where not is_admin`)) as unknown as {
    rows: { n: number }[];
  };
  expect(customers.json().total).toBe(rows[0].n);
  return { totalProducts: s.totalProducts, totalUsers: s.totalUsers, totalOrders: s.totalOrders };
}

describe('row counts kept by triggers', () => {
  it('follow inserts, deletes and rollbacks of products, users and orders', async () => {
    expect(await kept()).toEqual(await counted());
    const made = await db
      .insert(orders)
      .values([1, 2, 3].map((n) => ({ status: 'awaiting_payment' as const, itemsPrice: n * 100, totalPrice: n * 100 })))
      .returning();
    const [p] = await db
      .insert(products)
      .values({ name: 'Counted Cable', price: 500, category: 'accessories', brand: 'Generic', image: '/x.webp' })
      .returning();
    const before = await counted();
    expect(await kept()).toEqual(before);

    await db.delete(orders).where(
      inArray(
        orders.id,
        made.slice(0, 2).map((o) => o.id),
      ),
    );
    await db.delete(products).where(inArray(products.id, [p.id]));
    await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ name: 'Here And Gone', email: `gone-${Date.now()}@example.com`, passwordHash: 'x' })
        .returning();
      await tx.delete(users).where(inArray(users.id, [u.id]));
    });
    await db
      .transaction(async (tx) => {
        await tx.insert(orders).values({ status: 'awaiting_payment', itemsPrice: 1, totalPrice: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const after = await counted();
    expect(after).toEqual({ ...before, totalProducts: before.totalProducts - 1, totalOrders: before.totalOrders - 2 });
    expect(await kept()).toEqual(after);
  });
});
