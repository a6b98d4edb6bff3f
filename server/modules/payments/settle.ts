import { and, eq, inArray } from 'drizzle-orm';
import { mpesaPayments, orders } from '#db/schema';
import { applyReceived } from './apply';
import { claimCallback } from './inbox';
import type { PaymentDeps } from './service';

type SettleDeps = Pick<PaymentDeps, 'db' | 'log' | 'onPaid'>;
export type PaymentResult =
  | { paid: true; receipt: string | null; desc: string; code: number }
  | { paid: false; code: number | null; desc: string };

/**
 * Records M-Pesa's answer for a payment once: paid (and its order with it) or failed with Daraja's
 * reason. A payment we gave up on ('expired') still takes a late success: the money has been taken.
 * The order row is locked first, as every path that touches an order's money does (issue 33: two
 * lock orders deadlocked), then the stored callback (inboxId) is claimed, then the payment changes.
 * Returns false when there was nothing to change (a duplicate or late result).
 */
export async function settlePayment(
  deps: SettleDeps,
  paymentId: number,
  result: PaymentResult,
  inboxId?: number,
): Promise<boolean> {
  const [known] = await deps.db
    .select({ orderId: mpesaPayments.orderId })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.id, paymentId))
    .limit(1);
  const outcome = await deps.db.transaction(async (tx) => {
    if (known?.orderId != null)
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, known.orderId)).for('update');
    if (!(await claimCallback(tx, inboxId))) return { changed: false };
    const [payment] = await tx
      .update(mpesaPayments)
      .set({
        status: result.paid ? 'paid' : result.code == null ? 'expired' : 'failed',
        resultCode: result.code,
        resultDesc: result.desc,
        receiptNumber: result.paid ? result.receipt : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(mpesaPayments.id, paymentId),
          inArray(mpesaPayments.status, result.paid ? ['pending', 'expired'] : ['pending']),
        ),
      )
      .returning();
    if (!payment) return { changed: false };
    if (!result.paid) return { changed: true };
    // The ledger row in this transaction (decision 052): the money is recorded with the order's move.
    const paid = await applyReceived(deps, tx, payment, 'stk');
    return { changed: true, paidOrder: paid === 'paid' ? payment.orderId : undefined };
  });
  if (outcome.paidOrder && deps.onPaid)
    await deps.onPaid(outcome.paidOrder).catch((err) => deps.log.error({ err }, 'order paid hook failed'));
  return outcome.changed;
}

interface CallbackItem {
  Name: string;
  Value?: string | number;
}

/**
 * Daraja's result POST. Accepted only for a payment of ours awaiting its result with the same
 * CheckoutRequestID and amount; ResultCode 0 needs a receipt number. Anything else changes nothing and is logged.
 */
export async function handleCallback(deps: SettleDeps, body: unknown, inboxId?: number) {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } })?.Body?.stkCallback;
  const checkoutId = typeof cb?.CheckoutRequestID === 'string' ? cb.CheckoutRequestID : undefined;
  // Its field names only: a body carries phone numbers, and bodies are never logged.
  const fields = body && typeof body === 'object' ? Object.keys(body).slice(0, 10) : typeof body;
  if (!cb || !checkoutId) return deps.log.warn({ fields }, 'M-Pesa callback without a CheckoutRequestID ignored');
  const [payment] = await deps.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutId))
    .limit(1);
  if (!payment) return deps.log.warn({ checkoutId }, 'M-Pesa callback for an unknown CheckoutRequestID ignored');
  const code = Number(cb.ResultCode);
  const awaiting = payment.status === 'pending' || (payment.status === 'expired' && code === 0);
  if (!awaiting) return deps.log.info({ checkoutId }, 'duplicate M-Pesa callback ignored');
  const desc = String(cb.ResultDesc ?? '');
  if (code !== 0)
    return void (await settlePayment(
      deps,
      payment.id,
      { paid: false, code: Number.isFinite(code) ? code : -1, desc },
      inboxId,
    ));
  const items = ((cb.CallbackMetadata as { Item?: CallbackItem[] })?.Item ?? []) as CallbackItem[];
  const item = (name: string) => items.find((i) => i.Name === name)?.Value;
  const amount = Number(item('Amount'));
  const receipt = item('MpesaReceiptNumber');
  if (amount !== payment.amount || typeof receipt !== 'string' || !receipt) {
    return deps.log.warn(
      { checkoutId, amount, expected: payment.amount },
      'M-Pesa callback with a wrong amount or no receipt ignored',
    );
  }
  await settlePayment(deps, payment.id, { paid: true, receipt, desc, code }, inboxId);
}
