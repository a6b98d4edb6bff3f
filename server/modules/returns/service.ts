import { apiMessage } from '#core/messages/api';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { orderEvents, orderItems, orderReturns, users } from '#db/schema';
import { requestRefusal, returnOpen } from '#core/orders/returns';
import type { OrderStage } from '#core/orders/stages';
import { RETURN_MESSAGES, type ReturnInput } from '#core/schemas/returns';
import { badRequest, conflict, notFound } from '../../errors';
import { lockOrder } from '../orders/stages';
import { queueReturnMail } from './mail';
import { returnNumber, toReturn } from './serialize';
import { orderNumber } from '../orders/serialize';

type ReturnRow = typeof orderReturns.$inferSelect;
const PAGE = 25;

/**
 * A return's step in the order's timeline (decision 066): an event that stays at the order's stage,
 * with the request's number and step as its note. Not mailed through the stage mails: the step's own
 * mail says what happened.
 */
export async function returnEvent(
  tx: DbOrTx,
  e: { orderId: number; stage: OrderStage; actor: 'admin' | 'customer'; actorId: number; note: string },
) {
  await tx.insert(orderEvents).values({
    orderId: e.orderId,
    fromStage: e.stage,
    stage: e.stage,
    actor: e.actor,
    actorId: e.actorId,
    note: e.note,
  });
}

/** Serialises requests with their lines' names and prices and the buyer's name. */
export async function withLines(db: DbOrTx, rows: ReturnRow[]) {
  if (!rows.length) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const items = await db
    .select({ id: orderItems.id, name: orderItems.name, price: orderItems.price, orderId: orderItems.orderId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id != null))];
  const names = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  return rows.map((r) =>
    toReturn(
      r,
      items.filter((i) => i.orderId === r.orderId),
      r.userId == null ? null : (nameOf.get(r.userId) ?? null),
    ),
  );
}

/**
 * The shopper opens a return (within the return window) or a warranty request (within every chosen
 * line's warranty) on their own delivered order. Someone else's order is answered as missing.
 */
export async function openReturn(
  db: Db,
  orderId: number,
  userId: number,
  input: ReturnInput,
  opts: { windowDays: number; now?: Date },
) {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.userId !== userId) throw notFound('Order not found');
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const wanted = new Map<number, number>();
    for (const l of input.lines) wanted.set(l.itemId, (wanted.get(l.itemId) ?? 0) + l.quantity);
    const chosen = [...wanted].map(([itemId, quantity]) => {
      const item = items.find((i) => i.id === itemId);
      if (!item || quantity > item.quantity) throw badRequest(RETURN_MESSAGES.badLine);
      return { item, quantity };
    });
    const delivered = ['delivered', 'collected'].includes(order.status);
    const refusal = requestRefusal({
      kind: input.kind,
      from: delivered ? (order.deliveredAt ?? order.paidAt) : null,
      now: opts.now ?? new Date(),
      windowDays: opts.windowDays,
      warrantyMonths: chosen.map((c) => c.item.warrantyMonths),
    });
    if (refusal === 'windowClosed') throw conflict(apiMessage('return.windowClosed', { days: opts.windowDays }));
    if (refusal) throw conflict(RETURN_MESSAGES[refusal]);
    // One open request per line: a second return of the same item waits for the first to be settled.
    const open = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
    const busy = new Set(open.filter((r) => returnOpen(r.status)).flatMap((r) => r.lines.map((l) => l.itemId)));
    if (chosen.some((c) => busy.has(c.item.id))) throw conflict(RETURN_MESSAGES.alreadyOpen);
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId,
        userId,
        kind: input.kind,
        reason: input.reason,
        lines: chosen.map((c) => ({ itemId: c.item.id, quantity: c.quantity })),
        photos: input.photos,
      })
      .returning();
    const number = returnNumber(row.id);
    const what = input.kind === 'return' ? 'Return' : 'Warranty request';
    await returnEvent(tx, {
      orderId,
      stage: order.status,
      actor: 'customer',
      actorId: userId,
      note: `${what} ${number} requested: ${input.reason}`,
    });
    await queueReturnMail(tx, userId, {
      number,
      order: orderNumber(orderId),
      kind: row.kind,
      status: 'requested',
      outcome: null,
      note: null,
      refund: null,
    });
    return row.id;
  });
  return (await findReturns(db, { id }))[0];
}

/** Requests by id, buyer, status and kind, newest first. */
export async function findReturns(
  db: DbOrTx,
  where: { id?: number; userId?: number; status?: ReturnRow['status']; kind?: ReturnRow['kind'] },
  page?: number,
) {
  const conds: SQL[] = [];
  if (where.id !== undefined) conds.push(eq(orderReturns.id, where.id));
  if (where.userId !== undefined) conds.push(eq(orderReturns.userId, where.userId));
  if (where.status) conds.push(eq(orderReturns.status, where.status));
  if (where.kind) conds.push(eq(orderReturns.kind, where.kind));
  const query = db
    .select()
    .from(orderReturns)
    .where(and(...conds))
    .orderBy(desc(orderReturns.id));
  const rows = page ? await query.limit(PAGE).offset((page - 1) * PAGE) : await query;
  return withLines(db, rows);
}

/** GET /api/admin/returns: a page of requests with the filters' total. */
export async function returnsPage(
  db: DbOrTx,
  q: { status?: ReturnRow['status']; kind?: ReturnRow['kind']; page: number },
) {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(orderReturns.status, q.status));
  if (q.kind) conds.push(eq(orderReturns.kind, q.kind));
  const [{ total }] = await db
    .select({ total: count() })
    .from(orderReturns)
    .where(and(...conds));
  return {
    returns: await findReturns(db, q, q.page),
    total,
    page: q.page,
    pages: Math.max(1, Math.ceil(total / PAGE)),
  };
}
