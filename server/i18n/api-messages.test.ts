import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#core/schemas/auth';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { DELIVERY_MESSAGES } from '#core/delivery/rules';
import { PAYMENT_MESSAGES, PHONE_MESSAGES } from '#core/payments/phone';
import { REVIEW_MESSAGES } from '#core/reviews/review-rules';
import { buildTestApp } from '../../test/app';
import { SW_MESSAGES, toSwahili } from './api-messages';
import { languageFromHeaders } from './language';

const { app } = await buildTestApp();
const login = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
  });

describe("the API's messages in the shopper's language", () => {
  it('English keeps the exact wording; a Kiswahili cookie or Accept-Language gets the Kiswahili', async () => {
    const en = await login();
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Invalid email or password');
    expect((await login({ 'accept-language': 'en-GB,en;q=0.9,sw;q=0.5' })).json().message).toBe(
      'Invalid email or password',
    );
    expect((await login({ cookie: 'lang=sw' })).json().message).toBe('Barua pepe au nenosiri si sahihi');
    expect((await login({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' })).json().message).toBe(
      'Barua pepe au nenosiri si sahihi',
    );
    // The shopper's switch wins over the browser's language.
    expect((await login({ cookie: 'lang=en', 'accept-language': 'sw' })).json().message).toBe(
      'Invalid email or password',
    );
  });

  it('validation messages: the field stays as named, the reason is in Kiswahili', async () => {
    const payload = { name: 'Wanjiru', email: 'not-an-email', password: 'longenough1' };
    const en = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe("Invalid field 'email': Please enter a valid email address");
    const sw = await app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: { cookie: 'lang=sw' } });
    expect(sw.statusCode).toBe(400);
    expect(sw.json().message).toBe("Sehemu 'email' si sahihi: Tafadhali andika barua pepe sahihi");
  });

  it('answers with a success message and unknown routes in Kiswahili too', async () => {
    const payload = {
      name: 'Achieng',
      email: 'achieng.sw@example.com',
      inquiryType: 'orders',
      subject: 'RTX 4060',
      message: 'Iko stock?',
    };
    const sent = await app.inject({ method: 'POST', url: '/api/contact', payload, headers: { cookie: 'lang=sw' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.');
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie: 'lang=sw' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Haikupatikana: GET /api/no-such-thing');
  });
});

describe('toSwahili', () => {
  const texts = (o: object): string[] => Object.values(o).flatMap((v: unknown) => (typeof v === 'string' ? [v] : []));
  const shopperMessages: string[] = [
    ...Object.entries(AUTH_MESSAGES)
      .filter(([k]) => k !== 'adminRequired' && k !== 'staffRequired')
      .map(([, v]) => v),
    ...[
      ORDER_MESSAGES.empty,
      ORDER_MESSAGES.totalMismatch,
      ORDER_MESSAGES.tooLarge,
      ORDER_MESSAGES.belowMpesa,
      ORDER_MESSAGES.notFound,
    ],
    ...[
      ORDER_MESSAGES.tooManyUnpaid,
      ORDER_MESSAGES.notCancellable,
      ORDER_MESSAGES.reasonRequired,
      ORDER_MESSAGES.noReceipt,
      ORDER_MESSAGES.cancelled,
    ],
    ...texts(DELIVERY_MESSAGES),
    ...Object.values(PHONE_MESSAGES),
    ...texts(PAYMENT_MESSAGES),
    ...Object.values(REVIEW_MESSAGES),
  ];

  it('has a Kiswahili text for every message a shopper can meet (a new one without it fails here)', () => {
    expect(shopperMessages.filter((m) => !(m in SW_MESSAGES))).toEqual([]);
    expect(Object.entries(SW_MESSAGES).filter(([en, sw]) => !sw.trim() || sw === en)).toEqual([]);
  });

  it('keeps the numbers of the English (limits, amounts)', () => {
    const numbers = (s: string) => (s.match(/\d[\d,]*/g) ?? []).sort().join();
    expect(Object.entries(SW_MESSAGES).filter(([en, sw]) => numbers(en) !== numbers(sw))).toEqual([]);
  });

  it('puts the values of a message (names, amounts, counties) into the Kiswahili as they are', () => {
    expect(toSwahili(ORDER_MESSAGES.noStock('AMD Ryzen 7 7800X3D'))).toBe(
      'Hakuna stock ya kutosha ya AMD Ryzen 7 7800X3D',
    );
    expect(toSwahili(ORDER_MESSAGES.priceChanged('ASUS TUF RTX 4070'))).toBe(
      'Bei ya ASUS TUF RTX 4070 imebadilika. Tafadhali kagua kikapu chako.',
    );
    expect(toSwahili(ORDER_MESSAGES.productMissing('Corsair 4000D'))).toBe('Corsair 4000D haipatikani tena');
    expect(toSwahili(DELIVERY_MESSAGES.noZone('Lamu'))).toBe('Bado hatuleti Lamu. Tafadhali chagua kuchukua dukani.');
    expect(toSwahili(DELIVERY_MESSAGES.tooManyAddresses(10))).toBe(
      'Unaweza kuhifadhi anwani 10 tu. Tafadhali futa moja kwanza.',
    );
    expect(toSwahili(PAYMENT_MESSAGES.failed('M-Pesa could not be reached'))).toBe(
      'Malipo hayakufanikiwa: Hatukuweza kufikia M-Pesa',
    );
    expect(toSwahili(ORDER_MESSAGES.vatMissing(16, 116000))).toMatch(
      /^Jumla ya oda haina VAT \(16%\): pamoja na VAT ni KES 116,000/,
    );
    expect(toSwahili('Too many payment requests. Please try again in 5 minutes.')).toBe(
      'Maombi mengi mno ya malipo. Tafadhali jaribu tena baada ya dakika 5.',
    );
    // Admin-only texts stay English: the dashboard is in English.
    expect(toSwahili('Not authorized as an admin')).toBe('Not authorized as an admin');
  });
});

describe('languageFromHeaders', () => {
  it('cookie first, then the preferred of en/sw in Accept-Language, else English', () => {
    expect(languageFromHeaders('a=1; lang=sw', 'en')).toBe('sw');
    expect(languageFromHeaders('lang=fr', 'sw-KE')).toBe('sw');
    expect(languageFromHeaders(undefined, 'fr, en;q=0.4, sw;q=0.6')).toBe('sw');
    expect(languageFromHeaders(undefined, 'fr')).toBe('en');
    expect(languageFromHeaders(undefined, undefined)).toBe('en');
  });
});
