import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, smsSegments, toGsm7 } from './gsm7';

describe('GSM-7', () => {
  it('accepts plain text and refuses emoji and curly quotes', () => {
    expect(isGsm7('Order KPC-00012 paid: KES 1,500. Asante!')).toBe(true);
    expect(isGsm7('Thanks 🎉')).toBe(false);
    expect(isGsm7('Shopper’s order')).toBe(false);
  });

  it('counts extension characters twice and splits at 160/153 or 70/67', () => {
    expect(gsm7Length('a[b]')).toBe(6);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('🎉'.repeat(35))).toBe(1);
    expect(smsSegments('ū'.repeat(71))).toBe(2);
  });

  it('replaces typographic characters with GSM-7 ones', () => {
    expect(toGsm7('“Shopper’s” — 2 × 3…')).toBe('"Shopper\'s" - 2 x 3...');
    expect(isGsm7(toGsm7('“Shopper’s” — 2 × 3…'))).toBe(true);
  });
});
