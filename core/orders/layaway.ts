import { amountDue, paymentProgress, splitIntoPayments, type PaymentProgress } from './payment-plan';
import { MPESA_MIN_AMOUNT } from '../payments/phone';
import { formatKES } from '../pricing/money';
import { formatDate } from '../format/dates';
import type { LayawayPolicy, LayawayRules } from './layaway-settings';

/**
 * Layaway (issue 21 point 3, decision 039): the shopper pays a deposit now and the rest within a
 * period, in as many M-Pesa payments as they like; the stock is held for them meanwhile. Every figure
 * is whole shillings, worked from the order's stored total like the several-payments sums (037).
 */
export { DEFAULT_LAYAWAY, LAYAWAY_POLICIES, type LayawayPolicy, type LayawayRules } from './layaway-settings';

/** Reminders go this many days before the due date (a week and a day). */
export const REMINDER_DAYS = [7, 1] as const;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The deposit of a total: the percent of what the order asks, rounded UP to a whole shilling (the
 * shop never takes less than the percent it states), at least M-Pesa's minimum, at most the total.
 * Worked in integers: due is whole, so due × percent is exact.
 */
export function depositFor(total: number, percent: number): number {
  const due = amountDue(total);
  const pct = Math.round(percent);
  const deposit = Math.floor((due * pct + 99) / 100);
  return Math.min(due, Math.max(MPESA_MIN_AMOUNT, deposit));
}

/** Whether an order of this total may be put on layaway: on, and it holds a layaway product or reaches the minimum. */
export function layawayApplies(rules: LayawayRules, order: { total: number; hasLayawayProduct: boolean }): boolean {
  if (!rules.layawayEnabled) return false;
  const due = amountDue(order.total);
  const byValue = rules.layawayMinTotal > 0 && due >= rules.layawayMinTotal;
  // A deposit that is the whole total is no layaway.
  return (order.hasLayawayProduct || byValue) && depositFor(order.total, rules.layawayDepositPercent) < due;
}

/** The due date: the period's days after the order was placed (to the minute: the job runs every few seconds). */
export const layawayDueAt = (placedAt: Date, days: number) => new Date(placedAt.getTime() + days * DAY_MS);

/** When the reminder `daysBefore` the due date is due. */
export const reminderAt = (dueAt: Date, daysBefore: number) => new Date(dueAt.getTime() - daysBefore * DAY_MS);

/** What the checkout states before the shopper agrees (English; the storefront has the Kiswahili). */
export function policyText(policy: LayawayPolicy, days: number): string {
  return policy === 'refund'
    ? `If the rest is not paid within ${days} days, the order is cancelled and the money paid is refunded.`
    : `If the rest is not paid within ${days} days, the order is cancelled and the money paid is kept by the shop.`;
}

/** The cart's second choice: 'Pay a deposit of KES 73,500 now'. */
export const depositChoiceText = (deposit: number) => `Pay a deposit of ${formatKES(deposit)} now`;

/** The reminder mail's subject and first line. */
export function reminderLines(o: { number: string; balance: number; dueAt: Date; daysBefore: number }) {
  const when = o.daysBefore === 1 ? 'tomorrow' : `in ${o.daysBefore} days`;
  return {
    subject: `Layaway ${o.number}: ${formatKES(o.balance)} left to pay by ${formatDate(o.dueAt)}`,
    first: `Your layaway ${o.number} is due ${when}, on ${formatDate(o.dueAt)}: ${formatKES(o.balance)} is left to pay.`,
  };
}

/**
 * A layaway's progress: until the deposit is in, the next prompt asks what is left of the deposit (in
 * parts of at most KES 150,000); after, the rest as for any order. `depositLeft` is 0 once paid.
 */
export function layawayProgress(
  total: number,
  deposit: number,
  paidAmounts: readonly number[],
): PaymentProgress & { depositLeft: number } {
  const progress = paymentProgress(total, paidAmounts);
  const depositLeft = Math.max(0, Math.min(deposit, progress.due) - progress.received);
  if (depositLeft === 0) return { ...progress, depositLeft };
  const parts = splitIntoPayments(depositLeft);
  const done = paidAmounts.length;
  return { ...progress, depositLeft, next: { amount: parts[0], number: done + 1, of: done + parts.length } };
}

/**
 * A shopper paying the rest of a layaway chooses the amount: whole shillings, KES 10 to KES 150,000,
 * and no more than what is left (a balance below KES 10 is asked as 10, as for any order). Returns the
 * reason it is refused, or null.
 */
export function restAmountProblem(balance: number, amount: number): string | null {
  const max = Math.min(150_000, Math.max(balance, MPESA_MIN_AMOUNT));
  if (!Number.isInteger(amount)) return 'Enter the amount in whole shillings';
  if (amount < MPESA_MIN_AMOUNT || amount > max)
    return `Enter an amount from ${formatKES(MPESA_MIN_AMOUNT)} to ${formatKES(max)}`;
  return null;
}

/** Any order's progress: a layaway's (deposit first) when it has a deposit, the plain sums otherwise. */
export const orderProgress = (total: number, deposit: number | null, paidAmounts: readonly number[]) =>
  deposit != null
    ? layawayProgress(total, deposit, paidAmounts)
    : { ...paymentProgress(total, paidAmounts), depositLeft: 0 };

/** The reminder's line on what happens at the due date. */
export const expiryLine = (policy: LayawayPolicy, dueAt: Date) =>
  `If the rest is not paid by ${formatDate(dueAt)}, the order is cancelled and the money paid is ${policy === 'keep' ? 'kept by the shop' : 'refunded'}.`;

export { expiredNote, expiredNoteRecord } from './layaway-note';
