import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';

/**
 * THE definition of revenue (decisions 033 and 052): money received net of money given back — the sum
 * of the payments ledger's rows, each on the Nairobi day it was written. A payment counts the day it
 * came, a refund comes off the day it was made (an order paid in October and refunded in November
 * counts in October and comes off in November). The Revenue card and the chart both come from this
 * one function, so they cannot disagree; an assignment's pair of rows adds up to nothing.
 */
export async function revenueByDay(db: DbOrTx, since: Date, until: Date): Promise<Map<string, number>> {
  // Each row's Nairobi date, formatted once per day rather than once per row.
  const day = (col: SQL) => sql`(${col} at time zone 'Africa/Nairobi')::date`;
  const { rows } = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(amount) as amount from (
      select ${day(sql`created_at`)} as day, amount
        from payment_ledger where created_at >= ${since} and created_at < ${until}
    ) money group by day`)) as unknown as { rows: { day: string; amount: string }[] };
  return new Map(rows.map((r) => [r.day, Number(r.amount)]));
}

/** The same revenue as one figure. */
export const totalRevenue = (days: Map<string, number>) =>
  Math.round([...days.values()].reduce((s, v) => s + v, 0) * 100) / 100;
