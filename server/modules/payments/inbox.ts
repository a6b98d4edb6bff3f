import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { paymentCallbacks } from '#db/schema';
import { redactSecrets } from '../../logging';
import type { PaymentDeps } from './service';

export type InboxKind = (typeof paymentCallbacks.$inferInsert)['kind'];

/** The M-Pesa receipt a body names, if any: C2B's TransID, an STK result's MpesaReceiptNumber, a status ReceiptNo. */
export function receiptOf(kind: InboxKind, body: unknown): string | null {
  const b = body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let value: unknown;
  if (kind === 'c2b' || kind === 'c2b_validation') value = b?.TransID;
  else if (kind === 'stk')
    value = (b?.Body?.stkCallback?.CallbackMetadata?.Item as { Name?: string; Value?: unknown }[] | undefined)?.find(
      (i) => i?.Name === 'MpesaReceiptNumber',
    )?.Value;
  else {
    const params = b?.Result?.ResultParameters?.ResultParameter;
    value = (Array.isArray(params) ? params : [params]).find((p) => p?.Key === 'ReceiptNo')?.Value;
  }
  return typeof value === 'string' && value ? value.slice(0, 40) : null;
}

/**
 * Stores a callback durably, before the shop answers it (issue 33): a failure throws, and the route
 * answers 503 with Retry-After instead of an "Accepted" it could not keep. A validation has nothing
 * to apply: stored already applied, for the C2B reconciler.
 */
export async function recordCallback(db: Db, kind: InboxKind, body: unknown): Promise<number> {
  const [row] = await db
    .insert(paymentCallbacks)
    .values({
      kind,
      body: body ?? null,
      receipt: receiptOf(kind, body),
      appliedAt: kind === 'c2b_validation' ? new Date() : null,
    })
    .returning({ id: paymentCallbacks.id });
  return row.id;
}

/**
 * Marks a stored callback applied inside the transaction that applies its money, after the order row
 * is locked (one lock order everywhere: order, then inbox row, then payment). False when another
 * process applied it first: the caller then changes nothing.
 */
export async function claimCallback(tx: DbOrTx, id: number | undefined): Promise<boolean> {
  if (id === undefined) return true;
  const rows = await tx
    .update(paymentCallbacks)
    .set({ appliedAt: new Date() })
    .where(and(eq(paymentCallbacks.id, id), isNull(paymentCallbacks.appliedAt)))
    .returning({ id: paymentCallbacks.id });
  return rows.length > 0;
}

/** 5 s, 10 s, 20 s … at most 15 minutes between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

export type InboxHandlers = Record<
  Exclude<InboxKind, 'c2b_validation'>,
  (body: unknown, inboxId: number) => Promise<unknown>
>;

/**
 * Applies one stored callback. Its handler claims the row in the money's own transaction; a callback
 * the handler ignored (malformed, a duplicate, not ours) is marked applied afterwards, as there is
 * nothing more to do. A failure (a dropped connection, a deadlock) leaves the row for the retry job.
 */
export async function applyCallback(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  handlers: InboxHandlers,
  id: number,
): Promise<'applied' | 'failed' | 'gone'> {
  const [row] = await deps.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.id, id)).limit(1);
  if (!row || row.appliedAt || row.kind === 'c2b_validation') return 'gone';
  try {
    await handlers[row.kind](row.body, row.id);
    await claimCallback(deps.db, row.id);
    return 'applied';
  } catch (err) {
    // The database's own words (drizzle wraps them in "Failed query: <sql>"), never the values.
    const cause = (err as { cause?: unknown })?.cause;
    const raw = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
    const message = redactSecrets(raw).slice(0, 500);
    await deps.db
      .update(paymentCallbacks)
      .set({
        attempts: sql`${paymentCallbacks.attempts} + 1`,
        lastError: message,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts + 1)),
      })
      .where(eq(paymentCallbacks.id, row.id))
      .catch(() => undefined);
    deps.log.warn({ err, callbackId: row.id, kind: row.kind }, 'stored M-Pesa callback not applied yet; will retry');
    return 'failed';
  }
}

/** Callbacks newer than this are left to the request that stored them. */
export const INBOX_GRACE_MS = 5_000;

/** The retry job's tick: every stored callback still unapplied whose next attempt is due, oldest first. */
export async function retryCallbacks(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  handlers: InboxHandlers,
  now = Date.now(),
  limit = 200,
) {
  const due = await deps.db
    .select({ id: paymentCallbacks.id })
    .from(paymentCallbacks)
    .where(
      and(
        isNull(paymentCallbacks.appliedAt),
        lte(paymentCallbacks.nextAttemptAt, new Date(now)),
        lte(paymentCallbacks.receivedAt, new Date(now - INBOX_GRACE_MS)),
      ),
    )
    .orderBy(asc(paymentCallbacks.id))
    .limit(limit);
  let applied = 0;
  for (const { id } of due) if ((await applyCallback(deps, handlers, id)) === 'applied') applied++;
  return applied;
}
