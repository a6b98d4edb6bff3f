import { and, asc, count, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orders, products, users } from '#db/schema';
import { DONE_STAGES, PAID_STAGES } from '#core/order-status';
import { LOW_STOCK_MAX } from '#core/stock';

const DAY = 24 * 3600_000;
// The shop's days are Nairobi days: Africa/Nairobi is UTC+3 all year (no daylight saving).
const NAIROBI_OFFSET = 3 * 3600_000;

/**
 * The 30 Nairobi days ending today, as 'YYYY-MM-DD', and the instant the first one starts. Counting in
 * UTC instead would drop the sales paid between 00:00 and 03:00 Nairobi time on the first day, and
 * before 03:00 would not show today at all.
 */
export function nairobiWindow(now: Date, days = 30) {
  const today = Math.floor((now.getTime() + NAIROBI_OFFSET) / DAY) * DAY; // midnight of today, on Nairobi's clock
  const first = today - (days - 1) * DAY;
  const dates = Array.from({ length: days }, (_, i) => new Date(first + i * DAY).toISOString().slice(0, 10));
  return { since: new Date(first - NAIROBI_OFFSET), dates };
}

/** The dashboard's cards, the 30-day revenue chart and the stock that needs attention. */
export async function dashboardSummary(db: Db, now = new Date(), lowStockThreshold = LOW_STOCK_MAX) {
  const { since, dates } = nairobiWindow(now);
  const [[p], [u], [o], [rev], byDay, lowStock] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(orders),
    // Revenue as the spec defines it: total_price of delivered (or collected) orders.
    db.select({ total: sum(orders.totalPrice) }).from(orders).where(inArray(orders.status, [...DONE_STAGES])),
    db
      .select({ day: sql<string>`to_char(date_trunc('day', ${orders.paidAt} at time zone 'Africa/Nairobi'), 'YYYY-MM-DD')`, total: sum(orders.totalPrice) })
      .from(orders)
      .where(and(inArray(orders.status, [...PAID_STAGES]), gte(orders.paidAt, since)))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    lowStockProducts(db, lowStockThreshold),
  ]);
  const totals = new Map(byDay.map((d) => [d.day, Number(d.total)]));
  const revenueByDay = dates.map((date) => ({ date, revenue: totals.get(date) ?? 0 }));
  return {
    totalProducts: p.n,
    totalUsers: u.n,
    totalOrders: o.n,
    revenue: Number(rev.total ?? 0),
    revenueByDay,
    lowStock,
    lowStockThreshold,
  };
}

/** Products at or below the shop's low-stock threshold (a setting, default 5), fewest first. */
export function lowStockProducts(db: Db, threshold: number, limit = 50) {
  return db
    .select({ id: products.id, name: products.name, countInStock: products.countInStock, category: products.category })
    .from(products)
    .where(lte(products.countInStock, threshold))
    .orderBy(asc(products.countInStock), asc(products.name))
    .limit(limit);
}
