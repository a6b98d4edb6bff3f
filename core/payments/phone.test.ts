import { describe, expect, it } from 'vitest';
import { mpesaAmount, normalizeMpesaPhone, phoneInputValue } from './phone';

describe('M-Pesa phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['254708374149', '254708374149'],
  ])('normalises %s to %s', (input, phone) => {
    expect(normalizeMpesaPhone(input)).toEqual({ ok: true, phone });
  });

  it('says a short number is not a valid M-Pesa number', () => {
    expect(normalizeMpesaPhone('07123')).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Please enter a valid M-Pesa phone number',
    });
  });

  it('refuses numbers of the wrong length or prefix with the spec messages', () => {
    expect(normalizeMpesaPhone('2547123456789')).toEqual({
      ok: false,
      code: 'format',
      message: 'Invalid phone number format',
    });
    expect(normalizeMpesaPhone('441234567890')).toEqual({
      ok: false,
      code: 'prefix',
      message: 'Phone number must start with 254',
    });
    expect(normalizeMpesaPhone('25471234567')).toEqual({
      ok: false,
      code: 'format',
      message: 'Invalid phone number format',
    });
  });

  it('keeps only up to 12 digits in the input', () => {
    expect(phoneInputValue('+254 (712) 345-678 99')).toBe('254712345678');
  });
});

describe('M-Pesa amounts', () => {
  it('rounds up to whole shillings within 10 and 150,000: the shop is never underpaid', () => {
    expect(mpesaAmount(1499.5)).toEqual({ ok: true, amount: 1500 });
    expect(mpesaAmount(1499.01)).toEqual({ ok: true, amount: 1500 });
    expect(mpesaAmount(1499.49)).toEqual({ ok: true, amount: 1500 });
    expect(mpesaAmount(10)).toEqual({ ok: true, amount: 10 });
    expect(mpesaAmount(9.01)).toEqual({ ok: true, amount: 10 });
    expect(mpesaAmount(150_000)).toEqual({ ok: true, amount: 150_000 });
  });

  it('works in cents, so float noise never adds a shilling', () => {
    // 0.1 × 3 × 100 is 30.000000000000004 in floating point: still KES 30, so 30 asked, not 31.
    expect(0.1 * 3 * 100).toBeGreaterThan(30);
    expect(mpesaAmount(0.1 * 3 * 100)).toEqual({ ok: true, amount: 30 });
    // 45 × 1000.0000000000001 (float noise above a whole number) asks 45,000, not 45,001.
    expect(mpesaAmount(45 * 1000.0000000000001)).toEqual({ ok: true, amount: 45_000 });
    expect(mpesaAmount(45_999.000000001)).toEqual({ ok: true, amount: 45_999 });
    // Every total of whole cents up to 2,000 shillings asks at least the total, and less than a shilling more.
    for (let cents = 1000; cents <= 200_000; cents += 7) {
      const total = cents / 100;
      const r = mpesaAmount(total);
      if (!r.ok) throw new Error(`refused ${total}`);
      expect(r.amount * 100 >= cents && r.amount * 100 - cents < 100, `${total} -> ${r.amount}`).toBe(true);
    }
  });

  it.each([9, 0.5, 150_000.01, 150_000.6, NaN, -5])('refuses %s', (v) => {
    expect(mpesaAmount(v)).toEqual({ ok: false, message: 'Amount must be between 10 and 150,000' });
  });
});
