import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orderItems, products } from '#db/schema';

/** How much of one product an order holds. */
export interface StockLine {
  productId: number;
  quantity: number;
}

// Always in product id order: two transactions taking or returning the same products lock their rows
// in the same order, so they cannot deadlock.
const inIdOrder = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes the lines' stock with one guarded update per product (`count_in_stock >= q`), so concurrent
 * orders can never drive it below zero. Returns the id of the first product without enough stock, or
 * undefined when everything was taken; on a shortage the caller rolls its transaction back.
 */
export async function takeStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<number | undefined> {
  for (const { productId, quantity } of inIdOrder(lines)) {
    const taken = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.countInStock, quantity)))
      .returning({ id: products.id });
    if (!taken.length) return productId;
  }
  return undefined;
}

/** Puts the lines' stock back on the shelf. */
export async function returnStock(tx: DbOrTx, lines: readonly StockLine[]) {
  for (const { productId, quantity } of inIdOrder(lines)) {
    await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** The stock an order holds (lines of products deleted since hold none). */
export async function orderStock(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  const rows = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  return rows.map((r) => ({ productId: r.productId!, quantity: r.quantity }));
}
