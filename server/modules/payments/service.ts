import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { mpesaPayments, orders, orderItems, products } from '#db/schema';
import { mpesaAmount, normalizeMpesaPhone } from '#core/phone';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { orderNumber } from '../orders/serialize';
import { DarajaError, type DarajaClient } from './daraja-client';

type PaymentRow = typeof mpesaPayments.$inferSelect;

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  orderNotPayable: 'This order can no longer be paid',
  failed: (reason: string) => `Payment failed: ${reason}`,
} as const;

export function toPayment(p: PaymentRow) {
  return {
    id: p.id,
    orderId: p.orderId,
    status: p.status,
    amount: p.amount,
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

export interface PaymentDeps {
  db: Db;
  daraja: DarajaClient;
  callbackUrl: string;
  log: { info(o: object | string, msg?: string): void; warn(o: object | string, msg?: string): void; error(o: object | string, msg?: string): void };
  onPaid?: (orderId: number) => Promise<void>;
}

/** Starts an STK push for an order of the caller that still awaits payment. */
export async function startStkPush(deps: PaymentDeps, userId: number, input: { orderId: number; phoneNumber: string }) {
  const phone = normalizeMpesaPhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!order || order.userId !== userId) throw notFound('Order not found');
  if (order.status !== 'awaiting_payment') throw conflict(PAYMENT_MESSAGES.orderNotPayable);
  const amount = mpesaAmount(Number(order.totalPrice));
  if (!amount.ok) throw badRequest(amount.message);

  let push;
  try {
    push = await deps.daraja.stkPush({
      amount: amount.amount,
      phone: phone.phone,
      callbackUrl: deps.callbackUrl,
      accountReference: orderNumber(order.id),
      description: `Order ${order.id}`,
    });
  } catch (err) {
    const reason = err instanceof DarajaError ? err.message : 'M-Pesa could not be reached';
    deps.log.warn({ err, orderId: order.id }, 'STK push refused');
    throw new HttpError(502, PAYMENT_MESSAGES.failed(reason));
  }
  const [payment] = await deps.db
    .insert(mpesaPayments)
    .values({
      orderId: order.id,
      phone: phone.phone,
      amount: amount.amount,
      merchantRequestId: push.MerchantRequestID,
      checkoutRequestId: push.CheckoutRequestID,
    })
    .returning();
  return toPayment(payment);
}

export async function paymentForUser(db: DbOrTx, id: number, user: { id: number; isAdmin: boolean }) {
  const [row] = await db
    .select({ payment: mpesaPayments, userId: orders.userId })
    .from(mpesaPayments)
    .innerJoin(orders, eq(orders.id, mpesaPayments.orderId))
    .where(eq(mpesaPayments.id, id))
    .limit(1);
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound(PAYMENT_MESSAGES.notFound);
  return toPayment(row.payment);
}

export async function latestPaymentOfOrder(db: DbOrTx, orderId: number) {
  const [p] = await db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId)).orderBy(desc(mpesaPayments.id)).limit(1);
  return p ? toPayment(p) : null;
}

