import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock';

describe('stockLevel', () => {
  it('is out of stock at 0, low from 1 to 5, in stock above', () => {
    expect(stockLevel(0)).toBe('out-of-stock');
    expect(stockLevel(1)).toBe('low-stock');
    expect(stockLevel(5)).toBe('low-stock');
    expect(stockLevel(6)).toBe('in-stock');
  });

  it('treats a negative or missing count as out of stock', () => {
    expect(stockLevel(-1)).toBe('out-of-stock');
    expect(stockLevel(NaN)).toBe('out-of-stock');
  });
});
