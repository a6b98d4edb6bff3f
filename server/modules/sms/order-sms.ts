import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mpesaPayments, orderEvents, orders, users } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import { findOrders } from '../orders/service';
import { toInternational } from './at-client';
import { CLIP, clip, smsTexts, withStore } from './texts';

export interface OrderSmsContext {
  storeName: string;
  publicUrl: string;
  pickupAddress: string;
}

type NotifyBy = 'email' | 'sms' | 'both';

/**
 * The phone an order's texts go to: the order's own (a phone order), else the last M-Pesa number that
 * paid or was prompted for it, else the delivery address's.
 */
export async function orderPhone(db: DbOrTx, orderId: number, addressPhone?: string | null) {
  const [row] = await db.select({ phone: orders.phone }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (row?.phone) return row.phone;
  const [paid] = await db
    .select({ phone: mpesaPayments.phone })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.orderId, orderId))
    .orderBy(desc(mpesaPayments.id))
    .limit(1);
  return paid?.phone || addressPhone || null;
}

/** How the buyer of the event's order wants to hear; null when there is no buyer any more. */
export async function eventNotifyBy(db: DbOrTx, eventId: number): Promise<NotifyBy | null> {
  const [row] = await db
    .select({ notifyBy: users.notifyBy })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderEvents.id, eventId))
    .limit(1);
  return row?.notifyBy ?? null;
}

/**
 * The text for one step of an order's timeline, written when it is sent (like its mail). Null when the
 * shopper chose e-mail only, has no phone on the order, or the step is not one they are texted about.
 */
export async function orderEventSms(db: DbOrTx, eventId: number, ctx: OrderSmsContext) {
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId)).limit(1);
  if (!event) return null;
  const [order] = await findOrders(db, { id: event.orderId });
  if (!order?.user) return null;
  const [user] = await db
    .select({ language: users.language, notifyBy: users.notifyBy })
    .from(users)
    .where(eq(users.id, order.user.id))
    .limit(1);
  if (!user || user.notifyBy === 'email') return null;
  const to = await orderPhone(db, order.id, order.delivery.address?.phone);
  // A landline or a foreign number cannot get a text: skipped like an e-mail-only choice, not queued to
  // fail (bench:faults logged every such order as "mail given up" at error level).
  if (!to || !toInternational(to)) return null;
  const L = smsTexts(user.language);
  const n = order.number;
  const url = `${ctx.publicUrl}/profile?tab=orders`;
  const refund = order.refunds?.at(-1);
  const text = (() => {
    switch (event.stage) {
      case 'paid':
        return L.paid(n, formatKES(order.amount_paid || order.total_price), url);
      case 'processing':
        return order.delivery.method === 'pickup' ? L.ready(n, clip(ctx.pickupAddress, CLIP.address)) : null;
      case 'dispatched':
        if (order.courier_name)
          return L.dispatchedCourier(
            n,
            clip(order.courier_name, CLIP.courier),
            clip(order.tracking_reference ?? '', CLIP.ref),
          );
        return order.rider_phone ? L.dispatchedRider(n, order.rider_phone) : null;
      case 'delivered':
        return L.delivered(n);
      case 'collected':
        return L.collected(n);
      case 'cancelled':
        return L.cancelled(n, order.is_paid);
      case 'refunded':
        return L.refunded(
          n,
          formatKES(refund?.amount ?? order.amount_paid),
          clip(refund?.reference ?? order.refund_reference ?? '-', CLIP.ref),
        );
      default:
        return null;
    }
  })();
  return text ? { to, text: withStore(ctx.storeName, text) } : null;
}
