import type { DbOrTx } from '#db/client';
import { etimsInvoices, orders } from '#db/schema';
import { eq } from 'drizzle-orm';

/**
 * Enqueues eTIMS invoices in the caller's transaction (the one that pays or refunds the order), so a
 * sale or refund never waits for KRA and an invoice is never lost (decision 064).
 */
export async function enqueueSale(tx: DbOrTx, orderId: number) {
  const [order] = await tx.select({ total: orders.totalPrice }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await tx
    .insert(etimsInvoices)
    .values({ orderId, kind: 'sale', amount: Number(order.total) })
    .onConflictDoNothing();
}

/** A refund (a ledger row of kind refund, amount negative) of a paid order becomes a credit note. */
export async function enqueueCreditNote(tx: DbOrTx, row: { id: number; orderId: number | null; amount: number }) {
  if (row.orderId == null || !(row.amount < 0)) return;
  const [sale] = await tx
    .select({ id: etimsInvoices.id })
    .from(etimsInvoices)
    .where(eq(etimsInvoices.orderId, row.orderId))
    .limit(1);
  // Money given back for an order never paid in full was never invoiced: nothing to credit.
  if (!sale) return;
  await tx
    .insert(etimsInvoices)
    .values({ orderId: row.orderId, kind: 'credit', ledgerId: row.id, amount: -row.amount })
    .onConflictDoNothing();
}
