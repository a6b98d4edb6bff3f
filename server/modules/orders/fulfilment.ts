import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orders } from '#db/schema';
import { DONE_STAGES } from '#core/orders/stages';
import { managesShop, type Role } from '#core/catalog/product-status';

type ShopUser = { id: number; isAdmin: boolean; role?: Role };
import { normalizeMpesaPhone } from '#core/payments/phone';
import { ORDER_MESSAGES, type CancelInput, type StageInput } from '#core/schemas/orders';
import { badRequest, conflict } from '../../errors';
import { findOrders, orderForUser } from './service';
import { assertMove, lockOrder, recordEvent, stageBefore, type Mover } from './stages';
import { orderStock, returnStock } from './stock';

const fresh = async (db: Db, id: number) => (await findOrders(db, { id }))[0];
const moverOf = (user: ShopUser): Mover => ({ actor: managesShop(user) ? 'admin' : 'customer', userId: user.id });

/** What a dispatch carries: a courier with its tracking reference, or a rider's phone (or both). */
function dispatchDetails(input: StageInput) {
  const courier =
    input.courierName && input.trackingReference
      ? { courierName: input.courierName, trackingReference: input.trackingReference }
      : null;
  let riderPhone: string | null = null;
  if (input.riderPhone) {
    const phone = normalizeMpesaPhone(input.riderPhone);
    if (!phone.ok) throw badRequest(ORDER_MESSAGES.riderPhone);
    riderPhone = phone.phone;
  }
  if (!courier && !riderPhone) throw badRequest(ORDER_MESSAGES.dispatchDetails);
  return {
    courierName: courier?.courierName ?? null,
    trackingReference: courier?.trackingReference ?? null,
    riderPhone,
  };
}

/** The admin moves an order on: processing, dispatched, delivered or collected, if the table allows it. */
export async function moveStage(db: Db, id: number, input: StageInput, by: Mover) {
  const dispatch = input.stage === 'dispatched' ? dispatchDetails(input) : null;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertMove(order.status, input.stage, by);
    const done = DONE_STAGES.includes(input.stage);
    await tx
      .update(orders)
      .set({ status: input.stage, ...dispatch, ...(done ? { deliveredAt: new Date() } : {}), updatedAt: new Date() })
      .where(eq(orders.id, id));
    const note = dispatch
      ? [dispatch.courierName, dispatch.trackingReference, dispatch.riderPhone && `rider ${dispatch.riderPhone}`]
          .filter(Boolean)
          .join(' · ')
      : null;
    // A pickup order that is processed is ready at the counter: the shopper is told to come (issue 14).
    const readyForCollection = input.stage === 'processing' && order.deliveryMethod === 'pickup';
    await recordEvent(tx, {
      orderId: id,
      from: order.status,
      stage: input.stage,
      by,
      note,
      ...(readyForCollection ? { mail: true } : {}),
    });
  });
  return fresh(db, id);
}

/**
 * Cancels an order (decision 021): its stock goes back on sale. The admin gives a reason, and for a
 * paid order the M-Pesa reference of the refund made from the shop's portal: it is then refunded in
 * the same step. A shopper's paid order waits, cancelled, for the shop to refund it.
 */
export async function cancelOrder(db: Db, id: number, user: ShopUser, input?: CancelInput) {
  await orderForUser(db, id, user);
  const by = moverOf(user);
  const reason = input?.reason || null;
  if (by.actor === 'admin' && !reason) throw badRequest(ORDER_MESSAGES.reasonRequired);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!['awaiting_payment', 'paid', 'processing'].includes(order.status)) {
      throw conflict(ORDER_MESSAGES.notCancellable);
    }
    assertMove(order.status, 'cancelled', by);
    const refund = by.actor === 'admin' && order.paidAt ? input?.refundReference : undefined;
    if (by.actor === 'admin' && order.paidAt && !refund) throw badRequest(ORDER_MESSAGES.refundReferenceRequired);
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await returnStock(tx, await orderStock(tx, id));
    // Cancelled and refunded at once: one mail (the refund's) says both.
    await recordEvent(tx, { orderId: id, from: order.status, stage: 'cancelled', by, note: reason, mail: !refund });
    if (refund) {
      await tx.update(orders).set({ status: 'refunded', refundReference: refund }).where(eq(orders.id, id));
      await recordEvent(tx, { orderId: id, from: 'cancelled', stage: 'refunded', by, note: `M-Pesa ${refund}` });
    }
  });
  return fresh(db, id);
}

/** The admin records the refund of a cancelled paid order (made from the shop's M-Pesa portal). */
export async function refundOrder(db: Db, id: number, reference: string, by: Mover) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'cancelled' || !order.paidAt) throw conflict(ORDER_MESSAGES.notRefundable);
    assertMove(order.status, 'refunded', by);
    await tx
      .update(orders)
      .set({ status: 'refunded', refundReference: reference, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordEvent(tx, { orderId: id, from: 'cancelled', stage: 'refunded', by, note: `M-Pesa ${reference}` });
  });
  return fresh(db, id);
}

/**
 * The spec's delivered toggle on the stages: 'completed' marks a paid order delivered (from paid,
 * processing or dispatched); 'pending' takes a delivered or collected order back to where it was.
 */
export async function setDelivered(db: Db, id: number, delivered: boolean, by: Mover) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const done = DONE_STAGES.includes(order.status);
    if (delivered === done) return;
    if (delivered) {
      if (!order.paidAt || !['paid', 'processing', 'dispatched'].includes(order.status))
        throw conflict(ORDER_MESSAGES.notPaidYet);
      assertMove(order.status, 'delivered', by);
      await tx
        .update(orders)
        .set({ status: 'delivered', deliveredAt: new Date(), updatedAt: new Date() })
        .where(eq(orders.id, id));
      await recordEvent(tx, { orderId: id, from: order.status, stage: 'delivered', by });
      return;
    }
    const back = (await stageBefore(tx, id, order.status)) ?? 'paid';
    assertMove(order.status, back, by);
    await tx.update(orders).set({ status: back, deliveredAt: null, updatedAt: new Date() }).where(eq(orders.id, id));
    await recordEvent(tx, { orderId: id, from: order.status, stage: back, by, note: 'Marked pending again' });
  });
  return fresh(db, id);
}
