import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from '#core/sms/gsm7';
import { CLIP, SMS_TEXTS, clip, withStore, type SmsTexts } from './texts';

// The longest realistic values: a 20-character store name, a shop URL of 45 characters, a 7-digit order number.
const store = 'Kenya PC Shop Nairobi Ltd';
const url = 'https://shop.example.co.ke/profile?tab=orders';
const n = 'KPC1234567';
const amount = 'KES 1,234,567';
const long = 'X'.repeat(80);

/** Every text of one language, filled with the longest values. */
function everyText(L: SmsTexts): string[] {
  return [
    L.paid(n, amount, url),
    L.ready(n, clip(`Moi Avenue, Bazaar Plaza, 3rd floor, shop 12 ${long}`, CLIP.address)),
    L.dispatchedCourier(n, clip(long, CLIP.courier), clip(long, CLIP.ref)),
    L.dispatchedRider(n, '254712345678'),
    L.delivered(n),
    L.collected(n),
    L.cancelled(n, true),
    L.cancelled(n, false),
    L.refunded(n, amount, clip('SLK4H7XYZ2', CLIP.ref)),
    L.layaway(n, amount, '31 Dec 2026', url),
  ].map((t) => withStore(store, t));
}

describe('SMS texts', () => {
  for (const lang of ['en', 'sw'] as const) {
    it(`${lang}: every text is GSM-7 and one SMS (at most 160 characters) with the longest values`, () => {
      for (const text of everyText(SMS_TEXTS[lang])) {
        expect(isGsm7(text), text).toBe(true);
        expect(text.length, text).toBeLessThanOrEqual(160);
        expect(smsSegments(text)).toBe(1);
      }
    });
  }

  it('clips long free text with GSM-7 dots and replaces curly quotes', () => {
    expect(clip('A’B  C', 20)).toBe("A'B C");
    expect(clip('x'.repeat(30), 10)).toBe('xxxxxxxx..');
    expect(withStore('Duka “Bora”', 'Hi')).toBe('Duka "Bora": Hi');
  });
});
