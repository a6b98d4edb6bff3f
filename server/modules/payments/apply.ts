import type { DbOrTx } from '#db/client';
import type { PaymentApplied } from '../orders/service';
import { recordPayment } from './record-payment';
import { maskPhone } from '../../logging';
import type { PaymentDeps } from './service';

type Payment = { id: number; orderId: number | null; receiptNumber: string | null; amount: number; phone: string };

/**
 * THE one place where money received is applied to its order (STK results, Paybill confirmations, a
 * Transaction Status result, an admin's assignment all come here), in the caller's transaction, after
 * the caller has locked the order row and written the payment row. It writes the ledger row through
 * recordPayment (decision 052).
 */
export async function applyReceived(
  deps: Pick<PaymentDeps, 'log'>,
  tx: DbOrTx,
  payment: Payment,
  channel: 'stk' | 'paybill',
): Promise<PaymentApplied | 'unmatched'> {
  // The ledger row and the order's move, in this transaction (decision 052).
  const applied = await recordPayment(tx, {
    paymentId: payment.id,
    orderId: payment.orderId,
    amount: payment.amount,
    channel,
    reference: payment.receiptNumber,
  });
  logRefund(deps, applied, payment);
  return applied;
}

/**
 * Money that went beyond what an order needed stays recorded against it (refund_due in its payload);
 * the log says so too, for the owner's refund from the M-Pesa portal (the phone masked: never whole in a log).
 */
export function logRefund(deps: Pick<PaymentDeps, 'log'>, applied: string, payment: Payment) {
  const refund = {
    orderId: payment.orderId,
    paymentId: payment.id,
    receipt: payment.receiptNumber,
    amount: payment.amount,
    phone: maskPhone(payment.phone),
  };
  if (applied === 'already-paid') deps.log.error(refund, 'payment for an order already paid: refund it');
  if (applied === 'stock-gone')
    deps.log.error(refund, 'payment arrived after the order expired and its stock is gone: refund needed');
  if (applied === 'released') deps.log.error(refund, 'part payment for an order no longer open: refund needed');
}
