import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { orders } from '#db/schema';
import { applyPayment, type PaymentApplied } from '../orders/service';
import { writeLedger } from './ledger';

export interface ReceivedPayment {
  /** The mpesa_payments row the money came with (STK push or Paybill confirmation). */
  paymentId: number;
  /** The order it pays; null for a Paybill payment whose account names no order (the admin assigns it). */
  orderId: number | null;
  /** Whole shillings, as M-Pesa reported them. */
  amount: number;
  channel: 'stk' | 'paybill';
  /** M-Pesa's receipt (MpesaReceiptNumber, TransID). */
  reference: string | null;
  now?: Date;
}

/**
 * THE way money received is recorded (decision 052), in the caller's transaction: the order row is
 * locked first (so two payments of one order queue instead of deadlocking on the ledger's foreign
 * key), the ledger row is written, then the order is moved on if the money completes it. Money for a
 * cancelled, expired or refunded order stays on the ledger as refund due; the order does not move.
 */
export async function recordPayment(tx: DbOrTx, p: ReceivedPayment): Promise<PaymentApplied | 'unmatched'> {
  if (p.orderId != null) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, p.orderId)).for('update');
  await writeLedger(tx, {
    kind: 'payment',
    orderId: p.orderId,
    amount: p.amount,
    channel: p.channel,
    reference: p.reference,
    paymentId: p.paymentId,
    actor: 'system',
  });
  if (p.orderId == null) return 'unmatched';
  return applyPayment(tx, p.orderId, p.amount, p.now);
}
