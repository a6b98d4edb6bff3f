import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { counters, mailQueue, orderEvents, orders } from '#db/schema';
import { canMove, MAILED_STAGES, STAGE_LABELS, type StageActor } from '#core/orders/stages';
import type { OrderStage } from '#core/orders/stages';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';

/** Who makes a move: the payment flow and sweeps ('system'), or a signed-in user in a role. */
export interface Mover {
  actor: StageActor;
  userId?: number | null;
}

export const SYSTEM: Mover = { actor: 'system' };

/**
 * Writes one step of an order's timeline; a step the shopper is told about also queues its mail in
 * the same transaction (decision 021), so the mail goes out if and only if the move is kept.
 */
export async function recordEvent(
  tx: DbOrTx,
  e: { orderId: number; from: OrderStage | null; stage: OrderStage; by: Mover; note?: string | null; mail?: boolean },
) {
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: e.orderId,
      fromStage: e.from,
      stage: e.stage,
      actor: e.by.actor,
      actorId: e.by.userId ?? null,
      note: e.note ?? null,
    })
    .returning({ id: orderEvents.id });
  if (e.mail ?? MAILED_STAGES.includes(e.stage)) {
    await tx.insert(mailQueue).values({ kind: 'order-event', eventId: event.id });
    // And its text (issue 31), written when sent; skipped then if the shopper chose e-mail only.
    await tx.insert(mailQueue).values({ kind: 'order-event', channel: 'sms', eventId: event.id });
  }
  // The shop's moves (stage, cancel, refund, delivered toggle) are in the audit log too, in this transaction.
  if (e.by.actor === 'admin') {
    await recordAudit(tx, {
      actorId: e.by.userId ?? null,
      entity: 'order',
      entityId: e.orderId,
      action: e.stage,
      before: { stage: e.from },
      after: { stage: e.stage, ...(e.note ? { note: e.note } : {}) },
    });
  }
  // The owner hears of each paid order once (decision 034): a later return to 'paid' (the admin's
  // 'pending' toggle) finds the order's key taken.
  if (e.stage === 'paid' && e.by.actor === 'system') {
    await tx
      .insert(mailQueue)
      .values({ kind: 'owner-order', eventId: event.id, dedupeKey: `owner-order:${e.orderId}` })
      .onConflictDoNothing({ target: mailQueue.dedupeKey });
  }
  return event.id;
}

/** The order row, locked until the transaction ends: two moves of one order happen one after the other. */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** Refuses a move the table does not allow (409, saying from where to where). */
export function assertMove(from: OrderStage, to: OrderStage, by: Mover) {
  if (!canMove(from, to, by.actor)) {
    throw conflict(ORDER_MESSAGES.illegalMove(STAGE_LABELS[from].toLowerCase(), STAGE_LABELS[to].toLowerCase()));
  }
}

/**
 * The next number of a gap-free counter. The row stays locked until the caller's transaction ends,
 * so a rollback gives the number back and the next payment takes it: no holes, no duplicates.
 */
export async function nextCounter(tx: DbOrTx, name: string): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row.value;
}

/** The stage an order had before it reached `stage` (the spec's 'pending' toggle goes back there). */
export async function stageBefore(tx: DbOrTx, orderId: number, stage: OrderStage): Promise<OrderStage | null> {
  const [event] = await tx
    .select({ from: orderEvents.fromStage })
    .from(orderEvents)
    // A return's steps are events that stay at the stage (decision 066): they are not how it got there.
    .where(
      sql`${orderEvents.orderId} = ${orderId} and ${orderEvents.stage} = ${stage} and ${orderEvents.fromStage} is distinct from ${stage}`,
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return event?.from ?? null;
}
