import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { paymentFailedToast } from './pay';
import { PAYMENT_WATCH_KEY as KEY } from './payment-watch-key';
import type { Payment } from './types';

export const ORDER_PLACED = { title: 'Order placed successfully', description: 'Thank you for your purchase!' } as const;

const POLL_MS = 3000;
// Past this the shopper has long put the phone down; My Orders keeps showing the live status.
const WATCH_FOR_MS = 3 * 60_000;

interface Watched {
  id: number;
  since: number;
}

let running = false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  if (running || !read()) return;
  running = true;
  try {
    // Read each round: a newer payment started meanwhile replaces the one watched.
    for (let watched = read(); watched && Date.now() - watched.since < WATCH_FOR_MS; watched = read()) {
      await sleep(POLL_MS);
      let payment: Payment;
      try {
        payment = await api<Payment>(`/api/payments/${watched.id}`);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return; // signed out or not ours
        continue; // offline for a moment: ask again
      }
      if (payment.status === 'paid') return void toast({ ...ORDER_PLACED, duration: 8000 });
      if (payment.status !== 'pending') {
        return paymentFailedToast(payment.resultDesc ?? 'No answer from M-Pesa', 8000);
      }
    }
  } finally {
    sessionStorage.removeItem(KEY);
    running = false;
  }
}
