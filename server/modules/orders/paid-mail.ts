import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema';
import { formatKES } from '#core/money';
import { mpesaAmount, testPaymentsNotice } from '#core/phone';
import { findOrders } from './service';

/** The order confirmation e-mail, sent when the payment is confirmed. */
export async function sendOrderPaidMail(app: FastifyInstance, orderId: number) {
  const [order] = await findOrders(app.db, { id: orderId });
  if (!order?.user) return;
  const [user] = await app.db.select().from(users).where(eq(users.id, order.user.id)).limit(1);
  if (!user) return;
  const { storeName } = await app.settings.get();
  const lines = order.order_items.map((i) => `  ${i.quantity} × ${i.name} — ${formatKES(i.price * i.quantity)}`);
  const notice = testPaymentsNotice(app.config.MPESA_ENV);
  const asked = mpesaAmount(order.total_price);
  const text = [
    ...(notice ? [`${notice}. This is not a real order payment.`, ''] : []),
    `Hi ${user.name},`,
    '',
    `Thank you for your purchase! We received your M-Pesa payment for order ${order.number}.`,
    '',
    ...lines,
    `  Delivery — ${order.shipping_price ? formatKES(order.shipping_price) : 'Free'}`,
    `  Total — ${formatKES(order.total_price)}`,
    // M-Pesa takes whole shillings (rounded up): the mail says what was asked when it differs.
    ...(asked.ok && asked.amount !== order.total_price ? [`  Paid by M-Pesa — ${formatKES(asked.amount)}`] : []),
    '',
    `You can follow your order in My Orders: ${app.config.publicUrl}/profile?tab=orders`,
    '',
    storeName,
  ].join('\n');
  const subject = `Order ${order.number} confirmed — ${storeName}${notice ? ' (test payment)' : ''}`;
  await app.mailer.send({ to: user.email, subject, text });
}
