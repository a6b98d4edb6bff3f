import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { priceHistory } from '#db/schema';
import { PRICE_HISTORY_DAYS, type PriceHistory } from '#core/catalog/price-history';

/**
 * The one hook every price-changing path calls in its own transaction (decision 070): create, edit,
 * duplicate, bulk change and its undo, CSV import. `before` is undefined for a new product. A price
 * that did not move writes nothing. Kept a separate small call so other reactions to a price change
 * (price-drop alerts) sit beside it rather than inside it.
 */
export async function recordPriceChange(tx: DbOrTx, productId: number, before: number | undefined, after: number) {
  if (before !== undefined && Number(before) === Number(after)) return false;
  await tx.insert(priceHistory).values({ productId, price: after });
  return true;
}

/**
 * The product's prices over the last 90 days: the price in force when the window opened (the last
 * row before it), then every change inside it. Two index range reads on (product_id, from_at).
 */
export async function priceHistoryOf(db: DbOrTx, productId: number, now = new Date()): Promise<PriceHistory> {
  const since = new Date(now.getTime() - PRICE_HISTORY_DAYS * 86_400_000);
  const [opening] = await db
    .select({ price: priceHistory.price, at: priceHistory.fromAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productId), lt(priceHistory.fromAt, since)))
    .orderBy(desc(priceHistory.fromAt), desc(priceHistory.id))
    .limit(1);
  const inside = await db
    .select({ price: priceHistory.price, at: priceHistory.fromAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productId), gte(priceHistory.fromAt, since)))
    .orderBy(asc(priceHistory.fromAt), asc(priceHistory.id))
    .limit(500);
  const points = [...(opening ? [{ price: Number(opening.price), at: since }] : []), ...inside].map((p) => ({
    price: Number(p.price),
    at: p.at.toISOString(),
  }));
  return { since: since.toISOString(), until: now.toISOString(), points };
}
