/**
 * The life of an order (decisions 004 and 021): one list of stages that the database's enum, the `/api`
 * schemas (whose field is still called `status`, as the spec's contract names it) and the screens read.
 */
export const ORDER_STAGES = [
  'awaiting_payment',
  'paid',
  'processing',
  'dispatched',
  'delivered',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Stages that count as paid money the shop keeps (revenue, reviews, receipts). */
export const PAID_STAGES: readonly OrderStage[] = ['paid', 'processing', 'dispatched', 'delivered', 'collected'];
/** The spec's 'completed': the goods reached the shopper. */
export const DONE_STAGES: readonly OrderStage[] = ['delivered', 'collected'];

/** Who moves an order: the payment flow and sweeps ('system'), the shop ('admin'), its buyer ('customer'). */
export type StageActor = 'system' | 'admin' | 'customer';

/**
 * Every legal move of an order and who may make it (decision 021); anything not listed is refused.
 * A few moves need more than the table says, checked where the move is made: dispatched needs a
 * courier and tracking reference or a rider's phone, refunded needs the refund's M-Pesa reference
 * and an order that was paid, and the move back from delivered/collected (the spec's 'pending'
 * toggle) returns to the stage the order had before.
 */
export const STAGE_MOVES: Readonly<Record<OrderStage, Partial<Record<OrderStage, readonly StageActor[]>>>> = {
  // The system cancels a layaway at its due date and an order deleted unpaid.
  awaiting_payment: { paid: ['system'], cancelled: ['customer', 'admin', 'system'], expired: ['system'] },
  paid: {
    processing: ['admin'],
    dispatched: ['admin'],
    delivered: ['admin'],
    collected: ['admin'],
    cancelled: ['customer', 'admin'],
  },
  processing: { dispatched: ['admin'], delivered: ['admin'], collected: ['admin'], cancelled: ['customer', 'admin'] },
  dispatched: { delivered: ['admin'] },
  delivered: { paid: ['admin'], processing: ['admin'], dispatched: ['admin'] },
  collected: { paid: ['admin'], processing: ['admin'] },
  // Money that lands after the order was released never brings it back (decision 052, replacing 004's
  // late take): it is recorded in the ledger and is refund due; once all is given back, it is refunded.
  expired: { refunded: ['admin', 'system'] },
  cancelled: { refunded: ['admin', 'system'] },
  refunded: {},
};

export function canMove(from: OrderStage, to: OrderStage, actor: StageActor): boolean {
  return STAGE_MOVES[from][to]?.includes(actor) ?? false;
}

/** The stages an actor may move an order on to from where it is. */
export function nextStages(from: OrderStage, actor: StageActor): OrderStage[] {
  return (Object.entries(STAGE_MOVES[from]) as [OrderStage, readonly StageActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** Stages whose order still holds stock taken from the shelf. */
export const HOLDS_STOCK: readonly OrderStage[] = ['awaiting_payment', 'paid', 'processing'];
/** Stages in which an order gave its stock back (goods that left the shop never come back by a move). */
const RELEASED: readonly OrderStage[] = ['cancelled', 'expired', 'refunded'];

/**
 * What a move does to the shelf (decision 052): leaving a stage that holds stock for a released one
 * returns it; coming back from a released stage to one that holds stock takes it again. Moves between
 * the shop's own stages (paid, dispatched, delivered, the 'pending' toggle) leave it alone.
 */
export function stockEffect(from: OrderStage, to: OrderStage): 'take' | 'return' | null {
  if (HOLDS_STOCK.includes(from) && RELEASED.includes(to)) return 'return';
  if (RELEASED.includes(from) && HOLDS_STOCK.includes(to)) return 'take';
  return null;
}

/** Stages the shopper is told about by e-mail. */
export const MAILED_STAGES: readonly OrderStage[] = [
  'paid',
  'dispatched',
  'delivered',
  'collected',
  'cancelled',
  'refunded',
];

/** The labels live in the message catalogue (core/messages/stages.ts, decision 072). */
export { STAGE_LABEL_EN as STAGE_LABELS } from '../messages/stages';

/** Receipt numbers come from a gap-free counter; this is how they are written. */
export const receiptNumber = (n: number) => `RCT-${String(n).padStart(6, '0')}`;
