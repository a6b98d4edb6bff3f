import { describe, expect, it } from 'vitest';
import { canMove, HOLDS_STOCK, nextStages, STAGE_MOVES, stockEffect, type StageActor } from './stages';
import { ORDER_STAGES, type OrderStage } from './stages';

const ACTORS: StageActor[] = ['system', 'admin', 'customer'];

/** The legal moves written out by hand, one line each: the table must say exactly these. */
const LEGAL = `
awaiting_payment paid system
awaiting_payment cancelled customer
awaiting_payment cancelled admin
awaiting_payment cancelled system
awaiting_payment expired system
paid processing admin
paid dispatched admin
paid delivered admin
paid collected admin
paid cancelled customer
paid cancelled admin
processing dispatched admin
processing delivered admin
processing collected admin
processing cancelled customer
processing cancelled admin
dispatched delivered admin
delivered paid admin
delivered processing admin
delivered dispatched admin
collected paid admin
collected processing admin
expired refunded admin
expired refunded system
cancelled refunded admin
cancelled refunded system
`
  .trim()
  .split('\n')
  .map((l) => l.trim());

describe('order stage moves', () => {
  const cases = ORDER_STAGES.flatMap((from) =>
    ORDER_STAGES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
  );
  it.each(cases)('%s → %s by %s', (from: OrderStage, to: OrderStage, actor: StageActor) => {
    expect(canMove(from, to, actor)).toBe(LEGAL.includes(`${from} ${to} ${actor}`));
  });

  it('lists no move twice and none to the same stage', () => {
    for (const [from, moves] of Object.entries(STAGE_MOVES)) {
      expect(Object.keys(moves)).not.toContain(from);
    }
    expect(cases.filter(([f, t, a]) => canMove(f, t, a))).toHaveLength(LEGAL.length);
  });

  it('a shopper can cancel only before dispatch, and nothing is final but refunded/expired without payment', () => {
    expect(ORDER_STAGES.filter((s) => canMove(s, 'cancelled', 'customer'))).toEqual([
      'awaiting_payment',
      'paid',
      'processing',
    ]);
    expect(nextStages('refunded', 'admin')).toEqual([]);
    expect(nextStages('dispatched', 'customer')).toEqual([]);
    expect(nextStages('paid', 'admin')).toEqual(['processing', 'dispatched', 'delivered', 'collected', 'cancelled']);
  });
});

describe('what a move does to the shelf (decision 052)', () => {
  it('returns stock when a held order is released, and only then', () => {
    expect(stockEffect('awaiting_payment', 'cancelled')).toBe('return');
    expect(stockEffect('paid', 'cancelled')).toBe('return');
    expect(stockEffect('processing', 'cancelled')).toBe('return');
    expect(stockEffect('awaiting_payment', 'expired')).toBe('return');
    // Goods that left the shop do not come back by a move, nor does the 'pending' toggle take stock twice.
    expect(stockEffect('paid', 'dispatched')).toBeNull();
    expect(stockEffect('delivered', 'paid')).toBeNull();
    expect(stockEffect('cancelled', 'refunded')).toBeNull();
    expect(stockEffect('awaiting_payment', 'paid')).toBeNull();
  });
  it('no legal move takes stock back from a released order: money arriving late never revives it', () => {
    for (const from of ['cancelled', 'expired', 'refunded'] as const)
      for (const to of HOLDS_STOCK) expect(canMove(from, to, 'system'), `${from}→${to}`).toBe(false);
  });
});
