import { describe, expect, it } from 'vitest';
import { canMove, nextStages, STAGE_MOVES, type StageActor } from './stages';
import { ORDER_STAGES, type OrderStage } from './stages';

const ACTORS: StageActor[] = ['system', 'admin', 'customer'];

/** The legal moves written out by hand, one line each: the table must say exactly these. */
const LEGAL = `
awaiting_payment paid system
awaiting_payment cancelled customer
awaiting_payment cancelled admin
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
expired paid system
cancelled paid system
cancelled refunded admin
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
