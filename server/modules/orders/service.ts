import { apiMessage, vatMissing } from '#core/messages/api';
import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import {
  mpesaPayments,
  orderEvents,
  orderItems,
  orders,
  paymentLedger,
  products,
  storeSettings,
  users,
} from '#db/schema';
import { roundMoney } from '#core/pricing/money';
import { MPESA_MIN_AMOUNT } from '#core/payments/phone';
import { DEFAULT_LAYAWAY, orderProgress, type LayawayRules } from '#core/orders/layaway';
import { ORDER_MESSAGES, ORDER_TTL_MINUTES, type CreateOrderInput, type Order } from '#core/schemas/orders';
import { orderTotals, totalsWith, type DeliveryRules } from '#core/pricing/totals';
import type { VatRules } from '#core/pricing/vat';
import { cleanAddress } from '#core/delivery/address';
import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import { quoteDelivery, type DeliveryOptions } from '#core/delivery/rules';
import { rememberAddress } from '../delivery/service';
import { badRequest, conflict, notFound } from '../../errors';
import { shopVisible } from '../catalog/visibility';
import { recordAudit } from '../audit/service';
import { managesShop, type Role } from '#core/catalog/product-status';
import { toOrder } from './serialize';
import { takeStock } from './stock';
import { enqueueSale } from '../etims/outbox';
import { moveOrder } from './move';
import { moneyOf, ordersLedger } from '../payments/ledger';
import { holdMinimum, ledgerSums } from '#core/payments/ledger';
import { layawayTerms } from './layaway';
import { nextCounter, recordEvent, SYSTEM, type Mover } from './stages';

// Ids are PostgreSQL integers and money is numeric(12, 2): larger values would fail in the database.
const MAX_ID = 2_147_483_647;
const MAX_MONEY = 9_999_999_999.99;
const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Places an order: every price, the delivery fee and the total come from the database and the
 * client's figures must agree with them; stock is taken in the same transaction with a guarded
 * update, so concurrent orders can never drive it below zero.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: CreateOrderInput,
  opts: {
    delivery: DeliveryRules & Partial<VatRules>;
    deliveryOptions?: DeliveryOptions;
    now?: Date;
    ttlMinutes?: number;
    maxOpenUnpaid?: number;
    layaway?: LayawayRules;
  },
) {
  const wanted = new Map<number, number>();
  for (const item of input.orderItems) {
    const id = Number(item.product);
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
      throw badRequest(apiMessage('order.productMissing', { name: item.name ?? 'A product' }));
    wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
  }
  // A draft or archived product cannot be ordered: it is missing, as for a deleted one.
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...wanted.keys()]), shopVisible));
  const byId = new Map(rows.map((p) => [p.id, p]));
  for (const item of input.orderItems) {
    const product = byId.get(Number(item.product));
    if (!product) throw badRequest(apiMessage('order.productMissing', { name: item.name ?? 'A product' }));
    if (!sameMoney(item.price, Number(product.price)))
      throw badRequest(apiMessage('order.priceChanged', { name: product.name }));
  }
  const subtotal = roundMoney([...wanted].reduce((sum, [id, q]) => sum + Number(byId.get(id)!.price) * q, 0));
  // The fee and the day come from the owner's table and the server's clock; the payload names only the option.
  const choice = input.delivery ?? { method: 'pickup' as const };
  const address = choice.method === 'pickup' || !choice.address ? null : cleanAddress(choice.address);
  const quoted = quoteDelivery(
    opts.deliveryOptions ?? DEFAULT_DELIVERY_OPTIONS,
    { method: choice.method, county: address?.county },
    { subtotal, freeDeliveryThreshold: opts.delivery.freeDeliveryThreshold, now: opts.now ?? new Date() },
  );
  if (!quoted.ok) throw badRequest(quoted.code ? { code: quoted.code, values: quoted.values } : quoted.message);
  const delivery = quoted.quote;
  // VAT on the goods and the delivery fee, by the store's setting (decision 031).
  const totals = totalsWith(subtotal, delivery.fee, opts.delivery);
  if (totals.total > MAX_MONEY) throw badRequest(ORDER_MESSAGES.tooLarge);
  // Orders are paid by M-Pesa only: one above KES 150,000 is paid in several pushes (decision 037), but one
  // below M-Pesa's minimum could never be paid and would hold stock for nothing.
  if (Math.ceil(totals.total) < MPESA_MIN_AMOUNT) throw badRequest(ORDER_MESSAGES.belowMpesa);
  // The client's total must be the one it showed the shopper. A spec client (no delivery field) worked its
  // total out with the spec's flat shipping: that figure is taken too, and the order is pickup, free (decision 018).
  const spec = input.delivery ? undefined : orderTotals(subtotal, opts.delivery);
  const totalAgrees =
    sameMoney(input.totalPrice, totals.total) || (spec !== undefined && sameMoney(input.totalPrice, spec.total));
  if (!sameMoney(input.itemsPrice, totals.itemsPrice)) throw badRequest(ORDER_MESSAGES.totalMismatch);
  if (!totalAgrees) {
    // A total that is right but for the VAT gets a reason that names it (a client written before VAT).
    const withoutVat = [totals.total - totals.vat, ...(spec ? [spec.total - spec.vat] : [])];
    if (totals.vatMode === 'added' && totals.vat > 0 && withoutVat.some((t) => sameMoney(input.totalPrice, t))) {
      throw badRequest(vatMissing(totals.vatRate, totals.total));
    }
    throw badRequest(ORDER_MESSAGES.totalMismatch);
  }
  // Layaway (decision 039): the deposit, due date and policy are the server's, fixed on the order when placed.
  const terms = input.layaway
    ? layawayTerms(opts.layaway ?? DEFAULT_LAYAWAY, totals.total, rows, opts.now ?? new Date())
    : null;

  const orderId = await db.transaction(async (tx) => {
    if (opts.maxOpenUnpaid !== undefined) {
      // The customer's row is locked first, so two orders placed at the same moment are counted one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [{ open }] = await tx
        .select({ open: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, new Date())));
      if (open >= opts.maxOpenUnpaid) throw conflict(ORDER_MESSAGES.tooManyUnpaid);
    }
    const short = await takeStock(
      tx,
      [...wanted].map(([productId, quantity]) => ({ productId, quantity })),
    );
    if (short) throw conflict(apiMessage('order.noStock', { name: byId.get(short)!.name }));
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        paymentMethod: 'M-Pesa',
        itemsPrice: totals.itemsPrice,
        shippingPrice: totals.shipping,
        totalPrice: totals.total,
        vatPrice: totals.vat,
        vatRate: totals.vatMode === 'none' ? 0 : totals.vatRate,
        vatMode: totals.vat > 0 ? totals.vatMode : 'none',
        deliveryMethod: delivery.method,
        deliveryZone: delivery.zone,
        deliveryAddress: address,
        deliveryExpectedFrom: delivery.from,
        deliveryExpectedTo: delivery.to,
        ...terms,
        buyerKraPin: input.buyer?.kraPin ?? null,
        buyerBusinessName: input.buyer?.kraPin ? input.buyer.businessName || null : null,
        expiresAt: new Date(Date.now() + (opts.ttlMinutes ?? ORDER_TTL_MINUTES) * 60_000),
      })
      .returning({ id: orders.id });
    await recordEvent(tx, {
      orderId: order.id,
      from: null,
      stage: 'awaiting_payment',
      by: { actor: 'customer', userId },
    });
    await tx.insert(orderItems).values(
      [...wanted].map(([id, quantity]) => {
        const p = byId.get(id)!;
        return {
          orderId: order.id,
          productId: id,
          name: p.name,
          quantity,
          price: Number(p.price),
          image: p.image,
          warrantyMonths: p.warrantyMonths,
        };
      }),
    );
    if (address) await rememberAddress(tx, userId, address);
    return order.id;
  });
  return (await findOrders(db, { id: orderId }))[0];
}

