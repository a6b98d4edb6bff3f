import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mpesaPayments, orders } from '#db/schema';
import { orderIdFromAccount } from '#core/orders/account-number';
import { c2bPaymentSchema, type Payment } from '#core/schemas/payments';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { conflict, notFound } from '../../errors';
import { applyPayment, findOrders } from '../orders/service';
import { writeLedger } from './ledger';
import { toPayment } from '../orders/serialize';
import type { PaymentDeps } from './service';
import { applyReceived, logRefund } from './apply';
import { claimCallback } from './inbox';
import { recordAudit } from '../audit/service';

type C2bDeps = Pick<PaymentDeps, 'db' | 'log' | 'onPaid'> & {
  /** The shortcodes this shop takes Paybill payments on: a confirmation for any other is not ours. */
  shortcodes: readonly string[];
};

// Issue 33: the account number has a check digit (KPC0000117); the old form is still read.
export { orderIdFromAccount };

const C2B_AMOUNT_MAX = 999_999_999;

function parse(body: unknown, shortcodes: readonly string[]) {
  const parsed = c2bPaymentSchema.safeParse(body);
  if (!parsed.success) return { ok: false as const, code: 'C2B00016', why: 'malformed' };
  const c = parsed.data;
  if (!shortcodes.includes(String(c.BusinessShortCode)))
    return { ok: false as const, code: 'C2B00015', why: 'another shortcode' };
  const amount = Number(c.TransAmount);
  // M-Pesa moves whole shillings, and far less than KES 1 billion in one payment (a consumer's cap is
  // 150,000): anything else is not a payment M-Pesa made, and would not fit the amount column.
  if (!Number.isInteger(amount) || amount < 1 || amount > C2B_AMOUNT_MAX)
    return { ok: false as const, code: 'C2B00013', why: 'bad amount' };
  return { ok: true as const, c, amount };
}

/**
 * Daraja's C2B validation: M-Pesa asks before it takes the money. A payment with an account that names no
 * order is still accepted (the customer mistyped it; the admin assigns it): only what is not a payment
 * to this shop at all is refused.
 */
export function validateC2b(body: unknown, shortcodes: readonly string[]) {
  const p = parse(body, shortcodes);
  return p.ok ? { ResultCode: 0, ResultDesc: 'Accepted' } : { ResultCode: p.code, ResultDesc: 'Rejected' };
}

/** A Paybill payment M-Pesa says it took: from a confirmation, or a Transaction Status result. */
export interface C2bReceived {
  receipt: string;
  amount: number;
  account: string;
  phone: string;
  payer: string | null;
}

/**
 * Daraja's C2B confirmation: the money has been taken. Recorded once (the TransID is the receipt
 * number, unique with the STK receipts), in the one table of received payments; applied to the order
 * its account names, else kept unmatched for the admin to assign.
 */
export async function handleC2bConfirmation(deps: C2bDeps, body: unknown, inboxId?: number) {
  const p = parse(body, deps.shortcodes);
  if (!p.ok) return deps.log.warn({ why: p.why }, 'Paybill confirmation ignored');
  const { c, amount } = p;
  const payer = [c.FirstName, c.MiddleName, c.LastName].filter(Boolean).join(' ').slice(0, 120) || null;
  const account = c.BillRefNumber.trim().slice(0, 40);
  return recordC2b(deps, { receipt: c.TransID, amount, account, phone: String(c.MSISDN ?? ''), payer }, inboxId);
}

/**
 * Records a Paybill payment once, in one transaction: the order its account names is locked first
 * (issue 33: confirmations for one order arriving together deadlocked on a lock taken second), then
 * the stored callback is claimed, then the payment row is written (idempotent by receipt) and applied.
 */
