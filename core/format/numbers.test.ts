import { describe, expect, it } from 'vitest';
import { groupCents, groupDigits } from './numbers';

describe('digit grouping without Intl (decision 078)', () => {
  const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Every length of number, both signs, halves that round, and values around each grouping step.
  const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 45_999, 99_999, 100_000, 999_999, 1_000_000];
  const values = [
    ...samples.flatMap((n) => [n, -n, n + 0.5, -(n + 0.5), n + 0.49, n + 0.005, n + 0.995, n + 0.125]),
    123_456_789.99,
    2 ** 40 + 0.5,
    Number.MAX_SAFE_INTEGER,
  ];

  // One deliberate difference: Intl writes a negative that rounds to zero as '-0'; this writes '0'.
  const intl = (f: Intl.NumberFormat, v: number) => f.format(v).replace(/^-(0(\.00)?)$/, '$1');

  it("groups as Intl's en-KE does, for whole amounts and for cents", () => {
    for (const v of values) {
      expect(groupDigits(v), String(v)).toBe(intl(whole, v));
      // Money is rounded to cents before it is shown (roundMoney): compare on such amounts.
      const c = Math.round(v * 100) / 100;
      if (Number.isSafeInteger(Math.round(Math.abs(c) * 100))) expect(groupCents(c), String(c)).toBe(intl(cents, c));
    }
  });

  it("writes zero as '0', never '-0'", () => {
    expect(groupDigits(-0.4)).toBe('0');
    expect(groupCents(-0.001)).toBe('0.00');
  });

  it('agrees with Intl on 20,000 random amounts of a shop', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const v = Math.round(random() * 10 ** (1 + (i % 9)) * 100) / 100;
      expect(groupDigits(v)).toBe(whole.format(v));
      expect(groupCents(v)).toBe(cents.format(v));
    }
  });
});
