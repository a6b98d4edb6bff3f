/**
 * Returns and warranty requests (issue 30, decision 066): the states a request moves through, who may
 * open one and until when. Pure: the server checks with it, the screens show what it allows.
 */
export const RETURN_KINDS = ['return', 'warranty'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'resolved'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_OUTCOMES = ['repair', 'replacement', 'refund'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
export type ReturnAction = 'approve' | 'decline' | 'receive' | 'resolve';

/** requested → approved | declined → received → resolved: every other step is refused. */
const STEPS: Record<ReturnAction, { from: ReturnStatus; to: ReturnStatus }> = {
  approve: { from: 'requested', to: 'approved' },
  decline: { from: 'requested', to: 'declined' },
  receive: { from: 'approved', to: 'received' },
  resolve: { from: 'received', to: 'resolved' },
};

/** The status after an action, or null when the action is not allowed from `status`. */
export function nextReturnStatus(status: ReturnStatus, action: ReturnAction): ReturnStatus | null {
  return STEPS[action].from === status ? STEPS[action].to : null;
}

/** What the owner may do next with a request in `status`. */
export const returnActions = (status: ReturnStatus): ReturnAction[] =>
  (Object.keys(STEPS) as ReturnAction[]).filter((a) => STEPS[a].from === status);

/** A request still open: it blocks a second request for the same lines. */
export const returnOpen = (status: ReturnStatus) => status !== 'declined' && status !== 'resolved';

/**
 * Only a refund puts the returned units back on the shelf: a repair goes back to the shopper, and a
 * replacement swaps the faulty unit (back to the maker) for one from the shelf, so the count is unchanged.
 */
export const restocks = (outcome: ReturnOutcome) => outcome === 'refund';

const DAY = 24 * 60 * 60 * 1000;

/** When the return window closes: `days` full days after the goods reached the shopper. */
export const returnWindowEnd = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

/** When a warranty of `months` ends, counted from delivery (the same day of the month, clamped). */
export function warrantyEnd(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export type ReturnRefusal = 'notDelivered' | 'windowClosed' | 'noWarranty' | 'warrantyEnded';

/**
 * Whether a request of `kind` may be opened now: a return within the window after delivery, a warranty
 * request while every chosen line is under warranty. `from` is when the goods reached the shopper
 * (delivery or collection; the paid date for an order that never recorded one); null: not yet.
 */
export function requestRefusal(input: {
  kind: ReturnKind;
  from: Date | null;
  now: Date;
  windowDays: number;
  /** The warranty months of each chosen line (null: none stated). */
  warrantyMonths: readonly (number | null)[];
}): ReturnRefusal | null {
  if (!input.from) return 'notDelivered';
  if (input.kind === 'return')
    return input.now <= returnWindowEnd(input.from, input.windowDays) ? null : 'windowClosed';
  if (input.warrantyMonths.some((m) => !m)) return 'noWarranty';
  const ended = input.warrantyMonths.some((m) => input.now > warrantyEnd(input.from!, m!));
  return ended ? 'warrantyEnded' : null;
}
