import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import { paymentCallbacks } from '#db/schema';
import { c2bPaymentSchema } from '#core/schemas/payments';
import type { DarajaClient } from './daraja-client';
import { recordC2b } from './c2b';
import { retryDelayMs } from './inbox';
import type { PaymentDeps } from './service';

/** A validation with no confirmation this long after it is asked about; at most this many times. */
export const C2B_ASK_AFTER_MS = 60_000;
export const C2B_MAX_ASKS = 6;

export interface C2bReconcileDeps extends Pick<PaymentDeps, 'db' | 'log' | 'onPaid'> {
  daraja: Pick<DarajaClient, 'transactionStatus'>;
  /** The API operator; without one (sandbox or production not set up for it) nothing is asked. */
  initiator?: { name: string; credential: string };
  statusUrls: { resultUrl: string; timeoutUrl: string };
}

/**
 * Daraja sends a Paybill confirmation once and never again (reference §2.5). A validation the shop
 * accepted whose receipt, a minute later, has neither a confirmation stored nor a payment recorded is
 * asked about with the Transaction Status query; its result comes to the status URL (handleStatusResult).
 */
export async function reconcileC2b(deps: C2bReconcileDeps, now = Date.now()) {
  if (!deps.initiator) return 0;
  const v = paymentCallbacks;
  const due = await deps.db
    .select({ id: v.id, receipt: v.receipt, attempts: v.attempts })
    .from(v)
    .where(
      and(
        eq(v.kind, 'c2b_validation'),
        lt(v.receivedAt, new Date(now - C2B_ASK_AFTER_MS)),
        lte(v.nextAttemptAt, new Date(now)),
        lt(v.attempts, C2B_MAX_ASKS),
        sql`${v.receipt} is not null`,
        sql`not exists (select 1 from mpesa_payments p where p.receipt_number = ${v.receipt})`,
        sql`not exists (select 1 from payment_callbacks c where c.kind = 'c2b' and c.receipt = ${v.receipt})`,
      ),
    )
    .orderBy(asc(v.id))
    .limit(50);
  let asked = 0;
  for (const row of due) {
    let error: string | null = null;
    try {
      await deps.daraja.transactionStatus({
        transactionId: row.receipt!,
        initiator: deps.initiator.name,
        securityCredential: deps.initiator.credential,
        ...deps.statusUrls,
      });
      asked++;
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 300) : 'status query failed';
      deps.log.warn({ err, receipt: row.receipt }, 'M-Pesa Transaction Status query failed; will retry');
    }
    await deps.db
      .update(v)
      .set({
        attempts: row.attempts + 1,
        lastError: error,
        nextAttemptAt: new Date(now + retryDelayMs(row.attempts + 1) * 12),
      })
      .where(eq(v.id, row.id));
  }
  if (asked) deps.log.info({ asked }, 'asked M-Pesa about Paybill payments whose confirmation never came');
  return asked;
}

type Param = { Key?: string; Value?: unknown };

/**
 * A Transaction Status result (stored first, like every callback). Completed: the payment is recorded
 * from the validation the shop kept (its account and payer), with the amount M-Pesa states, exactly
 * as its confirmation would have been, and only once (the receipt). Anything else changes nothing: the
 * reconciler asks again later, up to C2B_MAX_ASKS times.
 */
export async function handleStatusResult(
  deps: Omit<C2bReconcileDeps, 'daraja' | 'statusUrls'>,
  body: unknown,
  inboxId: number,
) {
  const result = (body as { Result?: Record<string, unknown> })?.Result;
  const list = (result?.ResultParameters as { ResultParameter?: Param | Param[] })?.ResultParameter;
  const params = Array.isArray(list) ? list : list ? [list] : [];
  const param = (key: string) => params.find((p) => p?.Key === key)?.Value;
  const receipt = param('ReceiptNo');
  if (String(result?.ResultCode) !== '0' || param('TransactionStatus') !== 'Completed' || typeof receipt !== 'string')
    return deps.log.info({ code: String(result?.ResultCode ?? '') }, 'Transaction Status result: no completed payment');
  const [seen] = await deps.db
    .select({ body: paymentCallbacks.body })
    .from(paymentCallbacks)
    .where(and(eq(paymentCallbacks.kind, 'c2b_validation'), eq(paymentCallbacks.receipt, receipt)))
    .limit(1);
  const validation = c2bPaymentSchema.safeParse(seen?.body);
  const amount = Number(param('Amount'));
  if (!validation.success || Number(validation.data.TransAmount) !== amount)
    return deps.log.warn(
      { receipt },
      'Transaction Status result for no validation of ours, or another amount: ignored',
    );
  const c = validation.data;
  await recordC2b(
    deps,
    {
      receipt,
      amount,
      account: c.BillRefNumber.trim().slice(0, 40),
      phone: String(c.MSISDN ?? ''),
      payer: [c.FirstName, c.MiddleName, c.LastName].filter(Boolean).join(' ').slice(0, 120) || null,
    },
    inboxId,
  );
}