/** Orders with their items, buyer and timeline, newest first. */
export async function findOrders(db: DbOrTx, where: { id?: number; userId?: number; stage?: Order['status'] } = {}) {
  const cond = where.id
    ? eq(orders.id, where.id)
    : where.userId
      ? eq(orders.userId, where.userId)
      : where.stage
        ? eq(orders.status, where.stage)
        : undefined;
  const rows = await db
    .select({ order: orders, user: { id: users.id, name: users.name } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(cond)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderItems.id);
  const events = await db
    .select()
    .from(orderEvents)
    .where(
      inArray(
        orderEvents.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderEvents.id);
  const payments = await db
    .select()
    .from(mpesaPayments)
    .where(
      inArray(
        mpesaPayments.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(mpesaPayments.id);
  const ledger = await ordersLedger(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) =>
    toOrder(
      r.order,
      items.filter((i) => i.orderId === r.order.id),
      r.user?.id ? { id: r.user.id, name: r.user.name } : null,
      events.filter((e) => e.orderId === r.order.id),
      payments.filter((p) => p.orderId === r.order.id),
      ledger.filter((l) => l.orderId === r.order.id),
    ),
  );
}

export async function orderForUser(db: DbOrTx, id: number, user: { id: number; isAdmin: boolean; role?: Role }) {
  const [order] = await findOrders(db, { id });
  // Someone else's order is answered as missing: its existence is none of the caller's business.
  if (!order || (order.user?.id !== user.id && !managesShop(user))) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/**
 * Releases an unpaid order (cancelled or expired), once: a guarded move through moveOrder, which puts
 * its stock back. False when the order was no longer awaiting payment.
 */
export async function releaseOrder(
  tx: DbOrTx,
  orderId: number,
  status: 'cancelled' | 'expired',
  by: Mover = SYSTEM,
  note?: string,
) {
  const moved = await moveOrder(tx, {
    orderId,
    from: 'awaiting_payment',
    to: status,
    by,
    reason: note,
    set: status === 'cancelled' && note ? { cancelReason: note } : undefined,
  });
  return moved != null;
}

/**
 * Marks an order paid when its money is in, in the caller's transaction, through moveOrder (which locks
 * the row: two payments settling at once cannot both mark it paid). Only an order still awaiting payment
 * is paid: money for a released one never brings it back (decision 052). The receipt number comes from
 * the gap-free counter in the same transaction (decision 020).
 */
export async function markPaid(tx: DbOrTx, orderId: number): Promise<'paid' | 'already-paid' | 'released' | 'missing'> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) return 'missing';
  if (order.paidAt) return 'already-paid';
  if (order.status !== 'awaiting_payment') return 'released';
  const receiptNo = await nextCounter(tx, 'receipt');
  await moveOrder(tx, {
    orderId,
    from: 'awaiting_payment',
    to: 'paid',
    by: SYSTEM,
    set: { paidAt: new Date(), receiptNo },
  });
  // The eTIMS sale is queued with the payment: a KRA outage delays the tax invoice, never the sale.
  await enqueueSale(tx, orderId);
  return 'paid';
}

/** How long a part payment extends an order's hold on its stock, once (decisions 037 and 052). */
export const PART_PAID_HOLD_MS = 48 * 60 * 60_000;

export type PaymentApplied = 'paid' | 'part-paid' | 'already-paid' | 'released' | 'missing';

/**
 * Applies money just written to the ledger for an order, in the caller's transaction with the order row
 * locked: the order is paid when the money it holds reaches its stored total (decision 037). A part
 * payment extends the hold by PART_PAID_HOLD_MS only if it is at least the hold minimum, and only once;
 * a layaway keeps its own dates (decision 052). Money beyond the total, or for an order paid or
 * released, stays on the ledger: the payload's refund_due shows it.
 */
export async function applyPayment(
  tx: DbOrTx,
  orderId: number,
  amount: number,
  now = new Date(),
): Promise<PaymentApplied> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) return 'missing';
  if (order.paidAt) return 'already-paid';
  if (order.status !== 'awaiting_payment') return 'released';
  const { rows } = await moneyOf(tx, order);
  const deposit = order.depositAmount == null ? null : Number(order.depositAmount);
  const progress = orderProgress(Number(order.totalPrice), deposit, ledgerSums(rows).amounts);
  if (progress.balance > 0) {
    if (order.layaway) {
      if (order.depositPaidAt || progress.depositLeft > 0) return 'part-paid';
      // The deposit is in: the stock is held to the due date, and the layaway job (not the 30-minute sweep) owns the order.
      await tx
        .update(orders)
        .set({ depositPaidAt: now, expiresAt: order.layawayDueAt, updatedAt: now })
        .where(eq(orders.id, orderId));
      return 'part-paid';
    }
    const [settings] = await tx.select({ min: storeSettings.holdMinPayment }).from(storeSettings).limit(1);
    if (order.holdExtendedAt || amount < holdMinimum(Number(order.totalPrice), settings?.min)) return 'part-paid';
    const hold = new Date(now.getTime() + PART_PAID_HOLD_MS);
    if (!order.expiresAt || order.expiresAt < hold) {
      await tx
        .update(orders)
        .set({ expiresAt: hold, holdExtendedAt: now, updatedAt: now })
        .where(eq(orders.id, orderId));
    }
    return 'part-paid';
  }
  return markPaid(tx, orderId);
}

