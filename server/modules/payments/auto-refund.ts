import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { autoRefunds, mpesaPayments, orders } from '#db/schema';
import { B2C_MAX_AMOUNT, B2C_MIN_AMOUNT, type AutoRefundMode } from '#core/payments/auto-refund';
import { normalizeMpesaPhone } from '#core/payments/phone';
import { lockOrder } from '../orders/stages';
import { orderNumber } from '../orders/serialize';
import { moneyOf, type LedgerRow } from './ledger';
import type { DarajaClient } from './daraja-client';
import { DarajaError } from './daraja-client-error';
import { failAutoRefund } from './auto-refund-result';
import type { PaymentDeps } from './service';

/**
 * Automatic refunds (issue 33, decision 060): when the owner turns them on, an order's refund due
 * (cancelled part payments, deposits, over-payments, late payments) is asked of Daraja — a B2C payment
 * to the payer's phone, or a Reversal of the M-Pesa receipt. One request per order at a time; its
 * Result (auto-refund-result.ts) writes the ledger row. A failure waits for the owner.
 */
export interface AutoRefundDeps extends Pick<PaymentDeps, 'db' | 'log'> {
  daraja: Pick<DarajaClient, 'b2cPayment' | 'reversal'>;
  mode: () => Promise<AutoRefundMode>;
  /** The API operator; without one (sandbox or production not set up for it) nothing is asked. */
  initiator?: { name: string; credential: string };
  refundUrls: { resultUrl: string; timeoutUrl: string };
}

type Plan = { amount: number; phone?: string; receipt?: string };
type AutoRefundRow = typeof autoRefunds.$inferSelect;

/** B2C: the phone that paid by STK (C2B numbers come masked), else the order's own; whole shillings. */
async function b2cPlan(tx: DbOrTx, order: { id: number; phone: string | null }, due: number): Promise<Plan | null> {
  const amount = Math.min(Math.floor(due), B2C_MAX_AMOUNT);
  if (amount < B2C_MIN_AMOUNT) return null;
  const [paid] = await tx
    .select({ phone: mpesaPayments.phone })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.orderId, order.id),
        eq(mpesaPayments.status, 'paid'),
        sql`${mpesaPayments.phone} ~ '^254[17][0-9]{8}$'`,
      ),
    )
    .orderBy(desc(mpesaPayments.id))
    .limit(1);
  const own = order.phone ? normalizeMpesaPhone(order.phone) : null;
  const number = paid?.phone ?? (own?.ok ? own.phone : null);
  return number ? { amount, phone: number } : null;
}

/** Reversal: the newest M-Pesa payment not reversed yet, for at most what it was. */
function reversalPlan(rows: LedgerRow[], asked: AutoRefundRow[], due: number): Plan | null {
  const taken = new Set(asked.filter((r) => r.status !== 'failed' && r.receipt).map((r) => r.receipt));
  const payment = [...rows]
    .reverse()
    .find(
      (r) => Number(r.amount) > 0 && r.reference && ['stk', 'paybill'].includes(r.channel) && !taken.has(r.reference),
    );
  if (!payment) return null;
  const amount = Math.floor(Math.min(due, Number(payment.amount)));
  return amount >= 1 ? { amount, receipt: payment.reference! } : null;
}

/** Plans one request and stores it as pending, with the order locked: two callers never both ask. */
async function plan(db: Db, orderId: number, mode: 'b2c' | 'reversal') {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const money = await moneyOf(tx, order);
    if (money.refundDue <= 0) return null;
    const asked = await tx
      .select()
      .from(autoRefunds)
      .where(eq(autoRefunds.orderId, orderId))
      .orderBy(desc(autoRefunds.id));
    if (asked.some((r) => r.status === 'pending')) return null;
    // A failure is the owner's to look at: asked again only once money has moved since.
    const failed = asked.find((r) => r.status === 'failed');
    const lastMoved = money.rows.at(-1)?.createdAt;
    if (failed && (!lastMoved || failed.createdAt >= lastMoved)) return null;
    const p =
      mode === 'b2c' ? await b2cPlan(tx, order, money.refundDue) : reversalPlan(money.rows, asked, money.refundDue);
    if (!p) return null;
    const [row] = await tx
      .insert(autoRefunds)
      .values({ orderId, channel: mode, originatorId: `KPC-${randomUUID()}`, ...p })
      .returning();
    return row;
  });
}

/** Asks Daraja to give back an order's refund due, if the owner turned it on; 'sent', 'failed' or 'none'. */
export async function requestAutoRefund(deps: AutoRefundDeps, orderId: number): Promise<'sent' | 'failed' | 'none'> {
  const mode = await deps.mode();
  if (mode === 'off' || !deps.initiator) return 'none';
  const row = await plan(deps.db, orderId, mode);
  if (!row) return 'none';
  const who = { initiator: deps.initiator.name, securityCredential: deps.initiator.credential, ...deps.refundUrls };
  const number = orderNumber(orderId);
  try {
    const ack =
      row.channel === 'b2c'
        ? await deps.daraja.b2cPayment({
            ...who,
            originatorId: row.originatorId,
            amount: Number(row.amount),
            phone: row.phone!,
            remarks: `Refund ${number}`,
            occasion: number,
          })
        : await deps.daraja.reversal({
            ...who,
            receipt: row.receipt!,
            amount: Number(row.amount),
            remarks: `Refund ${number}`,
          });
    await deps.db
      .update(autoRefunds)
      .set({ conversationId: ack.ConversationID ?? null })
      .where(eq(autoRefunds.id, row.id));
    deps.log.info({ orderId, channel: row.channel, amount: Number(row.amount) }, 'automatic refund asked of M-Pesa');
    return 'sent';
  } catch (err) {
    const code = err instanceof DarajaError ? err.code : 'unreachable';
    const desc = err instanceof Error ? err.message.slice(0, 300) : 'M-Pesa could not be reached';
    deps.log.warn({ err, orderId, channel: row.channel }, 'automatic refund not accepted by M-Pesa');
    await failAutoRefund(deps, row.id, code, desc);
    return 'failed';
  }
}

/**
 * The auto-refunds job's sweep: orders holding money they may not keep (released with money on them,
 * or paid beyond their total) and nothing pending. requestAutoRefund decides exactly, order by order.
 */
export async function autoRefundSweep(deps: AutoRefundDeps, limit = 50) {
  if ((await deps.mode()) === 'off' || !deps.initiator) return 0;
  const held = sql`(select sum(l.amount) from payment_ledger l where l.order_id = ${orders.id})`;
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`${held} > 0`,
        sql`(${inArray(orders.status, ['cancelled', 'expired', 'refunded'])} or ${held} > ceil(${orders.totalPrice}))`,
        sql`not exists (select 1 from auto_refunds a where a.order_id = ${orders.id}
          and (a.status = 'pending' or a.created_at >= (select max(l.created_at) from payment_ledger l where l.order_id = ${orders.id})))`,
        // A layaway whose policy kept all it received owes nothing; one that kept its deposit, what is beyond it.
        sql`(${orders.layawayOutcome} is distinct from 'kept' or ${held} > coalesce(${orders.layawayKept}, ${held}))`,
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
  let sent = 0;
  for (const { id } of due) if ((await requestAutoRefund(deps, id)) === 'sent') sent++;
  return sent;
}
