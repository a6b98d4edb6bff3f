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

/**
 * The order just paid for, shown by the confirmation panel on whatever page checkout lands on (issue
 * 32, item 3): `/` for one prompt, My Orders for a split or a layaway. Root reads it on every page
 * and loads the panel only when there is one.
 */
export const CONFIRMATION_KEY = 'kenya-pc-shop.confirmation';
export const CONFIRMATION_EVENT = 'kenya-pc-shop:confirmation';

export interface Confirmation {
  orderId: number;
  number: string;
}

export function readConfirmation(): Confirmation | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null') as Confirmation | null;
    return saved && Number.isInteger(saved.orderId) && typeof saved.number === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** Remembers the order (null: forgets it) and tells the root layout, which shows or hides the panel. */
export function setConfirmation(value: Confirmation | null) {
  try {
    if (value) sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(CONFIRMATION_KEY);
  } catch {
    // Private mode without storage: My Orders still shows the order and its status.
  }
  window.dispatchEvent(new Event(CONFIRMATION_EVENT));
}
