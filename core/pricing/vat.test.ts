import { describe, expect, it } from 'vitest';
import { exVatBudget, priceNote, vatLabel, vatOn, withVat } from './vat';

const added = { vatMode: 'added', vatRate: 16 } as const;
const included = { vatMode: 'included', vatRate: 16 } as const;

describe('VAT arithmetic (decision 031: whole shillings, half up, worked in cents)', () => {
  it('adds 16% on ex-VAT prices', () => {
    expect(vatOn(45_999, added)).toBe(7_360); // 7,359.84
    expect(vatOn(100_000, added)).toBe(16_000);
    expect(vatOn(500, added)).toBe(80);
  });

  it('rounds to the nearest shilling, a half up', () => {
    expect(vatOn(1_003.125, added)).toBe(161); // 160.50 -> 161
    expect(vatOn(1_000.5, added)).toBe(160); // 160.08 -> 160
    expect(vatOn(1_003.1, added)).toBe(160); // 160.496 -> 160
  });

  it('is not moved by float noise (0.1 x 3 is 0.30000000000000004)', () => {
    // 0.30000000000000004 x 16% must round like 0.30 does: KES 0.048 -> 0.
    expect(vatOn(0.1 * 3, added)).toBe(0);
    // Every whole-cent amount from KES 1,000.00 to 1,031.25 rounds like exact cents arithmetic does.
    for (let c = 100_000; c <= 103_125; c++) {
      const exactHalfUp = Math.floor((c * 16 + 5_000) / 10_000);
      expect(vatOn(c / 100, added)).toBe(exactHalfUp);
    }
  });

  it('shows the VAT inside an inclusive price: 16/116 of it', () => {
    expect(vatOn(1_160, included)).toBe(160);
    expect(vatOn(1_000, included)).toBe(138); // 137.93
  });

  it('charges nothing when the shop is not registered, or on nothing', () => {
    expect(vatOn(10_000, { vatMode: 'none', vatRate: 16 })).toBe(0);
    expect(vatOn(0, added)).toBe(0);
    expect(vatOn(10_000, { vatMode: 'added', vatRate: 0 })).toBe(0);
  });

  it('labels the line and the price note by the setting', () => {
    expect(vatLabel(added)).toBe('VAT (16%)');
    expect(vatLabel(included)).toBe('Includes VAT (16%)');
    expect(vatLabel({ vatMode: 'none', vatRate: 16 })).toBeNull();
    expect(vatLabel({ vatMode: 'added', vatRate: 0 })).toBeNull();
    expect(priceNote(added)).toBe('ex VAT');
    expect(priceNote(included)).toBe('incl. VAT');
    expect(priceNote({ vatMode: 'none' })).toBe('no VAT');
  });
});

describe('what the shopper pays (issue 32, item 7)', () => {
  it('adds the VAT the cart adds, and nothing when prices include it', () => {
    expect(withVat(128_500, added)).toBe(149_060);
    expect(withVat(128_500, included)).toBe(128_500);
  });
  it('a budget of what the shopper pays buys goods whose total with VAT stays within it', () => {
    for (const paid of [120_000, 150_000, 10_001, 99_999]) {
      const goods = exVatBudget(paid, added);
      expect(withVat(goods, added)).toBeLessThanOrEqual(paid);
      expect(withVat(goods + 1, added)).toBeGreaterThan(paid);
    }
    expect(exVatBudget(120_000, { vatMode: 'none', vatRate: 0 })).toBe(120_000);
  });
});
