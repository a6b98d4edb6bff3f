import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { etimsInvoices, orders } from '#db/schema';
import { markPaid } from '#server/modules/orders/service';
import { writeLedger } from '#server/modules/payments/ledger';

/**
 * The eTIMS suites' order paid in full by hand: the ledger row and the stage change in one transaction,
 * as a payment writes them, so the invoice (and its stock movement) is queued as a real sale's would be.
 */
export async function payInFull(db: Db, orderId: number) {
  await db.transaction(async (tx) => {
    const total = (await tx.select({ t: orders.totalPrice }).from(orders).where(eq(orders.id, orderId)))[0].t;
    await writeLedger(tx, { kind: 'payment', orderId, amount: Number(total), channel: 'manual', actor: 'system' });
    await markPaid(tx, orderId);
  });
}

/** An order's eTIMS invoices, the sale first and any credit note after it. */
export const invoicesOf = (db: Db, orderId: number) =>
  db.select().from(etimsInvoices).where(eq(etimsInvoices.orderId, orderId)).orderBy(etimsInvoices.id);