export async function recordC2b(deps: Omit<C2bDeps, 'shortcodes'>, r: C2bReceived, inboxId?: number) {
  const outcome = await deps.db.transaction(async (tx) => {
    const wanted = orderIdFromAccount(r.account);
    const [order] = wanted
      ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, wanted)).limit(1).for('update')
      : [];
    if (!(await claimCallback(tx, inboxId))) return { duplicate: true as const };
    const [payment] = await tx
      .insert(mpesaPayments)
      .values({
        orderId: order?.id ?? null,
        source: 'c2b',
        status: 'paid',
        phone: r.phone.slice(0, 80),
        amount: r.amount,
        accountReference: r.account,
        payerName: r.payer,
        receiptNumber: r.receipt,
        resultCode: 0,
        resultDesc: 'Paybill payment',
      })
      .onConflictDoNothing({ target: mpesaPayments.receiptNumber })
      .returning();
    if (!payment) return { duplicate: true as const };
    // Unmatched money is a ledger row too (no order yet): the admin's assignment moves it onto one.
    const applied = await applyReceived(deps, tx, payment, 'paybill');
    if (applied === 'unmatched') return { unmatched: payment.id };
    return { paidOrder: applied === 'paid' ? payment.orderId : undefined };
  });
  if ('duplicate' in outcome) return deps.log.info({ receipt: r.receipt }, 'duplicate Paybill confirmation ignored');
  if ('unmatched' in outcome)
    return deps.log.warn(
      { paymentId: outcome.unmatched },
      'Paybill payment names no order: kept for the admin to assign',
    );
  if (outcome.paidOrder && deps.onPaid)
    await deps.onPaid(outcome.paidOrder).catch((err) => deps.log.error({ err }, 'order paid hook failed'));
}

/** Paybill payments that name no order, newest first, until the admin assigns them. */
export async function unmatchedPayments(db: DbOrTx): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(mpesaPayments)
    .where(isNull(mpesaPayments.orderId))
    .orderBy(desc(mpesaPayments.id))
    .limit(500);
  return rows.map(toPayment);
}

export const ASSIGN_MESSAGES = {
  notFound: 'Payment not found',
  alreadyAssigned: 'This payment has already been assigned to an order',
} as const;

/** The admin assigns an unmatched Paybill payment to an order: applied as if its account had named it. */
export async function assignPayment(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'onPaid'>,
  paymentId: number,
  orderRef: string,
  actorId: number | null = null,
) {
  const orderId = orderIdFromAccount(orderRef) ?? (/^\d{1,9}$/.test(orderRef) ? Number(orderRef) : undefined);
  if (!orderId) throw notFound(ORDER_MESSAGES.notFound);
  const applied = await deps.db.transaction(async (tx) => {
    // The order first, locked, as every path that applies money does (one lock order, no deadlocks).
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1)
      .for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    // Guarded: two admins assigning the same payment at once cannot both apply it.
    const [payment] = await tx
      .update(mpesaPayments)
      .set({ orderId, updatedAt: new Date() })
      .where(and(eq(mpesaPayments.id, paymentId), isNull(mpesaPayments.orderId)))
      .returning();
    if (!payment) {
      const [exists] = await tx
        .select({ id: mpesaPayments.id })
        .from(mpesaPayments)
        .where(eq(mpesaPayments.id, paymentId))
        .limit(1);
      throw exists ? conflict(ASSIGN_MESSAGES.alreadyAssigned) : notFound(ASSIGN_MESSAGES.notFound);
    }
    // In the audit log with the assignment itself (issue 20): money moved onto an order by hand.
    await recordAudit(tx, {
      actorId,
      entity: 'order',
      entityId: orderId,
      action: 'payment assigned',
      before: { paymentId, orderId: null },
      after: { paymentId, orderId, amount: payment.amount, receipt: payment.receiptNumber },
    });
    // The money moves off 'unmatched' onto the order: a pair of ledger rows that sum to nothing (decision 052).
    const moved = { kind: 'assignment' as const, channel: 'paybill' as const, reference: payment.receiptNumber };
    const by = { paymentId, actor: 'admin' as const, actorId };
    await writeLedger(tx, { ...moved, ...by, orderId: null, amount: -payment.amount });
    await writeLedger(tx, { ...moved, ...by, orderId, amount: payment.amount });
    const result = await applyPayment(tx, orderId, payment.amount);
    logRefund(deps, result, payment);
    return result;
  });
  if (applied === 'paid' && deps.onPaid)
    await deps.onPaid(orderId).catch((err) => deps.log.error({ err }, 'order paid hook failed'));
  return (await findOrders(deps.db, { id: orderId }))[0];
}
