import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { auditLog, users } from '#db/schema';
import type { AuditEntity } from '#core/catalog/product-status';
import type { AuditPage, AuditQuery } from '#core/schemas/audit';

export interface AuditInput {
  /** Who made the change; null for the system (jobs, M-Pesa callbacks). */
  actorId: number | null;
  entity: AuditEntity;
  entityId: number | string;
  /** What was done, in a word or two: 'create', 'update', 'status', 'price', 'stock', 'disable'… */
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Call it with the transaction handle of the change itself, so the change and
 * its record commit or roll back together (issue 20). The actor is kept as an id, never a name or
 * e-mail (issue 30, decision 065): the label 'user #12' still says who it was after the account is
 * erased, and the list shows the name of an account that still exists.
 */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    actorLabel: input.actorId === null ? 'system' : `user #${input.actorId}`,
    entity: input.entity,
    entityId: String(input.entityId),
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

/** Only the fields that differ, before and after: an entry says what changed, not the whole row. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

// The shop's days are Nairobi days (UTC+3 all year): a date filter covers that day there.
const nairobiMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Africa/Nairobi'`;

/** The log, newest first: from the (created_at desc, id desc) index, or the entity or actor index. */
export async function listAudit(db: DbOrTx, q: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (q.actorId !== undefined) where.push(eq(auditLog.actorId, q.actorId));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.from) where.push(gte(auditLog.createdAt, nairobiMidnight(q.from) as never));
  if (q.to) where.push(lt(auditLog.createdAt, sql`${nairobiMidnight(q.to)} + interval '1 day'` as never));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        ...getTableColumns(auditLog),
        // The account's name as it is now; the stored label ('user #12') once the account is gone.
        actorLabel: sql<string>`coalesce((select u.name || ' <' || u.email || '>' from ${users} u where u.id = ${auditLog.actorId}), ${auditLog.actorLabel})`,
      })
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    // Counted up to 10,000 rows, like the shop's listings: a page number beyond that is rarely wanted.
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(cond)
        .limit(10_000)
        .as('c'),
    ),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: q.page,
    pages: Math.max(1, Math.ceil(n / q.pageSize)),
    total: n,
  };
}
