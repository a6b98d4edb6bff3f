import { describe, expect, it } from 'vitest';
import { roundToEnding } from './price-ending';

describe('roundToEnding (issue 32, item 12)', () => {
  it('rounds 48,825 to the ending the owner chose', () => {
    expect(roundToEnding(48_825, 'none')).toBe(48_825);
    expect(roundToEnding(48_825.4, 'none')).toBe(48_825);
    expect(roundToEnding(48_825, 'nearest-10')).toBe(48_830);
    expect(roundToEnding(48_825, 'nearest-100')).toBe(48_800);
    expect(roundToEnding(48_825, 'end-99')).toBe(48_799);
    expect(roundToEnding(48_870, 'end-99')).toBe(48_899);
    expect(roundToEnding(48_899, 'end-99')).toBe(48_899);
  });
  it('never gives a positive price 0 or a negative one', () => {
    expect(roundToEnding(30, 'nearest-100')).toBe(100);
    expect(roundToEnding(30, 'end-99')).toBe(99);
    expect(roundToEnding(0, 'end-99')).toBe(0);
    expect(roundToEnding(-5, 'nearest-10')).toBe(0);
  });
});
