import { and, eq, lt } from 'drizzle-orm';
import { mpesaPayments } from '#db/schema';
import type { PaymentDeps } from './service';
import { settlePayment } from './settle';

/** Pending payments whose prompt is older than this are asked about; past the last, given up. */
export const RECONCILE_AFTER_MS = 30_000;
export const GIVE_UP_AFTER_MS = 5 * 60_000;
const GAVE_UP = 'No answer from M-Pesa in time';

/**
 * Asks Daraja about payments whose callback has not come (sandbox callbacks are often late or lost).
 * One given up on is marked expired; a success that still arrives later is recorded (settlePayment).
 */
export async function reconcilePayments(deps: PaymentDeps, now = Date.now()) {
  const due = await deps.db
    .select()
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.status, 'pending'), lt(mpesaPayments.createdAt, new Date(now - RECONCILE_AFTER_MS))));
  let settled = 0;
  for (const p of due) {
    const overdue = now - p.createdAt.getTime() > GIVE_UP_AFTER_MS;
    try {
      const result = p.checkoutRequestId ? await deps.daraja.query(p.checkoutRequestId) : { pending: true as const };
      let changed = false;
      if (!result.pending) {
        // The status query is our own authenticated call: its ResultCode 0 is trusted without a receipt.
        changed = await settlePayment(
          deps,
          p.id,
          result.ResultCode === 0
            ? { paid: true, receipt: null, desc: result.ResultDesc, code: 0 }
            : { paid: false, code: result.ResultCode, desc: result.ResultDesc },
        );
      } else if (overdue) {
        changed = await settlePayment(deps, p.id, { paid: false, code: null, desc: GAVE_UP });
      }
      if (changed) settled++;
    } catch (err) {
      deps.log.warn({ err, paymentId: p.id }, 'M-Pesa status query failed; will retry');
      // A query that keeps failing must not hold the payment open for ever.
      if (overdue && (await settlePayment(deps, p.id, { paid: false, code: null, desc: GAVE_UP }))) settled++;
    }
  }
  return settled;
}
