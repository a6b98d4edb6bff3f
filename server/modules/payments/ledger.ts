import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { paymentLedger } from '#db/schema';
import { keptOf, orderMoney } from '#core/payments/ledger';
import { enqueueCreditNote } from '../etims/outbox';

/**
 * Writing and reading the payments ledger (decision 052). Rows are only ever inserted (the database
 * refuses UPDATE and DELETE), always in the caller's transaction: the one that changes the order.
 */
export type LedgerRow = typeof paymentLedger.$inferSelect;
export type NewLedgerRow = typeof paymentLedger.$inferInsert;

export async function writeLedger(tx: DbOrTx, row: NewLedgerRow) {
  const [written] = await tx.insert(paymentLedger).values(row).returning();
  // Every refund of an invoiced order becomes an eTIMS credit note, in the same transaction (decision 064).
  if (written.kind === 'refund' || written.kind === 'reversal')
    await enqueueCreditNote(tx, { ...written, amount: Number(written.amount) });
  return written;
}

/** One order's rows, oldest first. */
export const orderLedger = (tx: DbOrTx, orderId: number) =>
  tx.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(asc(paymentLedger.id));

/** The rows of several orders at once (lists, My Orders). */
export const ordersLedger = (tx: DbOrTx, orderIds: number[]) =>
  orderIds.length
    ? tx.select().from(paymentLedger).where(inArray(paymentLedger.orderId, orderIds)).orderBy(asc(paymentLedger.id))
    : Promise.resolve([] as LedgerRow[]);

/** An order's money from its ledger (paid amount, balance, refund due). */
export async function moneyOf(
  tx: DbOrTx,
  order: {
    id: number;
    totalPrice: number;
    status: string;
    paidAt: Date | null;
    layawayOutcome?: string | null;
    layawayKept?: number | null;
  },
) {
  const rows = await orderLedger(tx, order.id);
  return {
    rows,
    ...orderMoney(
      {
        total: Number(order.totalPrice),
        stage: order.status,
        paid: order.paidAt != null,
        kept: keptOf(order),
      },
      rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) })),
    ),
  };
}
