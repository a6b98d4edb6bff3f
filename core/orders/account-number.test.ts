import { describe, expect, it } from 'vitest';
import { luhnDigit, orderIdFromAccount, paybillAccount } from './account-number';

describe('Paybill account numbers with a check digit', () => {
  it('adds the Luhn digit to the six-digit order number', () => {
    expect(paybillAccount(11)).toBe('KPC0000117');
    expect(paybillAccount(1)).toBe('KPC0000018');
    expect(paybillAccount(123456)).toBe('KPC1234566');
    expect(luhnDigit('7992739871')).toBe(3); // the textbook example
  });

  it('reads the new form back, however it is typed', () => {
    for (const typed of ['KPC0000117', 'kpc0000117', 'KPC 000011 7', 'KPC-0000117', ' kpc0000117 '])
      expect([typed, orderIdFromAccount(typed)]).toEqual([typed, 11]);
    for (const id of [1, 9, 10, 99, 1234, 500_000, 999_999]) expect(orderIdFromAccount(paybillAccount(id))).toBe(id);
  });

  it('matches no order when any one digit is mistyped', () => {
    for (const id of [11, 4_080, 123_456]) {
      const account = paybillAccount(id);
      for (let pos = 3; pos < account.length; pos++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === account[pos]) continue;
          const typo = account.slice(0, pos) + d + account.slice(pos + 1);
          expect([typo, orderIdFromAccount(typo)]).toEqual([typo, undefined]);
        }
      }
    }
  });

  it('still reads the old form printed on earlier orders', () => {
    expect(orderIdFromAccount('KPC000011')).toBe(11);
    expect(orderIdFromAccount('kpc 11')).toBe(11);
    expect(orderIdFromAccount('KPC-000123')).toBe(123);
  });

  it('names no order for anything else', () => {
    for (const typed of ['', 'GAMING PC', '0000117', 'KPC', 'KPC000000', 'KPC0000000', 'KPX0000117', 'KPC12345678901'])
      expect([typed, orderIdFromAccount(typed)]).toEqual([typed, undefined]);
  });
});
