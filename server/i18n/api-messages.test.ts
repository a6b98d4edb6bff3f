import { describe, expect, it } from 'vitest';
import { BUILD_USES } from '#core/build-pc/build-rules';
import { buildTestApp } from '../../test/app';
import { languageFromHeaders } from './language';

const { app } = await buildTestApp();
const login = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
  });

describe("the API's messages: a code, and the shopper's language said from it (decision 072)", () => {
  it('English keeps the exact wording; a Kiswahili cookie or Accept-Language gets the Kiswahili; the code is the same', async () => {
    const en = await login();
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ message: 'Invalid email or password', code: 'auth.badCredentials' });
    expect((await login({ 'accept-language': 'en-GB,en;q=0.9,sw;q=0.5' })).json().message).toBe(
      'Invalid email or password',
    );
    expect((await login({ cookie: 'lang=sw' })).json()).toEqual({
      message: 'Barua pepe au nenosiri si sahihi',
      code: 'auth.badCredentials',
    });
    expect((await login({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' })).json().message).toBe(
      'Barua pepe au nenosiri si sahihi',
    );
    // The shopper's switch wins over the browser's language.
    expect((await login({ cookie: 'lang=en', 'accept-language': 'sw' })).json().message).toBe(
      'Invalid email or password',
    );
  });

  it('validation messages: the field stays as named, the reason is its own code, said in Kiswahili', async () => {
    const payload = { name: 'Wanjiru', email: 'not-an-email', password: 'longenough1' };
    const en = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: "Invalid field 'email': Please enter a valid email address",
      code: 'request.invalidField',
      values: { field: 'email', reason: { code: 'field.emailInvalid' } },
    });
    const sw = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.statusCode).toBe(400);
    expect(sw.json().message).toBe("Sehemu 'email' si sahihi: Tafadhali andika barua pepe sahihi");
    expect(sw.json().code).toBe('request.invalidField');
  });

  it('a message with values: the values go into the Kiswahili as they are', async () => {
    const sw = await app.inject({
      method: 'GET',
      url: '/api/builds/zzzz9999',
      headers: { 'accept-language': 'sw-KE' },
    });
    expect(sw.statusCode).toBe(404);
    expect(sw.json()).toMatchObject({
      code: 'build.notFound',
      message: 'Build haikupatikana: huenda kiungo kimekosewa.',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie: 'lang=sw' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Haikupatikana: GET /api/no-such-thing',
      code: 'request.noRoute',
      values: { method: 'GET', path: '/api/no-such-thing' },
    });
  });

  it('a success message a page shows as it is gets its code too', async () => {
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
  });
});

describe("Build for me's reasons, said from their codes", () => {
  const suggest = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/builds/suggest', headers, payload });

  it('Kiswahili for every part of every use, with every figure of the English kept; English unchanged', async () => {
    let compared = 0;
    for (const use of BUILD_USES) {
      for (const budget of [120_000, 250_000, 600_000]) {
        const en = (await suggest({ budget, use })).json();
        const sw = (await suggest({ budget, use }, { cookie: 'lang=sw' })).json();
        if (en.status !== 'ok') {
          expect(en.code).toMatch(/^build\./);
          expect(sw.message).not.toBe(en.message);
          continue;
        }
        expect(sw.reasonCodes).toEqual(en.reasonCodes);
        for (const [slot, reason] of Object.entries(en.reasons as Record<string, string>)) {
          const said = sw.reasons[slot] as string;
          expect(said, reason).not.toBe(reason);
          expect(said).not.toMatch(/\b(the|for|with|covers|takes|fits)\b/);
          for (const figure of reason.match(/\d[\d,.]*/g) ?? [])
            expect(said, reason).toContain(figure.replace(/[.,]$/, ''));
          compared++;
        }
        expect(sw.parts).toEqual(en.parts);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(64);
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
