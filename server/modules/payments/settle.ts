import { and, eq, inArray } from 'drizzle-orm';
import { mpesaPayments } from '#db/schema';
import { recordPayment } from './record-payment';
import type { PaymentDeps } from './service';

type SettleDeps = Pick<PaymentDeps, 'db' | 'log' | 'onPaid'>;
export type PaymentResult =
  | { paid: true; receipt: string | null; desc: string; code: number }
  | { paid: false; code: number | null; desc: string };

/**
 * Records M-Pesa's answer for a payment once: paid (and its order with it) or failed with Daraja's
 * reason. A payment we gave up on ('expired') still takes a late success: the money has been taken.
 * Returns false when there was nothing to change (a duplicate or late result).
 */
export async function settlePayment(deps: SettleDeps, paymentId: number, result: PaymentResult): Promise<boolean> {
  const outcome = await deps.db.transaction(async (tx) => {
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
    const paid = await recordPayment(tx, {
      paymentId: payment.id,
      orderId: payment.orderId,
      amount: payment.amount,
      channel: 'stk',
      reference: payment.receiptNumber,
    });
    logRefund(deps, paid, payment);
    return { changed: true, paidOrder: paid === 'paid' ? payment.orderId : undefined };
  });
  if (outcome.paidOrder && deps.onPaid)
    await deps.onPaid(outcome.paidOrder).catch((err) => deps.log.error({ err }, 'order paid hook failed'));
  return outcome.changed;
}

/**
 * Money that went beyond what an order needed stays recorded against it (refund_due in its payload);
 * the log says so too, for the owner's refund from the M-Pesa portal.
 */
export function logRefund(
  deps: Pick<SettleDeps, 'log'>,
  applied: string,
  payment: { id: number; orderId: number | null; receiptNumber: string | null; amount: number; phone: string },
) {
  const refund = {
    orderId: payment.orderId,
    paymentId: payment.id,
    receipt: payment.receiptNumber,
    amount: payment.amount,
    phone: payment.phone,
  };
  if (applied === 'already-paid') deps.log.error(refund, 'payment for an order already paid: refund it');
  if (applied === 'released') deps.log.error(refund, 'payment for an order no longer open: refund needed');
}

interface CallbackItem {
  Name: string;
  Value?: string | number;
}

/**
 * Daraja's result POST. Accepted only for a payment of ours awaiting its result with the same
 * CheckoutRequestID and amount; ResultCode 0 needs a receipt number. Anything else changes nothing and is logged.
 */
export async function handleCallback(deps: SettleDeps, body: unknown) {
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
    return void (await settlePayment(deps, payment.id, { paid: false, code: Number.isFinite(code) ? code : -1, desc }));
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
  await settlePayment(deps, payment.id, { paid: true, receipt, desc, code });
}
