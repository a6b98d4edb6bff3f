import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { mailQueue, users } from '#db/schema';
import { nairobiWindow, lowStockProducts } from '../admin/service';

export interface LowStockDeps {
  db: Db;
  threshold: () => Promise<number>;
  storeName: () => Promise<string>;
  publicUrl: string;
}

/**
 * The daily low-stock summary (a `(deps, now)` tick, run often): when some products are at or below
 * the threshold, each admin gets one mail per Nairobi day. The day is the mail's dedupe key, so ticks
 * in several processes, or after a restart, queue it once.
 */
export async function lowStockTick(deps: LowStockDeps, now = new Date()) {
  const day = nairobiWindow(now, 1).dates[0];
  const threshold = await deps.threshold();
  const low = await lowStockProducts(deps.db, threshold, 200);
  if (!low.length) return { queued: 0, day };
  const admins = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true)));
  const storeName = await deps.storeName();
  const text = [
    `${low.length} product${low.length === 1 ? ' is' : 's are'} at or below ${threshold} in stock (${day}):`,
    '',
    ...low.map(
      (p) => `  ${p.countInStock === 0 ? 'OUT  ' : String(p.countInStock).padEnd(5)} ${p.name} (${p.category})`,
    ),
    '',
    `Restock them in the admin dashboard: ${deps.publicUrl}/admin`,
    '',
    storeName,
  ].join('\n');
  const rows = admins.map((a) => ({
    kind: 'low-stock' as const,
    dedupeKey: `low-stock:${day}:${a.id}`,
    to: a.email,
    subject: `Low stock: ${low.length} product${low.length === 1 ? '' : 's'} — ${storeName}`,
    text,
  }));
  if (!rows.length) return { queued: 0, day };
  const queued = await deps.db
    .insert(mailQueue)
    .values(rows)
    .onConflictDoNothing({ target: mailQueue.dedupeKey })
    .returning({ id: mailQueue.id });
  return { queued: queued.length, day };
}
