import { and, eq, isNull, or } from 'drizzle-orm';
import { autoRefunds } from '#db/schema';
import { recordAudit } from '../audit/service';
import { recordGivenBack } from '../orders/fulfilment';
import { lockOrder, SYSTEM } from '../orders/stages';
import { claimCallback } from './inbox';
import { moneyOf } from './ledger';
import type { PaymentDeps } from './service';

type Deps = Pick<PaymentDeps, 'db' | 'log'>;

/**
 * A request Daraja did not take, or a failed Result: the refund due stays, the owner is told (an audit
 * row, and the admin's order shows it with M-Pesa's reason). Only a pending request fails: a Result
 * repeated after the outcome changes nothing.
 */
export async function failAutoRefund(deps: Deps, id: number, code: string, desc: string, inboxId?: number) {
  const [row] = await deps.db.select().from(autoRefunds).where(eq(autoRefunds.id, id)).limit(1);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, row.orderId);
    if (!(await claimCallback(tx, inboxId))) return;
    const failed = await tx
      .update(autoRefunds)
      .set({ status: 'failed', resultCode: code.slice(0, 40), resultDesc: desc.slice(0, 300), completedAt: new Date() })
      .where(and(eq(autoRefunds.id, id), eq(autoRefunds.status, 'pending')))
      .returning({ id: autoRefunds.id });
    if (!failed.length) return;
    await recordAudit(tx, {
      actorId: null,
      entity: 'order',
      entityId: row.orderId,
      action: 'auto-refund-failed',
      after: { channel: row.channel, amount: Number(row.amount), code, reason: desc },
    });
  });
  deps.log.warn(
    { orderId: row.orderId, channel: row.channel, code },
    'automatic refund failed: refund due left for the owner',
  );
}

type Param = { Key?: string; Value?: unknown };

/**
 * A B2C or Reversal Result (stored first, like every callback). Matched to its request by Daraja's
 * ConversationID (or B2C's OriginatorConversationID, ours). Success: the ledger's refund row, with
 * M-Pesa's receipt, in the transaction that moves the order to refunded or mails the shopper — once,
 * whatever Daraja repeats. Returns the order to look at again (more may be due), if any.
 */
export async function handleRefundResult(deps: Deps, body: unknown, inboxId: number): Promise<number | undefined> {
  const r = (body as { Result?: Record<string, unknown> })?.Result;
  const conversation = typeof r?.ConversationID === 'string' ? r.ConversationID : '';
  const originator = typeof r?.OriginatorConversationID === 'string' ? r.OriginatorConversationID : '';
  if (!conversation && !originator) return void deps.log.warn('refund Result without a conversation id: ignored');
  const [row] = await deps.db
    .select()
    .from(autoRefunds)
    .where(or(eq(autoRefunds.conversationId, conversation), eq(autoRefunds.originatorId, originator)))
    .limit(1);
  if (!row) {
    // The Result can overtake the storing of its acknowledgement: retried (payment-inbox job) while one waits.
    const [waiting] = await deps.db
      .select({ id: autoRefunds.id })
      .from(autoRefunds)
      .where(and(eq(autoRefunds.status, 'pending'), isNull(autoRefunds.conversationId)))
      .limit(1);
    if (waiting) throw new Error('refund Result before its request was acknowledged; will retry');
    return void deps.log.warn('refund Result for no request of ours: ignored');
  }
  const code = String(r?.ResultCode ?? '');
  const desc = String(r?.ResultDesc ?? '').slice(0, 300);
  if (code !== '0') {
    await failAutoRefund(deps, row.id, code, desc, inboxId);
    return undefined;
  }
  const list = (r?.ResultParameters as { ResultParameter?: Param | Param[] } | undefined)?.ResultParameter;
  const params = Array.isArray(list) ? list : list ? [list] : [];
  const receipt =
    (typeof r?.TransactionID === 'string' && r.TransactionID) ||
    String(params.find((p) => p?.Key === 'TransactionReceipt')?.Value ?? row.originatorId);
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, row.orderId);
    if (!(await claimCallback(tx, inboxId))) return false;
    // Money M-Pesa says went out is recorded even after a failure was noted (a lost acknowledgement).
    const updated = await tx
      .update(autoRefunds)
      .set({ status: 'succeeded', resultCode: code, resultDesc: desc, reference: receipt, completedAt: new Date() })
      .where(and(eq(autoRefunds.id, row.id), or(eq(autoRefunds.status, 'pending'), eq(autoRefunds.status, 'failed'))))
      .returning({ id: autoRefunds.id });
    if (!updated.length) return false;
    const money = await moneyOf(tx, order);
    const amount = Number(row.amount);
    if (amount > money.refundDue)
      deps.log.error({ orderId: order.id, amount, due: money.refundDue }, 'automatic refund beyond the refund due');
    await recordGivenBack(tx, order, money.net, { amount, reference: receipt, channel: row.channel }, SYSTEM);
    return true;
  });
  return done ? row.orderId : undefined;
}
