import { amountDue } from '../orders/payment-plan';

/**
 * The payments ledger (issue 33, decision 052): every shilling that moves is one append-only row,
 * money in positive, money out negative. An order's paid amount, balance and refund due are sums of
 * its rows, never a column someone could forget to update.
 */
export const LEDGER_KINDS = ['payment', 'refund', 'reversal', 'assignment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_CHANNELS = ['stk', 'paybill', 'manual', 'b2c', 'reversal'] as const;
export type LedgerChannel = (typeof LEDGER_CHANNELS)[number];

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed shillings: money received is positive, money given back negative. */
  amount: number;
}

const cents = (n: number) => Math.round(n * 100);

/** Received (payments and assignments in), given back (refunds, reversals) and what the shop holds. */
export function ledgerSums(rows: readonly LedgerEntry[]) {
  let received = 0;
  let returned = 0;
  const amounts: number[] = [];
  for (const r of rows) {
    if (r.kind === 'refund' || r.kind === 'reversal') returned -= cents(r.amount);
    else if (r.amount > 0) {
      received += cents(r.amount);
      amounts.push(r.amount);
    } else returned -= cents(r.amount);
  }
  return { received: received / 100, refunded: returned / 100, net: (received - returned) / 100, amounts };
}

/**
 * What a cancelled layaway's keep policy retains: nothing unless its outcome is 'kept'; then the amount
 * recorded with it (a shopper's cancel keeps the deposit, decision 060), or everything (the expiry's).
 */
export const keptOf = (order: { layawayOutcome?: string | null; layawayKept?: number | string | null }) =>
  order.layawayOutcome !== 'kept' ? 0 : order.layawayKept == null ? Infinity : Number(order.layawayKept);

/** Stages in which the shop keeps none of an order's money: all of it is owed back. */
export const RELEASED_STAGES = ['cancelled', 'expired', 'refunded'] as const;
const released = (stage: string) => (RELEASED_STAGES as readonly string[]).includes(stage);

export interface OrderMoney {
  received: number;
  refunded: number;
  /** Held now: received less what was given back. */
  net: number;
  /** What is left to pay; 0 once paid or released. */
  balance: number;
  /** Money to give back: over-payments of a live order, everything held for a released one. */
  refundDue: number;
}

/**
 * An order's money from its ledger rows. A live order keeps up to what it asks (its total rounded up to
 * whole shillings); a cancelled, expired or refunded one keeps nothing but what its layaway's policy,
 * agreed at checkout, kept (`kept`, shillings): refund due is then what was received less that.
 */
export function orderMoney(
  order: { total: number; stage: string; paid: boolean; kept?: number },
  rows: readonly LedgerEntry[],
): OrderMoney {
  const { received, refunded, net } = ledgerSums(rows);
  const due = amountDue(order.total);
  if (released(order.stage)) {
    // What a layaway's keep policy retained is the shop's; the rest of what it holds is owed back.
    const kept = Math.max(0, cents(order.kept ?? 0));
    return { received, refunded, net, balance: 0, refundDue: Math.max(0, (cents(net) - kept) / 100) };
  }
  return {
    received,
    refunded,
    net,
    balance: order.paid ? 0 : Math.max(0, (cents(due) - cents(net)) / 100),
    refundDue: Math.max(0, (cents(net) - cents(due)) / 100),
  };
}

/**
 * The least part payment that extends an order's hold (a setting; by default 10% of what the order
 * asks or KES 1,000, whichever is less): a shilling cannot keep stock from other shoppers.
 */
export function holdMinimum(total: number, setting?: number | null): number {
  if (setting != null && setting > 0) return setting;
  return Math.min(Math.ceil(amountDue(total) / 10), 1000);
}
