import type { Db, DbOrTx } from '#db/client';
import { storeSettings } from '#db/schema';
import { DONE_STAGES } from '#core/orders/stages';
import { managesShop, type Role } from '#core/catalog/product-status';

type ShopUser = { id: number; isAdmin: boolean; role?: Role };
import { normalizeMpesaPhone } from '#core/payments/phone';
import { ORDER_MESSAGES, type CancelInput, type StageInput } from '#core/schemas/orders';
import { badRequest, conflict } from '../../errors';
import { findOrders, orderForUser } from './service';
import { lockOrder, stageBefore, type Mover } from './stages';
import { moveOrder } from './move';
import { moneyOf, writeLedger } from '../payments/ledger';
import { formatKES } from '#core/pricing/money';
import { queueRefundNotice } from './refund-notice';

const autoRefundOn = async (tx: DbOrTx) =>
  ((await tx.select({ mode: storeSettings.autoRefund }).from(storeSettings).limit(1))[0]?.mode ?? 'off') !== 'off';

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
    const done = DONE_STAGES.includes(input.stage);
    const note = dispatch
      ? [dispatch.courierName, dispatch.trackingReference, dispatch.riderPhone && `rider ${dispatch.riderPhone}`]
          .filter(Boolean)
          .join(' · ')
      : null;
    // A pickup order that is processed is ready at the counter: the shopper is told to come (issue 14).
    const readyForCollection = input.stage === 'processing' && order.deliveryMethod === 'pickup';
    await moveOrder(tx, {
      orderId: id,
      to: input.stage,
      by,
      reason: note,
      set: { ...dispatch, ...(done ? { deliveredAt: new Date() } : {}) },
      ...(readyForCollection ? { mail: true } : {}),
    });
  });
  return fresh(db, id);
}

/**
 * Cancels an order (decision 021): its stock goes back on sale (moveOrder, by HOLDS_STOCK). The admin
 * gives a reason, and for an order holding money may give the M-Pesa reference of the refund made from
 * the shop's portal: it is then refunded in the same step. Otherwise its money is refund due (052).
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
    const held = (await moneyOf(tx, order)).net;
    const refund = by.actor === 'admin' && held > 0 ? input?.refundReference : undefined;
    // With automatic refunds on, M-Pesa gives the money back and no reference is asked (decision 060).
    if (by.actor === 'admin' && order.paidAt && !refund && !(await autoRefundOn(tx)))
      throw badRequest(ORDER_MESSAGES.refundReferenceRequired);
    // A shopper walking away from a layaway agreed under the keep policy leaves its deposit with the shop;
    // anything paid beyond the deposit is refund due (decision 060). The shop's own cancel keeps nothing.
    const keep =
      by.actor === 'customer' && order.layaway && order.layawayPolicy === 'keep' && held > 0
        ? { layawayOutcome: 'kept' as const, layawayKept: Math.min(held, Number(order.depositAmount ?? 0)) }
        : {};
    // Cancelled and refunded at once: one mail (the refund's) says both.
    await moveOrder(tx, {
      orderId: id,
      to: 'cancelled',
      by,
      reason,
      set: { cancelReason: reason, ...keep },
      mail: !refund,
    });
    if (refund) await giveBack(tx, id, { reference: refund }, by);
  });
  return fresh(db, id);
}

/**
 * Money given back from the shop's M-Pesa portal (decision 052), in the caller's transaction: any
 * order with refund due — part payments, deposits, over-payments, late payments. The amount is the
 * refund due unless a smaller one is given. A ledger row, a mail to the shopper, and an order that
 * holds nothing any more moves to refunded.
 */
export async function giveBack(
  tx: DbOrTx,
  id: number,
  input: { reference: string; amount?: number; channel?: 'manual' | 'b2c' | 'reversal' },
  by: Mover,
) {
  const order = await lockOrder(tx, id);
  const money = await moneyOf(tx, order);
  if (money.refundDue <= 0) throw conflict(ORDER_MESSAGES.notRefundable);
  const amount = input.amount === undefined ? money.refundDue : Math.round(input.amount * 100) / 100;
  if (amount > money.refundDue) throw badRequest(ORDER_MESSAGES.refundTooLarge(formatKES(money.refundDue)));
  if (!(amount > 0)) throw badRequest(ORDER_MESSAGES.refundAmount);
  await recordGivenBack(tx, order, money.net, { amount, reference: input.reference, channel: input.channel }, by);
}

/**
 * Money that went back (the owner's refund, or an automatic B2C/Reversal M-Pesa confirmed), in the
 * caller's transaction with the order locked: the ledger row, then the order moves to refunded when
 * it holds nothing any more (its stage mail tells the shopper), else the refund's own mail.
 */
export async function recordGivenBack(
  tx: DbOrTx,
  order: { id: number; userId: number | null; status: string },
  held: number,
  input: { amount: number; reference: string; channel?: 'manual' | 'b2c' | 'reversal' },
  by: Mover,
) {
  const channel = input.channel ?? 'manual';
  await writeLedger(tx, {
    kind: channel === 'reversal' ? 'reversal' : 'refund',
    orderId: order.id,
    amount: -input.amount,
    channel,
    reference: input.reference,
    actor: by.actor,
    actorId: by.userId ?? null,
  });
  if (Math.round(held * 100) <= Math.round(input.amount * 100) && ['cancelled', 'expired'].includes(order.status)) {
    await moveOrder(tx, {
      orderId: order.id,
      to: 'refunded',
      by,
      reason: `M-Pesa ${input.reference}`,
      set: { refundReference: input.reference },
    });
  } else await queueRefundNotice(tx, order, input.amount, input.reference);
}

/** The admin records a refund made from the shop's M-Pesa portal (POST /api/orders/:id/refund). */
export async function refundOrder(db: Db, id: number, input: { reference: string; amount?: number }, by: Mover) {
  await db.transaction((tx) => giveBack(tx, id, input, by));
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
      await moveOrder(tx, { orderId: id, to: 'delivered', by, set: { deliveredAt: new Date() } });
      return;
    }
    const back = (await stageBefore(tx, id, order.status)) ?? 'paid';
    await moveOrder(tx, { orderId: id, to: back, by, reason: 'Marked pending again', set: { deliveredAt: null } });
  });
  return fresh(db, id);
}
