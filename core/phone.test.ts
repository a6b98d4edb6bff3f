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
    expect(normalizeMpesaPhone('07123')).toEqual({ ok: false, message: 'Please enter a valid M-Pesa phone number' });
  });

  it('refuses numbers of the wrong length or prefix with the spec messages', () => {
    expect(normalizeMpesaPhone('2547123456789')).toEqual({ ok: false, message: 'Invalid phone number format' });
    expect(normalizeMpesaPhone('441234567890')).toEqual({ ok: false, message: 'Phone number must start with 254' });
    expect(normalizeMpesaPhone('25471234567')).toEqual({ ok: false, message: 'Invalid phone number format' });
  });

  it('keeps only up to 12 digits in the input', () => {
    expect(phoneInputValue('+254 (712) 345-678 99')).toBe('254712345678');
  });
});

describe('M-Pesa amounts', () => {
  it('rounds to whole shillings within 10 and 150,000', () => {
    expect(mpesaAmount(1499.5)).toEqual({ ok: true, amount: 1500 });
    expect(mpesaAmount(10)).toEqual({ ok: true, amount: 10 });
    expect(mpesaAmount(150_000)).toEqual({ ok: true, amount: 150_000 });
  });

  it.each([9.4, 150_000.6, NaN, -5])('refuses %s', (v) => {
    expect(mpesaAmount(v)).toEqual({ ok: false, message: 'Amount must be between 10 and 150,000' });
  });
});
