import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { orderItems, orders, products, reviews } from '#db/schema';
import { PAID_STAGES } from '#core/orders/stages';
import { REVIEW_MESSAGES } from '#core/reviews/review-rules';
import { conflict, forbidden } from '../../errors';
import { toReview } from '../catalog/serialize';

/** True only for a paid (or delivered) order of the user holding the product. */
export async function hasPurchased(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(orders.status, [...PAID_STAGES])),
    )
    .limit(1);
  return !!row;
}

/** One review per user and product; the product's rating and count change in the same transaction. */
export async function addReview(
  db: Db,
  user: { id: number; name: string },
  productId: number,
  input: { rating: number; comment: string },
) {
  if (!(await hasPurchased(db, user.id, productId))) throw forbidden(REVIEW_MESSAGES.mustPurchase);
  try {
    return await db.transaction(async (tx) => {
      // Reviews of one product are counted one at a time: two at once would each miss the other.
      await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
      const [review] = await tx
        .insert(reviews)
        .values({ productId, userId: user.id, name: user.name, rating: input.rating, comment: input.comment })
        .returning();
      const [agg] = await tx
        .select({ n: count(), avg: avg(reviews.rating) })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      await tx
        .update(products)
        .set({ numReviews: agg.n, rating: Number(agg.avg ?? 0) })
        .where(eq(products.id, productId));
      return toReview(review);
    });
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw err;
  }
}
