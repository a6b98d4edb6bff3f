import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryName, PRODUCT_CATEGORIES } from './categories';
import { normalizeCategory } from './category-match';

describe('categories', () => {
  it('lists all and the 11 product categories of the spec', () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(PRODUCT_CATEGORIES).toHaveLength(11);
    expect(PRODUCT_CATEGORIES).not.toContain('all');
  });

  it('matches ids and names case-insensitively', () => {
    expect(normalizeCategory('MONITORS')).toBe('monitors');
    expect(normalizeCategory('Graphics Cards')).toBe('graphics-cards');
    expect(normalizeCategory('cpu cooling')).toBe('cpu-cooling');
  });

  it("maps the spec's aliases", () => {
    expect(normalizeCategory('graphics')).toBe('graphics-cards');
    expect(normalizeCategory('Graphics Card')).toBe('graphics-cards');
    expect(normalizeCategory('gaming-pcs')).toBe('gaming-pc');
  });

  it('names no category for unknown or blank input', () => {
    expect(normalizeCategory('toasters')).toBeUndefined();
    expect(normalizeCategory('  ')).toBeUndefined();
    expect(normalizeCategory(undefined)).toBeUndefined();
    // Found by the fuzz: GET /api/products?category=__proto__ answered 500.
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(normalizeCategory(key)).toBeUndefined();
  });

  it('gives display names', () => {
    expect(categoryName('power-supply')).toBe('Power Supply');
    expect(categoryName('all')).toBe('All Products');
  });
});
