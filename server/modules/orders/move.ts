import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orders } from '#db/schema';
import { stockEffect, type OrderStage } from '#core/orders/stages';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { conflict } from '../../errors';
import { assertMove, lockOrder, recordEvent, type Mover } from './stages';
import { orderStock, returnStock, takeStock } from './stock';

type OrderRow = typeof orders.$inferSelect;

export interface Move {
  orderId: number;
  /** The stage the caller expects the order in: if it is elsewhere, nothing moves and null is returned. */
  from?: OrderStage | readonly OrderStage[];
  to: OrderStage;
  by: Mover;
  /** The timeline's note (a reason, a reference). */
  reason?: string | null;
  /** Other columns the move sets with the stage (paid_at and receipt, dispatch details). */
  set?: Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>;
  /** Override whether the shopper is mailed (MAILED_STAGES otherwise). */
  mail?: boolean;
}

/**
 * THE one writer of orders.status (issue 33, decision 052), in the caller's transaction: locks the
 * order, checks the stage table (409 for a move it refuses), returns or takes stock by HOLDS_STOCK,
 * writes the timeline step (with its mail and, for the shop's moves, the audit row). Returns the order
 * as it was before the move, or null when `from` was given and the order is no longer there.
 */
export async function moveOrder(tx: DbOrTx, move: Move): Promise<OrderRow | null> {
  const order = await lockOrder(tx, move.orderId);
  const from = order.status;
  if (move.from !== undefined) {
    const expected: readonly OrderStage[] = typeof move.from === 'string' ? [move.from] : move.from;
    if (!expected.includes(from)) return null;
  }
  assertMove(from, move.to, move.by);
  const effect = stockEffect(from, move.to);
  const lines = effect ? await orderStock(tx, move.orderId) : [];
  if (effect === 'return') await returnStock(tx, lines);
  if (effect === 'take' && (await takeStock(tx, lines))) throw conflict(ORDER_MESSAGES.notCancellable);
  await tx
    .update(orders)
    .set({ ...move.set, status: move.to, updatedAt: new Date() })
    .where(eq(orders.id, move.orderId));
  await recordEvent(tx, {
    orderId: move.orderId,
    from,
    stage: move.to,
    by: move.by,
    note: move.reason ?? null,
    ...(move.mail === undefined ? {} : { mail: move.mail }),
  });
  return order;
}