/** Re-takes the stock of an order that was released (expired) before its late payment arrived. */
async function retakeStock(tx: DbOrTx, orderId: number): Promise<boolean> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.productId);
  for (const item of items) {
    if (item.productId == null) continue;
    const taken = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${item.quantity}` })
        .where(and(eq(products.id, item.productId), gte(products.countInStock, item.quantity)))
      .returning({ id: products.id });
    if (!taken.length) return false;
  }
  return true;
}

/**
 * Settles a pending payment once: paid (with the order) or failed with Daraja's reason.
 * Returns false when the payment was not pending any more (a duplicate or late result).
 */
export async function settlePayment(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'onPaid'>,
  paymentId: number,
  result: { paid: true; receipt: string | null; desc: string; code: number } | { paid: false; code: number | null; desc: string; expired?: boolean },
) {
  const paidOrder = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(mpesaPayments)
      .set({
        status: result.paid ? 'paid' : result.code == null ? 'expired' : 'failed',
        resultCode: result.code,
        resultDesc: result.desc,
        receiptNumber: result.paid ? result.receipt : null,
        updatedAt: new Date(),
      })
      .where(and(eq(mpesaPayments.id, paymentId), eq(mpesaPayments.status, 'pending')))
      .returning();
    if (!payment || !result.paid) return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order || order.status === 'paid' || order.status === 'delivered') return undefined;
    if (order.status !== 'awaiting_payment' && !(await retakeStock(tx, order.id))) {
      deps.log.error({ orderId: order.id, paymentId }, 'payment arrived after the order expired and its stock is gone: refund needed');
      return undefined;
    }
    await tx.update(orders).set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
    return order.id;
  });
  if (paidOrder && deps.onPaid) await deps.onPaid(paidOrder).catch((err) => deps.log.error({ err }, 'order paid hook failed'));
  return paidOrder !== undefined;
}

interface CallbackItem {
  Name: string;
  Value?: string | number;
}

/**
 * Daraja's result POST. Accepted only for a pending payment of ours with the same CheckoutRequestID
 * and amount; ResultCode 0 needs a receipt number. Anything else changes nothing and is logged.
 */
export async function handleCallback(deps: Pick<PaymentDeps, 'db' | 'log' | 'onPaid'>, body: unknown) {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } })?.Body?.stkCallback;
  const checkoutId = typeof cb?.CheckoutRequestID === 'string' ? cb.CheckoutRequestID : undefined;
  if (!cb || !checkoutId) return deps.log.warn({ body }, 'M-Pesa callback without a CheckoutRequestID ignored');
  const [payment] = await deps.db.select().from(mpesaPayments).where(eq(mpesaPayments.checkoutRequestId, checkoutId)).limit(1);
  if (!payment) return deps.log.warn({ checkoutId }, 'M-Pesa callback for an unknown CheckoutRequestID ignored');
  if (payment.status !== 'pending') return deps.log.info({ checkoutId }, 'duplicate M-Pesa callback ignored');
  const code = Number(cb.ResultCode);
  const desc = String(cb.ResultDesc ?? '');
  if (code !== 0) return void (await settlePayment(deps, payment.id, { paid: false, code: Number.isFinite(code) ? code : -1, desc }));
  const items = ((cb.CallbackMetadata as { Item?: CallbackItem[] })?.Item ?? []) as CallbackItem[];
  const item = (name: string) => items.find((i) => i.Name === name)?.Value;
  const amount = Number(item('Amount'));
  const receipt = item('MpesaReceiptNumber');
  if (amount !== payment.amount || typeof receipt !== 'string' || !receipt) {
    return deps.log.warn({ checkoutId, amount, expected: payment.amount }, 'M-Pesa callback with a wrong amount or no receipt ignored');
  }
  await settlePayment(deps, payment.id, { paid: true, receipt, desc, code });
}

/** Pending payments whose prompt is older than this are asked about; past the last, given up. */
export const RECONCILE_AFTER_MS = 30_000;
export const GIVE_UP_AFTER_MS = 5 * 60_000;

/** Asks Daraja about payments whose callback has not come (sandbox callbacks are often late or lost). */
export async function reconcilePayments(deps: PaymentDeps, now = Date.now()) {
  const due = await deps.db
    .select()
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.status, 'pending'), lt(mpesaPayments.createdAt, new Date(now - RECONCILE_AFTER_MS))));
  let settled = 0;
  for (const p of due) {
    try {
      const result = p.checkoutRequestId ? await deps.daraja.query(p.checkoutRequestId) : { pending: true as const };
      if (!result.pending) {
        // The status query is our own authenticated call: its ResultCode 0 is trusted without a receipt.
        const ok = result.ResultCode === 0
          ? await settlePayment(deps, p.id, { paid: true, receipt: null, desc: result.ResultDesc, code: 0 })
          : await settlePayment(deps, p.id, { paid: false, code: result.ResultCode, desc: result.ResultDesc });
        if (ok) settled++;
      } else if (now - p.createdAt.getTime() > GIVE_UP_AFTER_MS) {
        if (await settlePayment(deps, p.id, { paid: false, code: null, desc: 'No answer from M-Pesa in time' })) settled++;
      }
    } catch (err) {
      deps.log.warn({ err, paymentId: p.id }, 'M-Pesa status query failed; will retry');
    }
  }
  return settled;
}
