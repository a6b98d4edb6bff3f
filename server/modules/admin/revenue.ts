import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';

/**
 * THE definition of revenue (decision 033): money received net of refunds — the totals of orders
 * paid in a period, less the totals of orders refunded in it, each on the Nairobi day it happened.
 * The Revenue card and the chart both come from this one function, so they cannot disagree.
 * An order paid in October and refunded in November counts in October and comes off in November.
 */
export async function revenueByDay(db: DbOrTx, since: Date, until: Date): Promise<Map<string, number>> {
  // Each row's Nairobi date, formatted once per day rather than once per order.
  const day = (col: SQL) => sql`(${col} at time zone 'Africa/Nairobi')::date`;
  const { rows } = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(amount) as amount from (
      select ${day(sql`paid_at`)} as day, total_price as amount
        from orders where paid_at >= ${since} and paid_at < ${until}
      union all
      select ${day(sql`e.created_at`)}, -o.total_price
        from order_events e join orders o on o.id = e.order_id
        where e.stage = 'refunded' and e.created_at >= ${since} and e.created_at < ${until}
    ) money group by day`)) as unknown as { rows: { day: string; amount: string }[] };
  return new Map(rows.map((r) => [r.day, Number(r.amount)]));
}

/** The same revenue as one figure. */
export const totalRevenue = (days: Map<string, number>) =>
  Math.round([...days.values()].reduce((s, v) => s + v, 0) * 100) / 100;
