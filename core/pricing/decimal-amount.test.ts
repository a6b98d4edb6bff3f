import { describe, expect, it } from 'vitest';
import { c2bPaymentSchema } from '../schemas/payments';
import { productQuerySchema } from '../schemas/catalog';
import { parseDecimalAmount } from './decimal-amount';

const NOT_AMOUNTS = [
  '0x10',
  '1e3',
  ' 12',
  '12 ',
  '1_000',
  '0b11',
  '0o7',
  '+5',
  '-5',
  '1,000',
  '12.345',
  '.5',
  '5.',
  'Infinity',
  'NaN',
  '',
];

describe('amounts as decimal text only', () => {
  it('reads digits with up to two decimals', () => {
    expect(['0', '12', '1500.5', '1500.50', '000123'].map(parseDecimalAmount)).toEqual([0, 12, 1500.5, 1500.5, 123]);
    expect(parseDecimalAmount(45_999)).toBe(45_999);
    expect(parseDecimalAmount(Number.NaN)).toBeUndefined();
  });

  it("refuses what Number() would have read as something else ('0x10' as 16, '1e3' as 1000)", () => {
    for (const text of NOT_AMOUNTS) expect([text, parseDecimalAmount(text)]).toEqual([text, undefined]);
  });

  it('a Paybill confirmation with such an amount is no payment', () => {
    const body = { TransID: 'X1', BusinessShortCode: '174379', BillRefNumber: 'KPC0000117' };
    expect(c2bPaymentSchema.safeParse({ ...body, TransAmount: '1500.00' }).success).toBe(true);
    for (const text of NOT_AMOUNTS.filter(Boolean))
      expect([text, c2bPaymentSchema.safeParse({ ...body, TransAmount: text }).success]).toEqual([text, false]);
  });

  it('the price filter refuses them with a message', () => {
    expect(productQuerySchema.parse({ minPrice: '1500', maxPrice: '2000.50' })).toMatchObject({
      minPrice: 1500,
      maxPrice: 2000.5,
    });
    for (const text of ['0x10', '1e3', '1_000', ' 12x']) {
      const r = productQuerySchema.safeParse({ minPrice: text });
      expect([text, r.success, r.error?.issues[0].message]).toEqual([
        text,
        false,
        'must be an amount in digits, such as 1500 or 1500.50',
      ]);
    }
  });
});
