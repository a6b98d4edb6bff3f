import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mpesaPayments, orderEvents, users } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import { addressLine, METHOD_LABELS } from '#core/delivery/labels';
import type { StoreSettings } from '#core/settings';
import type { Mail } from '../../mail/mailer';
import { findOrders } from '../orders/service';

/**
 * The owner's note of a paid order (decision 034): one per order, to the shop's support address,
 * written when sent from the 'paid' event. Null (the queue marks it skipped) when the store setting
 * turns these mails off or the order is gone.
 */
export async function ownerOrderMail(
  db: DbOrTx,
  eventId: number,
  ctx: { settings: StoreSettings; publicUrl: string },
): Promise<Mail | null> {
  if (!ctx.settings.notifyPaidOrders) return null;
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId)).limit(1);
  if (!event) return null;
  const [order] = await findOrders(db, { id: event.orderId });
  if (!order) return null;
  const [buyer] = order.user
    ? await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.user.id)).limit(1)
    : [];
  const [payment] = await db
    .select({ phone: mpesaPayments.phone, receipt: mpesaPayments.receiptNumber })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.orderId, order.id))
    .orderBy(mpesaPayments.id);
  const d = order.delivery;
  const text = [
    `Order ${order.number} was paid: ${formatKES(order.total_price)}.`,
    '',
    `Customer: ${buyer ? `${buyer.name} <${buyer.email}>` : 'Unknown User'}`,
    ...(payment ? [`M-Pesa: ${payment.receipt ?? '—'} from ${payment.phone}`] : []),
    '',
    ...order.order_items.map((i) => `  ${i.quantity} × ${i.name} — ${formatKES(i.price * i.quantity)}`),
    `  Delivery — ${order.shipping_price ? formatKES(order.shipping_price) : 'Free'}`,
    `  Total — ${formatKES(order.total_price)}`,
    '',
    METHOD_LABELS[d.method] + (d.zone ? ` (${d.zone})` : ''),
    ...(d.address ? [`Deliver to: ${addressLine(d.address)}`, `Phone: ${d.address.phone}`] : []),
    '',
    `Open it in the admin: ${ctx.publicUrl}/admin?tab=orders&order=${order.id}`,
    '',
    `Turn these mails off in the admin's Settings tab ("E-mail me each paid order").`,
  ].join('\n');
  return {
    to: ctx.settings.supportEmail,
    subject: `Paid order ${order.number} — ${formatKES(order.total_price)}`,
    text,
  };
}
