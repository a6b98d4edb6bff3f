import { and, asc, count, gte, lt, lte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orderItems, orders, products, users } from '#db/schema';
import type { PeriodFigures, SummaryQuery } from '#core/schemas/admin';
import { LOW_STOCK_MAX } from '#core/stock';
import { revenueByDay, totalRevenue } from './revenue';

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

/** The Nairobi days a range covers, ending today (or the custom days), and the same number of days before. */
export function rangeDays(now: Date, query: Pick<SummaryQuery, 'range' | 'from' | 'to'> = { range: '30d' }) {
  const todayStart = nairobiWindow(now, 1).since.getTime();
  let first: number;
  let last: number;
  if (query.range === 'custom' && query.from && query.to) {
    first = new Date(`${query.from}T00:00:00+03:00`).getTime();
    last = new Date(`${query.to}T00:00:00+03:00`).getTime();
  } else {
    const n = query.range === 'today' ? 1 : query.range === '7d' ? 7 : 30;
    last = todayStart;
    first = todayStart - (n - 1) * DAY;
  }
  const n = Math.round((last - first) / DAY) + 1;
  const days = (start: number) => ({
    since: new Date(start),
    until: new Date(start + n * DAY),
    dates: Array.from({ length: n }, (_, i) => new Date(start + i * DAY + NAIROBI_OFFSET).toISOString().slice(0, 10)),
  });
  return { current: days(first), previous: days(first - n * DAY) };
}

type Period = ReturnType<typeof rangeDays>['current'];

/** Revenue (the one definition), orders, conversion, average order value and top products of one period. */
export async function periodFigures(db: Db, p: Period): Promise<PeriodFigures & { byDay: Map<string, number> }> {
  const inPeriod = (col: typeof orders.createdAt | typeof orders.paidAt) => and(gte(col, p.since), lt(col, p.until));
  const [byDay, [placed], [paid], top] = await Promise.all([
    revenueByDay(db, p.since, p.until),
    db
      .select({ n: count(), paid: count(orders.paidAt) })
      .from(orders)
      .where(inPeriod(orders.createdAt)),
    db.select({ n: count(), total: sum(orders.totalPrice) }).from(orders).where(inPeriod(orders.paidAt)),
    db
      .select({
        productId: sql<number | null>`min(${orderItems.productId})`,
        name: sql<string>`min(${orderItems.name})`,
        revenue: sql<string>`sum(${orderItems.price} * ${orderItems.quantity})`,
        units: sql<string>`sum(${orderItems.quantity})`,
      })
      .from(orderItems)
      // Goods sold in the period and not given back. `any(array(…))`: the period's orders by their
      // paid_at index, then their lines by order id, instead of a scan of every order line.
      .where(
        sql`${orderItems.orderId} = any(array(${db
          .select({ id: orders.id })
          .from(orders)
          .where(and(inPeriod(orders.paidAt), ne(orders.status, 'refunded')))}))`,
      )
      // A product by its id; lines whose product was deleted by their name.
      .groupBy(sql`coalesce(${orderItems.productId}::text, ${orderItems.name})`),
  ]);
  const products = top.map((t) => ({ productId: t.productId, name: t.name, revenue: Number(t.revenue), units: Number(t.units) }));
  const best = (key: 'revenue' | 'units') => [...products].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name)).slice(0, 5);
  return {
    from: p.dates[0],
    to: p.dates.at(-1)!,
    revenue: totalRevenue(byDay),
    orders: placed.n,
    paidOrders: placed.paid,
    conversion: placed.n ? placed.paid / placed.n : null,
    averageOrderValue: paid.n ? Math.round((Number(paid.total) / paid.n) * 100) / 100 : null,
    topByRevenue: best('revenue'),
    topByUnits: best('units'),
    byDay,
  };
}

/** The dashboard's cards, the period's revenue chart beside the previous period, and the stock that needs attention. */
export async function dashboardSummary(db: Db, now = new Date(), lowStockThreshold = LOW_STOCK_MAX, query: SummaryQuery = { range: '30d' }) {
  const periods = rangeDays(now, query);
  // At most eight queries at once: a dozen (both periods together) waited past the pool's 3 s connect
  // limit on a loaded machine and answered 500 (bench/admin.ts, decision 033).
  const [[p], [u], [o], current, lowStock] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(orders),
    periodFigures(db, periods.current),
    lowStockProducts(db, lowStockThreshold),
  ]);
  const previous = await periodFigures(db, periods.previous);
  const { byDay, ...cur } = current;
  const { byDay: _prev, ...prev } = previous;
  return {
    totalProducts: p.n,
    totalUsers: u.n,
    totalOrders: o.n,
    revenue: cur.revenue,
    revenueByDay: periods.current.dates.map((date) => ({ date, revenue: byDay.get(date) ?? 0 })),
    range: query.range,
    current: cur,
    previous: prev,
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