/** Orders left unpaid past their time: stock goes back on the shelf. */
export async function expireUnpaidOrders(db: Db, now = new Date()) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    // A layaway whose deposit is in runs to its due date: the layaway job expires it, by its policy.
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.expiresAt, now), isNull(orders.depositPaidAt)));
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseOrder(tx, id, 'expired'))) expired++;
  }
  return expired;
}

/**
 * Deletes an order that never received money (finding 6): one with a ledger row is refused with a
 * reason — it is cancelled instead, which returns its stock and leaves its money refund due.
 */
export async function deleteOrder(db: Db, id: number, actorId: number | null = null) {
  const deleted = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: paymentLedger.id })
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, id))
      .limit(1);
    if (held) throw conflict(ORDER_MESSAGES.hasMoney);
    // An unpaid order still holds stock: give it back before the order goes.
    const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
    if (exists) await releaseOrder(tx, id, 'cancelled', SYSTEM, 'Order deleted');
    const rows = await tx.delete(orders).where(eq(orders.id, id)).returning();
    if (rows[0]) {
      const o = rows[0];
      await recordAudit(tx, {
        actorId,
        entity: 'order',
        entityId: id,
        action: 'delete',
        before: { stage: o.status, total: Number(o.totalPrice), userId: o.userId },
      });
    }
    return rows;
  });
  if (!deleted.length) throw notFound(ORDER_MESSAGES.notFound);
  return { message: 'Order removed' };
}
