import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { orderItems, orderReturns } from '#db/schema';
import { nextReturnStatus, restocks, type ReturnOutcome } from '#core/orders/returns';
import { RETURN_MESSAGES, type ReturnStep } from '#core/schemas/returns';
import { formatKES } from '#core/pricing/money';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { lockOrder } from '../orders/stages';
import { returnStock } from '../orders/stock';
import { orderNumber } from '../orders/serialize';
import { moneyOf, writeLedger } from '../payments/ledger';
import { queueReturnMail } from './mail';
import { returnNumber } from './serialize';
import { findReturns, returnEvent } from './service';

type ReturnRow = typeof orderReturns.$inferSelect;
const PAST = { approve: 'approved', decline: 'declined', receive: 'received', resolve: 'resolved' } as const;
const OUTCOME_WORD: Record<ReturnOutcome, string> = { repair: 'repair', replacement: 'replacement', refund: 'refund' };

/**
 * The returned lines' value as charged: the lines' prices, with the order's VAT when it was added on top
 * (decision 031). The refund is at most what the order still holds.
 */
async function linesValue(tx: DbOrTx, row: ReturnRow, vat: { mode: string; rate: number }) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
  const sum = row.lines.reduce((s, l) => s + Number(items.find((i) => i.id === l.itemId)?.price ?? 0) * l.quantity, 0);
  const withVat = vat.mode === 'added' ? sum * (1 + vat.rate / 100) : sum;
  return {
    value: Math.round(withVat * 100) / 100,
    stock: row.lines.flatMap((l) => {
      const item = items.find((i) => i.id === l.itemId);
      return item?.productId ? [{ productId: item.productId, quantity: l.quantity }] : [];
    }),
  };
}

/**
 * The owner's step (decision 066): approve or decline (a decline says why), record the item's receipt,
 * resolve as repair, replacement or refund. A refund is a ledger row (money out, the M-Pesa reference of
 * the portal's refund) written in this transaction, and the units go back on the shelf. Every step is
 * in the order's timeline, the shopper's mail queue and the audit log, in the same transaction.
 */
export async function stepReturn(db: Db, id: number, input: ReturnStep, actorId: number) {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).limit(1);
    if (!found) throw notFound(RETURN_MESSAGES.notFound);
    // The order first, then the request: the same order as an order's other moves, so no deadlock.
    const order = await lockOrder(tx, found.orderId);
    const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
    const to = nextReturnStatus(row.status, input.action);
    if (!to) throw conflict(RETURN_MESSAGES.illegalStep(row.status, PAST[input.action]));
    if (input.action === 'decline' && !input.note) throw badRequest(RETURN_MESSAGES.noteRequired);
    const outcome = input.action === 'resolve' ? input.outcome : undefined;
    if (input.action === 'resolve' && !outcome) throw badRequest(RETURN_MESSAGES.outcomeRequired);
    let refund: { amount: number; reference: string } | null = null;
    if (outcome) {
      const { value, stock } = await linesValue(tx, row, { mode: order.vatMode, rate: Number(order.vatRate) });
      if (outcome === 'refund') {
        if (!input.reference) throw badRequest(RETURN_MESSAGES.referenceRequired);
        const held = (await moneyOf(tx, order)).net;
        if (held <= 0) throw conflict(RETURN_MESSAGES.nothingToRefund);
        const amount = Math.round((input.amount ?? Math.min(value, held)) * 100) / 100;
        if (amount > held) throw badRequest(RETURN_MESSAGES.refundTooLarge(formatKES(held)));
        refund = { amount, reference: input.reference };
        await writeLedger(tx, {
          kind: 'refund',
          orderId: order.id,
          amount: -amount,
          channel: 'manual',
          reference: input.reference,
          actor: 'admin',
          actorId,
          note: `Return ${returnNumber(row.id)}`,
        });
      }
      if (restocks(outcome)) await returnStock(tx, stock);
    }
    const note = input.note || null;
    await tx
      .update(orderReturns)
      .set({
        status: to,
        ...(outcome ? { outcome } : {}),
        ...(note ? { note } : {}),
        ...(refund ? { refundAmount: refund.amount, refundReference: refund.reference } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orderReturns.id, id));
    const number = returnNumber(row.id);
    const said = [
      `${row.kind === 'return' ? 'Return' : 'Warranty request'} ${number} ${to}`,
      outcome &&
        `(${OUTCOME_WORD[outcome]}${refund ? ` ${formatKES(refund.amount)}, M-Pesa ${refund.reference}` : ''})`,
    ]
      .filter(Boolean)
      .join(' ');
    await returnEvent(tx, {
      orderId: order.id,
      stage: order.status,
      actor: 'admin',
      actorId,
      note: note ? `${said}: ${note}` : said,
    });
    await recordAudit(tx, {
      actorId,
      entity: 'order',
      entityId: order.id,
      action: `return-${input.action}`,
      before: { return: number, status: row.status },
      after: { return: number, status: to, ...(outcome ? { outcome } : {}), ...(refund ? { refund } : {}), note },
    });
    await queueReturnMail(tx, row.userId, {
      number,
      order: orderNumber(order.id),
      kind: row.kind,
      status: to,
      outcome: outcome ?? null,
      note,
      refund,
    });
  });
  return (await findReturns(db, { id }))[0];
}

/** The admin records serial numbers per unit at dispatch (at most one per unit bought). */
export async function recordSerials(
  db: Db,
  orderId: number,
  items: { itemId: number; serials: string[] }[],
  actorId: number,
) {
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const { itemId, serials } of items) {
      const line = lines.find((l) => l.id === itemId);
      if (!line) throw badRequest('Unknown item for this order');
      const clean = [...new Set(serials.map((s) => s.trim().toUpperCase()).filter(Boolean))];
      if (clean.length > line.quantity) throw badRequest(`At most ${line.quantity} serial numbers for ${line.name}`);
      await tx.update(orderItems).set({ serialNumbers: clean }).where(eq(orderItems.id, itemId));
    }
    await recordAudit(tx, { actorId, entity: 'order', entityId: orderId, action: 'serials', after: { items } });
  });
}
