import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orderEvents, users } from '#db/schema';
import { formatKES } from '#core/money';
import type { MpesaMode } from '#core/phone';
import { testPaymentsNotice } from '#core/phone';
import type { Order } from '#core/schemas/orders';
import type { StoreSettings } from '#core/settings';
import { addressLine, expectedText, METHOD_LABELS } from '#core/delivery/labels';
import type { DeliveryOptions } from '#core/delivery/rules';
import { vatLabel } from '#core/vat';
import type { Mail } from '../../mail/mailer';
import { findOrders } from '../orders/service';

export interface OrderMailContext {
  settings: StoreSettings;
  publicUrl: string;
  mpesaEnv: MpesaMode;
  /** Where and when a pickup order is collected. */
  pickup: DeliveryOptions['pickup'];
}

type Stage = Order['status'];

const subjects: Partial<Record<Stage, (n: string) => string>> = {
  paid: (n) => `Order ${n} confirmed`,
  // Only mailed for a pickup order (fulfilment.ts): processed means ready at the counter.
  processing: (n) => `Order ${n} is ready for collection`,
  dispatched: (n) => `Order ${n} is on its way`,
  delivered: (n) => `Order ${n} delivered`,
  collected: (n) => `Order ${n} collected`,
  cancelled: (n) => `Order ${n} cancelled`,
  refunded: (n) => `Order ${n} refunded`,
};

/** The paragraph that says what happened, in the shopper's words. */
function news(stage: Stage, order: Order, note: string | null, pickup: OrderMailContext['pickup']): string[] {
  switch (stage) {
    case 'processing':
      return [
        `Your order ${order.number} is ready for collection at ${pickup.address}.`,
        ...(pickup.hours ? [`Opening hours: ${pickup.hours}.`] : []),
        'Bring your order number; whoever collects it signs for it.',
      ];
    case 'paid':
      return [`Thank you for your purchase! We received your M-Pesa payment for order ${order.number}.`];
    case 'dispatched': {
      const lines = [`Your order ${order.number} has left the shop.`];
      if (order.courier_name) lines.push(`Courier: ${order.courier_name}, tracking reference ${order.tracking_reference}.`);
      if (order.rider_phone) lines.push(`Our rider will call you before arriving; you can reach them on ${order.rider_phone}.`);
      return lines;
    }
    case 'delivered':
      return [`Your order ${order.number} has been delivered. Enjoy your new parts!`];
    case 'collected':
      return [`Your order ${order.number} was collected from the shop. Enjoy your new parts!`];
    case 'cancelled':
      return [
        `Your order ${order.number} has been cancelled.${note ? ` Reason: ${note}` : ''}`,
        order.is_paid
          ? 'You paid for it by M-Pesa: we will refund the payment to the same number and write to you when it is done.'
          : 'Nothing was paid, so nothing is owed.',
      ];
    case 'refunded':
      return [
        `Your order ${order.number} has been cancelled and your M-Pesa payment refunded${order.refund_reference ? ` (M-Pesa reference ${order.refund_reference})` : ''}.`,
        ...(order.cancel_reason ? [`Reason: ${order.cancel_reason}`] : []),
      ];
    default:
      return [];
  }
}

/**
 * The mail for one step of an order's timeline, written when it is sent so it carries the order as it
 * is then. Null when there is nobody to tell (the buyer's account is gone).
 */
export async function orderEventMail(db: DbOrTx, eventId: number, ctx: OrderMailContext): Promise<Mail | null> {
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId)).limit(1);
  if (!event) return null;
  const [order] = await findOrders(db, { id: event.orderId });
  const subject = subjects[event.stage];
  if (!order?.user || !subject) return null;
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.user.id)).limit(1);
  if (!user) return null;
  const { storeName, whatsappNumber } = ctx.settings;
  const notice = event.stage === 'paid' ? testPaymentsNotice(ctx.mpesaEnv) : null;
  const base = ctx.publicUrl;
  const text = [
    ...(notice ? [`${notice}. This is not a real order payment.`, ''] : []),
    `Hi ${user.name},`,
    '',
    ...news(event.stage, order, event.note, ctx.pickup),
    '',
    `Order ${order.number}`,
    ...order.order_items.map((i) => `  ${i.quantity} × ${i.name} — ${formatKES(i.price * i.quantity)}`),
    `  Delivery — ${order.shipping_price ? formatKES(order.shipping_price) : 'Free'}`,
    ...vatLines(order),
    `  Total — ${formatKES(order.total_price)}`,
    // M-Pesa takes whole shillings (rounded up), in one payment or several: the paid mail says what was received when it differs.
    ...(event.stage === 'paid' && order.amount_paid !== order.total_price ? [`  Paid by M-Pesa — ${formatKES(order.amount_paid)}`] : []),
    ...(event.stage === 'paid' && order.refund_due > 0 ? [`  Paid beyond the total — ${formatKES(order.refund_due)}, which we will refund`] : []),
    '',
    ...deliveryLines(order, ctx.pickup),
    '',
    ...(order.receipt_number ? [`Your receipt ${order.receipt_number}: ${base}/orders/${order.id}/receipt`] : []),
    `Follow your order in My Orders: ${base}/profile?tab=orders`,
    `Questions? Message us on WhatsApp: https://wa.me/${whatsappNumber.replace(/\D/g, '')}`,
    '',
    storeName,
  ].join('\n');
  return { to: user.email, subject: `${subject(order.number)} — ${storeName}${notice ? ' (test payment)' : ''}`, text };
}

/** The order's own VAT line (decision 031), as charged when it was placed; none for orders without VAT. */
function vatLines(order: Order): string[] {
  const label = vatLabel({ vatMode: order.vat_mode, vatRate: order.vat_rate });
  return label ? [`  ${label} — ${formatKES(order.vat_price)}`] : [];
}

/** The delivery option, address and expected day, as the order has them. */
function deliveryLines(order: Order, pickup: OrderMailContext['pickup']): string[] {
  const d = order.delivery;
  const lines = [METHOD_LABELS[d.method] + (d.zone ? ` (${d.zone})` : '')];
  if (d.method === 'pickup') lines.push(`Collect at: ${pickup.address}`);
  if (d.address) lines.push(`Deliver to: ${addressLine(d.address)}`, `Phone for the rider: ${d.address.phone}`);
  const expected = d.method === 'pickup' ? null : expectedText(d.expected_from, d.expected_to);
  if (expected) lines.push(`Expected: ${expected}`);
  return lines;
}
