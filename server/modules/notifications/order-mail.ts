import { readCancelNote } from '#core/orders/layaway-note';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orderEvents, users } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import type { MpesaMode } from '#core/payments/phone';
import { testPaymentsNotice } from '#core/payments/phone';
import type { Order } from '#core/schemas/orders';
import type { StoreSettings } from '#core/settings';
import { addressLine } from '#core/delivery/labels';
import type { DeliveryOptions } from '#core/delivery/rules';
import type { Mail } from '../../mail/mailer';
import { MAIL_TEXTS, mailTexts, type MailTexts } from '../../mail/texts';
import { findOrders } from '../orders/service';

export interface OrderMailContext {
  settings: StoreSettings;
  publicUrl: string;
  mpesaEnv: MpesaMode;
  /** Where and when a pickup order is collected. */
  pickup: DeliveryOptions['pickup'];
}

type Stage = Order['status'];
type MailedStage = keyof MailTexts['subject'];
const isMailed = (stage: Stage): stage is MailedStage => stage in MAIL_TEXTS.en.subject;

/** A cancel reason in the mail's language: the shop's coded ones (a layaway expiry) said from their code. */
const reasonOf = (L: MailTexts, stored: string) => {
  const coded = readCancelNote(stored);
  return coded ? L.layaway.expiredNote(coded) : stored;
};

/** The paragraph that says what happened, in the shopper's words and language. */
function news(
  L: MailTexts,
  stage: Stage,
  order: Order,
  note: string | null,
  pickup: OrderMailContext['pickup'],
): string[] {
  switch (stage) {
    case 'processing':
      // Only mailed for a pickup order (fulfilment.ts): processed means ready at the counter.
      return [L.readyAt(order.number, pickup.address), ...(pickup.hours ? [L.hours(pickup.hours)] : []), L.bringNumber];
    case 'paid':
      return [L.paid(order.number)];
    case 'dispatched': {
      const lines = [L.leftShop(order.number)];
      if (order.courier_name) lines.push(L.courier(order.courier_name, order.tracking_reference ?? ''));
      if (order.rider_phone) lines.push(L.rider(order.rider_phone));
      return lines;
    }
    case 'delivered':
      return [L.delivered(order.number)];
    case 'collected':
      return [L.collected(order.number)];
    case 'cancelled':
      return [
        `${L.cancelled(order.number)}${note ? ` ${L.reason(reasonOf(L, note))}` : ''}`,
        order.is_paid ? L.refundWillFollow : L.nothingOwed,
      ];
    case 'refunded':
      return [
        L.refunded(order.number, order.refund_reference),
        ...(order.cancel_note
          ? [L.reason(L.layaway.expiredNote(order.cancel_note))]
          : order.cancel_reason
            ? [L.reason(order.cancel_reason)]
            : []),
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
  if (!order?.user || !isMailed(event.stage)) return null;
  const [user] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, order.user.id))
    .limit(1);
  if (!user) return null;
  // In the shop's language the shopper last used (sign-up, sign-in, placing the order).
  const L = mailTexts(user.language);
  const { storeName, whatsappNumber } = ctx.settings;
  const notice = event.stage === 'paid' ? testPaymentsNotice(ctx.mpesaEnv) : null;
  const base = ctx.publicUrl;
  const text = [
    ...(notice ? [L.testNotice(notice), ''] : []),
    L.hi(user.name),
    '',
    ...news(L, event.stage, order, event.note, ctx.pickup),
    '',
    L.order(order.number),
    ...order.order_items.map((i) => `  ${i.quantity} × ${i.name} — ${formatKES(i.price * i.quantity)}`),
    `  ${L.delivery} — ${order.shipping_price ? formatKES(order.shipping_price) : L.free}`,
    ...vatLines(L, order),
    `  ${L.total} — ${formatKES(order.total_price)}`,
    // M-Pesa takes whole shillings (rounded up), in one payment or several: the paid mail says what was received when it differs.
    ...(event.stage === 'paid' && order.amount_paid !== order.total_price
      ? [`  ${L.paidByMpesa} — ${formatKES(order.amount_paid)}`]
      : []),
    ...(event.stage === 'paid' && order.refund_due > 0 ? [`  ${L.paidBeyond(formatKES(order.refund_due))}`] : []),
    '',
    ...deliveryLines(L, order, ctx.pickup),
    '',
    ...(order.receipt_number ? [L.receipt(order.receipt_number, `${base}/orders/${order.id}/receipt`)] : []),
    L.follow(`${base}/profile?tab=orders`),
    L.questions(`https://wa.me/${whatsappNumber.replace(/\D/g, '')}`),
    '',
    storeName,
  ].join('\n');
  return {
    to: user.email,
    subject: `${L.subject[event.stage](order.number)} — ${storeName}${notice ? L.testPayment : ''}`,
    text,
  };
}

/** The order's own VAT line (decision 031), as charged when it was placed; none for orders without VAT. */
function vatLines(L: MailTexts, order: Order): string[] {
  if (order.vat_mode === 'none' || !(order.vat_rate > 0)) return [];
  const rate = `${Number(order.vat_rate.toFixed(2))}%`;
  return [`  ${order.vat_mode === 'added' ? L.vat(rate) : L.vatIncluded(rate)} — ${formatKES(order.vat_price)}`];
}

/** The delivery option, address and expected day, as the order has them. */
function deliveryLines(L: MailTexts, order: Order, pickup: OrderMailContext['pickup']): string[] {
  const d = order.delivery;
  const lines = [L.method[d.method] + (d.zone ? ` (${d.zone})` : '')];
  if (d.method === 'pickup') lines.push(L.collectAt(pickup.address));
  if (d.address) lines.push(L.deliverTo(addressLine(d.address)), L.riderPhone(d.address.phone));
  const from = d.method === 'pickup' ? null : d.expected_from;
  if (from) {
    const to = d.expected_to;
    lines.push(L.expected(!to || to === from ? L.day(from) : `${L.day(from)} – ${L.day(to)}`));
  }
  return lines;
}
