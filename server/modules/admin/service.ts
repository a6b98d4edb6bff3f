import { asc, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orderItems, orders, products, rowCounts } from '#db/schema';
import type { PeriodFigures, SummaryQuery } from '#core/schemas/admin';
import { LOW_STOCK_MAX } from '#core/catalog/stock';
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

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
type Top = { product_id: number | null; name: string; revenue: string; units: string };

/**
 * The goods sold in a period and not given back, by product (lines whose product was deleted, by
 * their name): only the groups that can be among the five best by revenue or by units. `with ties`
 * keeps every group level with the fifth, so the final order by name picks the same five as over all
 * groups, while PostgreSQL sends ~10 rows instead of the ~13,000 products a month sells at 200,000
 * orders (decision 041). The period's orders come from the partial index `orders_sold_idx`, their
 * lines from the covering `order_items_sales_idx`: no table reads.
 */
function topProducts(db: Db, p: Period) {
  return rowsOf<Top>(
    db,
    sql`with sold as materialized (
          select min(product_id) as product_id, min(name) as name, sum(price * quantity) as revenue, sum(quantity) as units
            from ${orderItems}
           where order_id = any(array(
                   select id from ${orders} where paid_at >= ${p.since} and paid_at < ${p.until} and status <> 'refunded'))
           group by product_id, case when product_id is null then name end)
        (select * from sold order by revenue desc fetch first 5 rows with ties)
        union
        (select * from sold order by units desc fetch first 5 rows with ties)`,
  );
}

/**
 * Orders placed (and of them paid) and orders paid (with their total) in each period, in one
 * statement of two index-only ranges: `orders_created_idx` holds paid_at, `orders_paid_at_idx` the total.
 */
function orderCounts(db: Db, periods: Period[]) {
  const span = (col: SQL, p: Period) => sql`${col} >= ${p.since} and ${col} < ${p.until}`;
  const created = sql`created_at`;
  const paidAt = sql`paid_at`;
  const placed = periods.flatMap((p, i) => [
    sql`count(*) filter (where ${span(created, p)}) as ${sql.raw(`placed${i}`)}`,
    sql`count(paid_at) filter (where ${span(created, p)}) as ${sql.raw(`placed_paid${i}`)}`,
  ]);
  const paid = periods.flatMap((p, i) => [
    sql`count(*) filter (where ${span(paidAt, p)}) as ${sql.raw(`paid${i}`)}`,
    sql`sum(total_price) filter (where ${span(paidAt, p)}) as ${sql.raw(`paid_total${i}`)}`,
  ]);
  const whole: Period = {
    ...periods[0],
    since: new Date(Math.min(...periods.map((p) => p.since.getTime()))),
    until: new Date(Math.max(...periods.map((p) => p.until.getTime()))),
  };
  return rowsOf<Record<string, string | null>>(
    db,
    sql`select * from (select ${sql.join(placed, sql`, `)} from ${orders} where ${span(created, whole)}) a,
                      (select ${sql.join(paid, sql`, `)} from ${orders} where ${span(paidAt, whole)}) b`,
  );
}

/** Revenue (the one definition), orders, conversion, average order value and top products of each period. */
export async function periodsFigures(
  db: Db,
  periods: Period[],
): Promise<(PeriodFigures & { byDay: Map<string, number> })[]> {
  const since = new Date(Math.min(...periods.map((p) => p.since.getTime())));
  const until = new Date(Math.max(...periods.map((p) => p.until.getTime())));
  const [allDays, [counts], ...tops] = await Promise.all([
    revenueByDay(db, since, until),
    orderCounts(db, periods),
    ...periods.map((p) => topProducts(db, p)),
  ]);
  return periods.map((p, i) => {
    const byDay = new Map(p.dates.flatMap((d) => (allDays.has(d) ? [[d, allDays.get(d)!] as const] : [])));
    const products = tops[i].map((t) => ({
      productId: t.product_id === null ? null : Number(t.product_id),
      name: t.name,
      revenue: Number(t.revenue),
      units: Number(t.units),
    }));
    const best = (key: 'revenue' | 'units') =>
      [...products].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name)).slice(0, 5);
    const placed = Number(counts[`placed${i}`]);
    const placedPaid = Number(counts[`placed_paid${i}`]);
    const paid = Number(counts[`paid${i}`]);
    return {
      from: p.dates[0],
      to: p.dates.at(-1)!,
      revenue: totalRevenue(byDay),
      orders: placed,
      paidOrders: placedPaid,
      conversion: placed ? placedPaid / placed : null,
      averageOrderValue: paid ? Math.round((Number(counts[`paid_total${i}`]) / paid) * 100) / 100 : null,
      topByRevenue: best('revenue'),
      topByUnits: best('units'),
      byDay,
    };
  });
}

/** The dashboard's cards, the period's revenue chart beside the previous period, and the stock that needs attention. */
export async function dashboardSummary(
  db: Db,
  now = new Date(),
  lowStockThreshold = LOW_STOCK_MAX,
  query: SummaryQuery = { range: '30d' },
) {
  const periods = rangeDays(now, query);
  // Six queries at once (decision 041): both periods share their revenue and count statements; a
  // dozen waited past the pool's 3 s connect limit on a loaded machine and answered 500 (decision 033).
  const [counts, [current, previous], lowStock] = await Promise.all([
    db.select().from(rowCounts),
    periodsFigures(db, [periods.current, periods.previous]),
    lowStockProducts(db, lowStockThreshold),
  ]);
  // Kept by triggers (migration 0019) instead of counting 200,000 orders per request.
  const total = (table: string) => counts.find((c) => c.tableName === table)?.n ?? 0;
  const { byDay, ...cur } = current;
  const { byDay: _prev, ...prev } = previous;
  return {
    totalProducts: total('products'),
    totalUsers: total('users'),
    totalOrders: total('orders'),
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
