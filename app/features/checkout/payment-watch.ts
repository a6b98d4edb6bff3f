import { formatKES } from '#core/pricing/money';
import type { Order } from '#core/schemas/orders';
import type { Payment } from '#core/schemas/payments';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { tNow } from '~/lib/i18n/i18n';
import { mpesaReason } from '~/lib/i18n/mpesa-reason';
import { paymentFailedToast } from './pay';
import { PAYMENT_WATCH_KEY as KEY } from './payment-watch-key';

/*
 * Waiting for M-Pesa's answer in the browser: pollPayments, the one loop that asks about payments
 * (My Orders uses it too), and the watcher that tells the outcome wherever the shopper is after
 * checkout. Loaded only when a payment is pending.
 */

/** How often a pending M-Pesa payment is asked about. */
export const POLL_MS = 3000;

export type PollOutcome =
  { kind: 'settled'; payment: Payment } | { kind: 'timeout' } | { kind: 'refused' } | { kind: 'aborted' };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The one loop that waits for M-Pesa's answer: asks GET /api/payments/:id about each payment every
 * POLL_MS until one is no longer pending, the time `until` has passed, or `signal` aborts. A network
 * failure or a 5xx is asked again; a 4xx (signed out, not the caller's payment) ends it.
 */
export async function pollPayments(
  ids: readonly number[],
  { until, signal, intervalMs = POLL_MS }: { until: number; signal?: AbortSignal; intervalMs?: number },
): Promise<PollOutcome> {
  while (Date.now() < until) {
    await sleep(intervalMs, signal);
    if (signal?.aborted) return { kind: 'aborted' };
    try {
      const payments = await Promise.all(ids.map((id) => api<Payment>(`/api/payments/${id}`, { signal })));
      const settled = payments.find((p) => p.status !== 'pending');
      if (settled) return { kind: 'settled', payment: settled };
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted' };
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { kind: 'refused' };
    }
  }
  return { kind: 'timeout' };
}

/** A part of an order paid in several payments (decision 037): says what is left instead of 'Order placed'. */
async function partPaid(payment: Payment): Promise<{ title: string; description: string } | null> {
  if (payment.orderId == null) return null;
  const order = await api<Order>(`/api/orders/${payment.orderId}`).catch(() => null);
  if (!order || order.is_paid || order.balance <= 0) return null;
  return {
    title: tNow('pay.receivedTitle'),
    description: tNow('pay.receivedText', { paid: formatKES(order.amount_paid), balance: formatKES(order.balance) }),
  };
}

// Past this the shopper has long put the phone down; My Orders keeps showing the live status.
const WATCH_FOR_MS = 3 * 60_000;

interface Watched {
  id: number;
  since: number;
}

let current: { id: number; controller: AbortController } | null = null;

function read(): Watched | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Watched | null;
    return saved && Number.isInteger(saved.id) && Number.isFinite(saved.since) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * After the PIN prompt is sent the shopper is taken home (spec: checkout), so the outcome is told
 * wherever they are: 'Order placed successfully' once M-Pesa confirms, 'Payment failed' otherwise.
 * Kept in sessionStorage so a reload does not lose it.
 */
export function watchPayment(paymentId: number) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: paymentId, since: Date.now() } satisfies Watched));
  } catch {
    return; // Private mode without storage: My Orders still shows the status.
  }
  void resumePaymentWatch();
}

/** Picks up a watch left by an earlier page (the root layout loads this module only when one is). */
export async function resumePaymentWatch() {
  const watched = read();
  if (!watched || current?.id === watched.id) return;
  // A newer payment replaces the one watched.
  current?.controller.abort();
  const mine = (current = { id: watched.id, controller: new AbortController() });
  const outcome = await pollPayments([watched.id], {
    until: watched.since + WATCH_FOR_MS,
    signal: mine.controller.signal,
  });
  if (outcome.kind === 'aborted') return;
  current = null;
  sessionStorage.removeItem(KEY);
  if (outcome.kind !== 'settled') return; // timed out, or signed out: My Orders shows the state
  if (outcome.payment.status === 'paid')
    toast({
      ...((await partPaid(outcome.payment)) ?? { title: tNow('pay.placedTitle'), description: tNow('pay.placedText') }),
      duration: 8000,
    });
  else paymentFailedToast(mpesaReason(tNow, outcome.payment) ?? tNow('pay.noAnswer'), 8000);
}
