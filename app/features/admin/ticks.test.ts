import { describe, expect, it } from 'vitest';
import { niceTicks, tickLabel } from './ticks';

describe('round axis ticks', () => {
  it('covers the highest day with round steps (not 146.5K)', () => {
    expect(niceTicks(0, 293_000)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(niceTicks(0, 293_000).map(tickLabel)).toEqual(['0', '100K', '200K', '300K']);
    expect(niceTicks(0, 825_400).map(tickLabel)).toEqual(['0', '200K', '400K', '600K', '800K', '1M']);
    expect(niceTicks(0, 7_300)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
  });

  it('goes below zero when refunds made a day negative', () => {
    expect(niceTicks(-40_000, 100_000)).toEqual([-50_000, 0, 50_000, 100_000]);
  });

  it('an empty period still has an axis', () => {
    expect(niceTicks(0, 0)).toEqual([0]);
  });
});
