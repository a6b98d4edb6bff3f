/**
 * Where a payment being watched is kept. Apart from the watcher so that the root layout, which
 * checks it on every page, does not ship the watcher to shoppers who are not paying.
 */
export const PAYMENT_WATCH_KEY = 'kenya-pc-shop.payment-watch';

/** Resumes a watch left by an earlier page, loading the watcher only when there is one. */
export function resumeWatchIfAny() {
  try {
    if (!sessionStorage.getItem(PAYMENT_WATCH_KEY)) return;
  } catch {
    return;
  }
  void import('./payment-watch').then((m) => m.resumePaymentWatch());
}
