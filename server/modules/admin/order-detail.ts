import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { autoRefunds, mpesaPayments, orderEvents, orderNotes, orders, users } from '#db/schema';
import type { AdminOrderDetail, OrderNote } from '#core/schemas/admin-find';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { notFound } from '../../errors';
import { ordersByIds } from './find-orders';
import { recordAudit } from '../audit/service';

/**
 * Everything the shop knows about one order, for its staff: the customer, every STK push and its
 * result, the timeline with who moved it, and the private notes (which no shopper's payload carries).
 */
export async function adminOrderDetail(db: DbOrTx, id: number): Promise<AdminOrderDetail> {
  const [found] = await ordersByIds(db, [id]);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const { customer: _c, ...order } = found;
  const [customer, payments, timeline, notes] = await Promise.all([
    order.user
      ? db
          .select({ id: users.id, name: users.name, email: users.email, joinedAt: users.createdAt })
          .from(users)
          .where(eq(users.id, order.user.id))
      : Promise.resolve([]),
    db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, id)).orderBy(asc(mpesaPayments.id)),
    db
      .select({ event: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    notesOf(db, id),
  ]);
  const refunds = await db.select().from(autoRefunds).where(eq(autoRefunds.orderId, id)).orderBy(asc(autoRefunds.id));
  const c = customer[0];
  return {
    order,
    customer: c ? { ...c, joinedAt: c.joinedAt.toISOString() } : null,
    payments: payments.map((p) => ({
      id: p.id,
      phone: p.phone,
      amount: p.amount,
      status: p.status,
      resultCode: p.resultCode,
      resultDesc: p.resultDesc,
      receiptNumber: p.receiptNumber,
      checkoutRequestId: p.checkoutRequestId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    timeline: timeline.map(({ event: e, actorName }) => ({
      stage: e.stage,
      from: e.fromStage,
      actor: e.actor,
      actorName,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    notes,
    autoRefunds: refunds.map((r) => ({
      channel: r.channel,
      amount: Number(r.amount),
      status: r.status,
      resultCode: r.resultCode,
      resultDesc: r.resultDesc,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function notesOf(db: DbOrTx, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .select({ note: orderNotes, author: users.name })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.id));
  return rows.map(({ note, author }) => ({
    id: note.id,
    text: note.text,
    author,
    createdAt: note.createdAt.toISOString(),
  }));
}

/** Adds a private note to an order (404 for an order that does not exist). */
export async function addOrderNote(db: DbOrTx, orderId: number, authorId: number, text: string): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const [note] = await tx.insert(orderNotes).values({ orderId, authorId, text }).returning();
    await recordAudit(tx, { actorId: authorId, entity: 'order', entityId: orderId, action: 'note', after: { text } });
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, authorId));
    return { id: note.id, text: note.text, author: author?.name ?? null, createdAt: note.createdAt.toISOString() };
  });
}
