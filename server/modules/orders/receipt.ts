import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mpesaPayments } from '#db/schema';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import type { Receipt } from '#core/schemas/receipt';
import type { StoreSettings } from '#core/settings';
import { addressLine, METHOD_LABELS } from '#core/delivery/labels';
import type { Order } from '#core/schemas/orders';
import { vatLabel } from '#core/pricing/vat';
import { notFound } from '../../errors';
import { receiptEtims } from '../etims/receipt-etims';
import { orderForUser } from './service';
import type { Role } from '#core/catalog/product-status';

/** The receipt of a paid order, for its buyer or an admin (anyone else: 404, like the order). */
export async function receiptFor(
  db: DbOrTx,
  id: number,
  user: { id: number; isAdmin: boolean; role?: Role },
  settings: StoreSettings,
  etims: { baseUrl: string; simulated: boolean } = { baseUrl: '', simulated: true },
): Promise<Receipt> {
  const order = await orderForUser(db, id, user);
  if (!order.receipt_number || !order.paid_at) throw notFound(ORDER_MESSAGES.noReceipt);
  // Every payment of the order (several for one above KES 150,000, decision 037).
  const paid = await db
    .select({ receipt: mpesaPayments.receiptNumber, amount: mpesaPayments.amount })
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.orderId, id), eq(mpesaPayments.status, 'paid')))
    .orderBy(mpesaPayments.id);
  const receipts = paid.map((p) => p.receipt).filter(Boolean);
  const payment = paid.length
    ? { amount: paid.reduce((sum, p) => sum + p.amount, 0), receipt: receipts.length ? receipts.join(', ') : null }
    : undefined;
  return {
    receiptNumber: order.receipt_number,
    orderId: order.id,
    orderNumber: order.number,
    status: order.status,
    shop: {
      name: settings.storeName,
      address: settings.shopAddress,
      kraPin: settings.kraPin,
      phone: settings.supportPhone,
      email: settings.supportEmail,
    },
    customer: order.user?.name ?? 'Unknown User',
    items: order.order_items,
    itemsPrice: order.items_price,
    delivery: order.shipping_price,
    ...deliveryParts(order.delivery),
    vat: order.vat_price,
    vatLabel: vatLabel({ vatMode: order.vat_mode, vatRate: order.vat_rate }),
    total: order.total_price,
    mpesaAmount: payment && payment.amount !== order.total_price ? payment.amount : null,
    mpesaReceipt: payment?.receipt ?? null,
    paidAt: order.paid_at,
    refundReference: order.refund_reference,
    etims: await receiptEtims(db, id, etims),
  };
}

/** The delivery in parts (the page words them in its language) and as one English line (the PDF, API users). */
function deliveryParts(d: Order['delivery']) {
  const zone = d.zone ?? null;
  const address = d.address ? addressLine(d.address) : null;
  const deliveryTo = `${METHOD_LABELS[d.method]}${zone ? ` (${zone})` : ''}${address ? `: ${address}` : ''}`;
  return { deliveryTo, deliveryMethod: d.method, deliveryZone: zone, deliveryAddress: address };
}
