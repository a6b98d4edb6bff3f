import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '#db/client';
import { products, stockAlerts } from '#db/schema';
import { QUIET_UNTIL_MINUTES, alertDay } from './clock';
import { nairobiNow } from '#core/delivery/calendar';
import { restock } from './fanout';
import type { AlertCtx } from './send';

/**
 * Waiters a restock could not tell because they had an alert about the product that day (the daily
 * limit) would otherwise wait for the next return to stock, which may never come. Once a Nairobi day,
 * from 07:00, every product in stock with someone still waiting is told again; the daily limit and the
 * notified mark make a repeat (another worker's sweep, a later restock) queue nothing.
 */
export function waitingSweep() {
  let sweptDay: string | null = null;
  return async (db: Db, ctx: AlertCtx) => {
    const day = alertDay(ctx.now);
    if (day === sweptDay || nairobiNow(ctx.now).minutes < QUIET_UNTIL_MINUTES) return 0;
    sweptDay = day;
    const rows = await db
      .selectDistinct({ id: stockAlerts.productId })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(
        and(
          isNull(stockAlerts.notifiedAt),
          or(isNotNull(stockAlerts.userId), isNotNull(stockAlerts.confirmedAt)),
          gt(products.countInStock, 0),
          eq(products.status, 'active'),
        ),
      );
    let queued = 0;
    for (const { id } of rows) queued += await db.transaction((tx) => restock(tx, id, ctx));
    return queued;
  };
}
