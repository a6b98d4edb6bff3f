import { and, asc, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orders, products, users } from '#db/schema';
import { LOW_STOCK_MAX } from '#core/stock';

/** The dashboard's cards, the 30-day revenue chart and the stock that needs attention. */
export async function dashboardSummary(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 29 * 24 * 3600_000);
  since.setUTCHours(0, 0, 0, 0);
  const [[p], [u], [o], [rev], byDay, lowStock] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(orders),
    // Revenue as the spec defines it: total_price of delivered orders.
    db.select({ total: sum(orders.totalPrice) }).from(orders).where(eq(orders.status, 'delivered')),
    db
      .select({ day: sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'Africa/Nairobi'), 'YYYY-MM-DD')`, total: sum(orders.totalPrice) })
      .from(orders)
      .where(and(sql`${orders.status} in ('paid', 'delivered')`, gte(orders.paidAt, since)))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ id: products.id, name: products.name, countInStock: products.countInStock, category: products.category })
      .from(products)
      .where(lte(products.countInStock, LOW_STOCK_MAX))
      .orderBy(asc(products.countInStock), asc(products.name))
      .limit(50),
  ]);
  const totals = new Map(byDay.map((d) => [d.day, Number(d.total)]));
  const revenueByDay = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(since.getTime() + i * 24 * 3600_000 + 3 * 3600_000).toISOString().slice(0, 10);
    return { date: day, revenue: totals.get(day) ?? 0 };
  });
  return {
    totalProducts: p.n,
    totalUsers: u.n,
    totalOrders: o.n,
    revenue: Number(rev.total ?? 0),
    revenueByDay,
    lowStock,
  };
}
