import { cancelReasonText, readCancelNote } from '#core/orders/layaway-note';
import type { mpesaPayments, orderEvents, orderItems, orders, paymentLedger } from '#db/schema';
import { keptOf, ledgerSums, orderMoney } from '#core/payments/ledger';
import { receiptNumber } from '#core/orders/stages';
import { DONE_STAGES } from '#core/orders/stages';
import { paybillAccount } from '#core/orders/account-number';
import { orderProgress } from '#core/orders/layaway';
import type { Order } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type PaymentRow = typeof mpesaPayments.$inferSelect;
type LedgerRow = typeof paymentLedger.$inferSelect;

export function toPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    orderId: p.orderId,
    source: p.source,
    status: p.status,
    amount: p.amount,
    accountReference: p.accountReference,
    phoneNumber: p.phone,
    MerchantRequestID: p.merchantRequestId,
    CheckoutRequestID: p.checkoutRequestId,
    resultCode: p.resultCode,
    resultDesc: p.resultDesc,
    receiptNumber: p.receiptNumber,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The spec's order shape (snake_case fields of section 3), plus the status of the order's life. */
export function toOrder(
  order: OrderRow,
  items: ItemRow[],
  user: { id: number; name: string } | null,
  events: EventRow[],
  payments: PaymentRow[],
  // Required: an order read without its ledger would show nothing paid and nothing to refund.
  ledger: LedgerRow[],
): Order {
  const deposit = order.depositAmount == null ? null : Number(order.depositAmount);
  // Every figure of money is a sum of the order's ledger rows (decision 052).
  const entries = ledger.map((l) => ({ kind: l.kind, amount: Number(l.amount) }));
  const money = orderMoney(
    {
      total: Number(order.totalPrice),
      stage: order.status,
      paid: order.paidAt != null,
      kept: keptOf(order),
    },
    entries,
  );
  // A layaway asks its deposit first (decision 039); any order the rest in parts (037).
  const progress = orderProgress(Number(order.totalPrice), deposit, ledgerSums(entries).amounts);
  const open = order.status === 'awaiting_payment' && !order.paidAt;
  return {
    id: order.id,
    _id: order.id,
    number: orderNumber(order.id),
    paybill_account: paybillAccount(order.id),
    user,
    status: order.status,
    payment_method: order.paymentMethod,
    order_items: items.map((i) => ({
      product: i.productId == null ? null : String(i.productId),
      name: i.name,
      quantity: i.quantity,
      price: Number(i.price),
      image: i.image,
      item_id: i.id,
      warranty_months: i.warrantyMonths,
      serial_numbers: i.serialNumbers,
    })),
    items_price: Number(order.itemsPrice),
    shipping_price: Number(order.shippingPrice),
    total_price: Number(order.totalPrice),
    vat_price: Number(order.vatPrice),
    vat_rate: Number(order.vatRate),
    vat_mode: order.vatMode,
    is_paid: order.paidAt != null,
    paid_at: order.paidAt?.toISOString() ?? null,
    // The spec's 'completed': delivered to the door or collected at the shop.
    is_delivered: DONE_STAGES.includes(order.status),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    expires_at: order.expiresAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    delivery: {
      method: order.deliveryMethod,
      zone: order.deliveryZone,
      address: order.deliveryAddress,
      fee: Number(order.shippingPrice),
      expected_from: order.deliveryExpectedFrom,
      expected_to: order.deliveryExpectedTo,
    },
    courier_name: order.courierName,
    tracking_reference: order.trackingReference,
    rider_phone: order.riderPhone,
    // A layaway expiry is stored as a code (decision 072): English here, the code for the shopper's language.
    cancel_reason: cancelReasonText(order.cancelReason),
    cancel_note: readCancelNote(order.cancelReason),
    refund_reference: order.refundReference,
    receipt_number: order.receiptNo == null ? null : receiptNumber(order.receiptNo),
    // Who moved it is kept as a role: a shopper does not need the names of the shop's staff.
    timeline: events.map((e) => ({
      stage: e.stage,
      from: e.fromStage,
      actor: e.actor,
      note: cancelReasonText(e.note),
      at: e.createdAt.toISOString(),
    })),
    amount_paid: money.received,
    balance: money.balance,
    refund_due: money.refundDue,
    refunds: ledger
      .filter((l) => l.kind === 'refund' || l.kind === 'reversal')
      .map((l) => ({ amount: -Number(l.amount), reference: l.reference, at: l.createdAt.toISOString() })),
    next_payment: open ? progress.next : null,
    payments: payments.map(toPayment),
    layaway:
      order.layaway && deposit != null && order.layawayDueAt
        ? {
            deposit,
            deposit_paid: order.depositPaidAt != null,
            due_at: order.layawayDueAt.toISOString(),
            policy: order.layawayPolicy ?? 'refund',
            outcome: order.layawayOutcome,
            kept: order.layawayKept == null ? null : Number(order.layawayKept),
          }
        : null,
  };
}

/** What the customer sees and M-Pesa shows as AccountReference (at most 12 characters). */
export const orderNumber = (id: number) => `KPC${String(id).padStart(6, '0')}`;
