import { MPESA_MAX_AMOUNT, MPESA_MIN_AMOUNT } from '../payments/phone';

/**
 * Several M-Pesa payments per order (issue 21, decision 037). M-Pesa takes at most KES 150,000 per
 * payment, so a bigger order is paid in parts; every figure here is whole shillings, worked from the
 * order's stored total (which includes VAT and delivery: never recomputed from its items).
 */

/** What the order asks in all: its total rounded up to whole shillings (decision 015), worked in cents. */
export function amountDue(total: number): number {
  return Math.ceil(Math.round(total * 100) / 100);
}

/**
 * The parts a balance is asked in: KES 150,000 each, the last one what is left. A last part below
 * M-Pesa's minimum (KES 10) is made up from the one before it, so every part can be pushed. A balance
 * below the minimum is asked as the minimum: the few shillings more are recorded as an over-payment.
 */
export function splitIntoPayments(balance: number): number[] {
  if (balance <= 0) return [];
  if (balance <= MPESA_MAX_AMOUNT) return [Math.max(balance, MPESA_MIN_AMOUNT)];
  const parts: number[] = [];
  let left = balance;
  while (left > MPESA_MAX_AMOUNT) {
    const rest = left - MPESA_MAX_AMOUNT;
    const part = rest < MPESA_MIN_AMOUNT ? left - MPESA_MIN_AMOUNT : MPESA_MAX_AMOUNT;
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  return parts;
}

export interface PaymentProgress {
  /** Whole shillings the order asks in all. */
  due: number;
  /** Money received for the order (confirmed payments, STK and Paybill). */
  received: number;
  /** What is left to pay (0 once paid). */
  balance: number;
  /** Received beyond what was due: recorded for a refund. */
  overpaid: number;
  /** The next prompt: its amount and its place ("Payment 1 of 2"); null when nothing is left. */
  next: { amount: number; number: number; of: number } | null;
}

/** Where an order's paying stands, from its total and the amounts of its confirmed payments. */
export function paymentProgress(total: number, paidAmounts: readonly number[]): PaymentProgress {
  const due = amountDue(total);
  const received = paidAmounts.reduce((sum, a) => sum + a, 0);
  const balance = Math.max(0, due - received);
  const parts = splitIntoPayments(balance);
  return {
    due,
    received,
    balance,
    overpaid: Math.max(0, received - due),
    next: parts.length
      ? { amount: parts[0], number: paidAmounts.length + 1, of: paidAmounts.length + parts.length }
      : null,
  };
}

/** "Payment 1 of 2: KES 150,000" — what the shopper sees before a prompt of a part. */
export const paymentStepLabel = (next: { number: number; of: number }, amountText: string) =>
  next.of > 1 ? `Payment ${next.number} of ${next.of}: ${amountText}` : null;
