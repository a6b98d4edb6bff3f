import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from '#core/sms/gsm7';
import { ALERT_TEXTS, shortName, withStore, type AlertTexts } from './texts';

// The longest realistic values: a 25-character store name (clipped to 20), a 26-character shop address,
// a six-digit product id, a price and a drop of KES 999,999, a long product name (clipped).
const store = 'Kenya PC Shop Nairobi Ltd';
const base = 'https://shop.example.co.ke';
const url = `${base}/product/123456`;
const stop = `${base}/u/uz141.AbCdEf12`;
const confirm = `${base}/api/alerts/confirm/AbCdEfGhIjKlMnOpQrStUvWx`;
const long = 'ASUS ROG Strix GeForce RTX 4090 OC Edition 24GB GDDR6X';
const money = 'KES 999,999';

function everyText(L: AlertTexts) {
  return {
    restock: L.restock(shortName(long, 'restock'), url, stop),
    price: L.price(shortName(long, 'price'), money, money, url, stop),
    build: L.build(shortName(long, 'build'), money, money, `${base}/build-pc/b/AbC123xy`, stop),
    confirm: withStore(store, L.confirm(shortName(long, 'confirm'), confirm)),
  };
}

describe('alert texts', () => {
  for (const lang of ['en', 'sw'] as const) {
    it(`${lang}: every alert text is GSM-7 and one SMS part with the longest values`, () => {
      for (const [kind, text] of Object.entries(everyText(ALERT_TEXTS[lang]))) {
        expect(isGsm7(text), text).toBe(true);
        expect(text.length, `${kind}: ${text}`).toBeLessThanOrEqual(160);
        expect(smsSegments(text)).toBe(1);
      }
    });
  }

  it('prints the lengths for decision 069', () => {
    const lengths = Object.fromEntries(
      (['en', 'sw'] as const).map((l) => [
        l,
        Object.fromEntries(Object.entries(everyText(ALERT_TEXTS[l])).map(([k, t]) => [k, t.length])),
      ]),
    );
    console.log(JSON.stringify(lengths));
    expect(shortName('x'.repeat(50), 'price')).toHaveLength(26);
  });
});
