import { describe, expect, it } from 'vitest';
import { isKraPin, normaliseKraPin } from './kra-pin';

describe('KRA PIN format', () => {
  it('accepts A or P, nine digits and a letter', () => {
    for (const pin of ['P051234567X', 'A123456789Z', 'p051234567x', ' P05 1234567X ']) expect(isKraPin(pin)).toBe(true);
    expect(normaliseKraPin(' p05 1234567x')).toBe('P051234567X');
  });
  it('refuses anything else', () => {
    for (const pin of [
      '',
      'P05123456X',
      'P0512345678X',
      'B051234567X',
      'P051234567',
      '0512345678X',
      'P05123456XX',
      'P051234567-',
    ])
      expect(isKraPin(pin)).toBe(false);
  });
});
