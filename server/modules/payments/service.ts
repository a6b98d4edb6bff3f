import { paymentFailed } from '#core/messages/api';
import { and, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { mpesaPayments, orders } from '#db/schema';
import { normalizeMpesaPhone, PAYMENT_MESSAGES } from '#core/payments/phone';
import { orderProgress, restAmountProblem } from '#core/orders/layaway';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { paybillAccount } from '#core/orders/account-number';
import { toPayment } from '../orders/serialize';
import { DarajaError, type DarajaClient } from './daraja-client';
import { orderLedger } from './ledger';
import { ledgerSums } from '#core/payments/ledger';
import { managesShop, type Role } from '#core/catalog/product-status';

/** A phone shows the PIN prompt for about a minute; another push within it would only confuse the shopper. */
export const PROMPT_WAIT_MS = 60_000;

// Server-side only: core/phone's messages ship in the /profile bundle, which is at its 150 KB budget.
const AMOUNT_NOT_CHOSEN = 'Only the rest of a layaway, once its deposit is paid, can be paid in an amount you choose';

export { toPayment };

export interface PaymentDeps {
  db: Db;
  daraja: DarajaClient;
  callbackUrl: string;
  log: {
    info(o: object | string, msg?: string): void;
    warn(o: object | string, msg?: string): void;
    error(o: object | string, msg?: string): void;
  };
  onPaid?: (orderId: number) => Promise<void>;
}

/**
 * Claims the right to prompt for an order: in one transaction with the order row locked, so two
 * pushes sent at the same moment see each other (the second waits for the lock, then finds the
 * first's claim) on PostgreSQL and PGlite alike. The claim is a pending payment without Daraja's ids yet.
 */
async function claimPrompt(db: Db, userId: number, orderId: number, phone: string, chosen?: number) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order || order.userId !== userId) throw notFound('Order not found');
    // An order past its time is not payable even before the reconciler has released its stock.
    if (order.status !== 'awaiting_payment' || (order.expiresAt && order.expiresAt.getTime() <= Date.now())) {
      throw conflict(PAYMENT_MESSAGES.orderNotPayable);
    }
    const [recent] = await tx
      .select({ id: mpesaPayments.id })
      .from(mpesaPayments)
      .where(
        and(
          eq(mpesaPayments.orderId, order.id),
          eq(mpesaPayments.status, 'pending'),
          gte(mpesaPayments.createdAt, new Date(Date.now() - PROMPT_WAIT_MS)),
        ),
      )
      .limit(1);
    if (recent) throw conflict(PAYMENT_MESSAGES.promptPending);
    // The next part of what is left (decision 037): at most KES 150,000, from the order's stored total.
    // What is paid is the ledger's sum (decision 052).
    const paid = ledgerSums((await orderLedger(tx, order.id)).map((l) => ({ kind: l.kind, amount: Number(l.amount) })));
    const deposit = order.depositAmount == null ? null : Number(order.depositAmount);
    const progress = orderProgress(Number(order.totalPrice), deposit, paid.amounts);
    if (!progress.next) throw conflict(PAYMENT_MESSAGES.orderNotPayable);
    let amount = progress.next.amount;
    if (chosen !== undefined) {
      // Only the rest of a layaway whose deposit is in is paid in amounts of the shopper's choosing (decision 039).
      if (!order.layaway || progress.depositLeft > 0) throw badRequest(AMOUNT_NOT_CHOSEN);
      const problem = restAmountProblem(progress.balance, chosen);
      if (problem) throw badRequest(problem);
      amount = chosen;
    }
    const [claim] = await tx.insert(mpesaPayments).values({ orderId: order.id, phone, amount }).returning();
    return { order, claim };
  });
}

/** Starts an STK push for an order of the caller that still awaits payment. */
export async function startStkPush(
  deps: PaymentDeps,
  userId: number,
  input: { orderId: number; phoneNumber: string; amount?: number },
) {
  const phone = normalizeMpesaPhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message);
  const { order, claim } = await claimPrompt(deps.db, userId, input.orderId, phone.phone, input.amount);

  let push;
  try {
    push = await deps.daraja.stkPush({
      amount: claim.amount,
      phone: phone.phone,
      callbackUrl: deps.callbackUrl,
      // The Paybill account number (with its check digit): what the shopper may type later to pay the rest.
      accountReference: paybillAccount(order.id),
      description: `Order ${order.id}`,
    });
  } catch (err) {
    // No prompt went out: the claim goes, so the shopper may try again at once.
    await deps.db.delete(mpesaPayments).where(eq(mpesaPayments.id, claim.id));
    deps.log.warn({ err, orderId: order.id }, 'STK push refused');
    throw new HttpError(502, paymentFailed(err instanceof DarajaError ? err.message : undefined));
  }
  const [payment] = await deps.db
    .update(mpesaPayments)
    .set({
      merchantRequestId: push.MerchantRequestID,
      checkoutRequestId: push.CheckoutRequestID,
      updatedAt: new Date(),
    })
    .where(eq(mpesaPayments.id, claim.id))
    .returning();
  return toPayment(payment);
}

export async function paymentForUser(db: DbOrTx, id: number, user: { id: number; isAdmin: boolean; role?: Role }) {
  const [row] = await db
    .select({ payment: mpesaPayments, userId: orders.userId })
    .from(mpesaPayments)
    .innerJoin(orders, eq(orders.id, mpesaPayments.orderId))
    .where(eq(mpesaPayments.id, id))
    .limit(1);
  if (!row || (row.userId !== user.id && !managesShop(user))) throw notFound(PAYMENT_MESSAGES.notFound);
  return toPayment(row.payment);
}
