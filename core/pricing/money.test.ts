import { describe, expect, it } from 'vitest';
import { formatKES, roundMoney, savingText } from './money';

describe('formatKES', () => {
  it("prints 'KES ' and Kenyan digit grouping", () => {
    expect(formatKES(45999)).toBe('KES 45,999');
    expect(formatKES(0)).toBe('KES 0');
  });

  it('shows two decimals whenever there are cents, none for whole amounts', () => {
    expect(formatKES(45999.5)).toBe('KES 45,999.50');
    expect(formatKES(1234567.5)).toBe('KES 1,234,567.50');
    expect(formatKES(29.99)).toBe('KES 29.99');
    expect(formatKES(0.1 + 0.2)).toBe('KES 0.30');
    expect(formatKES(100.0)).toBe('KES 100');
  });

  it('rounds to cents before choosing, so 45,999.999 is a whole 46,000', () => {
    expect(formatKES(45999.999)).toBe('KES 46,000');
    expect(formatKES(45999.001)).toBe('KES 45,999');
    expect(formatKES(-0.001)).toBe('KES 0');
  });

  it("shows 'KES 0' for anything that is not a number", () => {
    for (const v of [undefined, null, NaN, Infinity, 'abc', {}, '']) expect(formatKES(v)).toBe('KES 0');
  });

  it('accepts numeric strings the API may send for numeric columns', () => {
    expect(formatKES('12345')).toBe('KES 12,345');
  });
});

describe('roundMoney', () => {
  it('rounds to cents so sums do not drift', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(29.999)).toBe(30);
  });
});

describe('savingText (issue 20)', () => {
  it('says the saving when the compare-at price is above the price, and nothing otherwise', () => {
    expect(savingText(20_000, 24_000)).toBe('Save KES 4,000');
    expect(savingText(1999.5, 2100)).toBe('Save KES 100.50');
    expect(savingText(20_000, 20_000)).toBeUndefined();
    expect(savingText(20_000, null)).toBeUndefined();
    expect(savingText(20_000, undefined)).toBeUndefined();
  });
});
