import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { DELIVERY_MESSAGES } from '#core/delivery/rules';
import { RETURN_MESSAGES } from '#core/schemas/returns';
import { en as dictEn } from './en';
import { sw as dictSw } from './sw';
import { API_EN } from '#core/messages/api-en';
import { API_SW } from '#core/messages/api-sw';
import { apiMessage, codeOfConstant, sayApi, vatMissing } from '#core/messages/api';
import { BUILD_REASON_EN, BUILD_REASON_SW } from '#core/messages/build-reasons';
import { placeholdersOf } from '#core/messages/fill';
import { STAGE_LABEL_EN, STAGE_LABEL_SW } from '#core/messages/stages';
import { MAIL_EN } from '#core/messages/mail-en';
import { MAIL_SW } from '#core/messages/mail-sw';
import { SMS_EN } from '#core/messages/sms-en';
import { SMS_SW } from '#core/messages/sms-sw';
import { mailCode, sayMail } from '#core/messages/mail';

/**
 * Every area of the message catalogue (decision 072; here because it reads the storefront's dictionary
 * too): the API's messages, Build for me's reasons, the stage labels, the e-mails, the text messages and
 * the storefront's dictionary. Each key in both languages, nothing empty, the same placeholders.
 */
const AREAS: Record<string, { en: Record<string, string>; sw: Record<string, string>; dropsInSw?: string[] }> = {
  api: { en: API_EN, sw: API_SW },
  buildReasons: { en: BUILD_REASON_EN, sw: BUILD_REASON_SW },
  stages: { en: STAGE_LABEL_EN, sw: STAGE_LABEL_SW },
  mail: { en: MAIL_EN, sw: MAIL_SW },
  sms: { en: SMS_EN, sw: SMS_SW },
  // {a} is English's article ('an AM5 board'): Kiswahili has none.
  dictionary: { en: dictEn, sw: dictSw, dropsInSw: ['a'] },
};

describe('the message catalogue', () => {
  for (const [area, { en, sw, dropsInSw = [] }] of Object.entries(AREAS)) {
    it(`${area}: every key in both languages, none empty, the same placeholders`, () => {
      expect(Object.keys(en).filter((k) => !(k in sw))).toEqual([]);
      expect(Object.keys(sw).filter((k) => !(k in en))).toEqual([]);
      expect(Object.entries({ ...en, ...sw }).filter(([, v]) => !v.trim())).toEqual([]);
      const kept = (t: string) => placeholdersOf(t).filter((p) => !dropsInSw.includes(p));
      expect(Object.keys(en).filter((k) => kept(en[k]).join() !== placeholdersOf(sw[k] ?? '').join())).toEqual([]);
    });
  }

  // Words a Kenyan shop writes the same in both languages (a tax's name): the only Kiswahili left as English.
  const SAME_IN_BOTH = new Set(['mail.order.vat']);
  const TRANSLATED: Record<string, { en: Record<string, string>; sw: Record<string, string> }> = {
    api: { en: API_EN, sw: API_SW },
    mail: { en: MAIL_EN, sw: MAIL_SW },
    sms: { en: SMS_EN, sw: SMS_SW },
  };
  for (const [area, { en, sw }] of Object.entries(TRANSLATED)) {
    it(`${area}: Kiswahili is a translation, and keeps the numbers of the English (limits, amounts)`, () => {
      expect(Object.keys(en).filter((k) => en[k] === sw[k] && !SAME_IN_BOTH.has(k))).toEqual([]);
      const numbers = (s: string) => (s.match(/\d[\d,]*/g) ?? []).sort().join();
      expect(Object.keys(en).filter((k) => numbers(en[k]) !== numbers(sw[k]))).toEqual([]);
    });
  }

  it("a template says exactly what the rule's own function says (the spec's words, written once)", () => {
    const en = (code: Parameters<typeof apiMessage>[0], values?: Parameters<typeof apiMessage>[1]) =>
      sayApi('en', apiMessage(code, values));
    expect(en('order.noStock', { name: 'Ryzen 7' })).toBe(ORDER_MESSAGES.noStock('Ryzen 7'));
    expect(sayApi('en', vatMissing(16, 116_000))).toBe(ORDER_MESSAGES.vatMissing(16, 116_000));
    expect(en('delivery.tooManyAddresses', { max: 10 })).toBe(DELIVERY_MESSAGES.tooManyAddresses(10));
    expect(en('return.windowClosed', { days: 14 })).toBe(RETURN_MESSAGES.windowClosed(14));
  });

  it('a message without values has one code for its text; duplicates say the same in Kiswahili', () => {
    const byText = new Map<string, string[]>();
    for (const [code, text] of Object.entries(API_EN)) byText.set(text, [...(byText.get(text) ?? []), code]);
    const clash = [...byText.values()].filter(
      (codes) => new Set(codes.map((c) => API_SW[c as keyof typeof API_SW])).size > 1,
    );
    expect(clash).toEqual([]);
    expect(codeOfConstant(ORDER_MESSAGES.notFound)).toBe('order.notFound');
    expect(codeOfConstant(ORDER_MESSAGES.noStock('{name}'))).toBeUndefined();
  });

  it("an order's stage has one label, which the dictionary's order.status.* says", () => {
    for (const [stage, label] of Object.entries(STAGE_LABEL_EN)) {
      expect(dictEn[`order.status.${stage}` as keyof typeof dictEn]).toBe(label);
      expect(dictSw[`order.status.${stage}` as keyof typeof dictSw]).toBe(
        STAGE_LABEL_SW[stage as keyof typeof STAGE_LABEL_SW],
      );
    }
  });

  it('values go in as they are; a coded value is said in the same language', () => {
    const failed = apiMessage('payment.failed', { reason: apiMessage('payment.unreachable') });
    expect(sayApi('en', failed)).toBe('Payment failed: M-Pesa could not be reached');
    expect(sayApi('sw', failed)).toBe('Malipo hayakufanikiwa: Hatukuweza kufikia M-Pesa');
    expect(sayApi('sw', apiMessage('order.noStock', { name: 'AMD Ryzen 7 7800X3D' }))).toBe(
      'Hakuna stock ya kutosha ya AMD Ryzen 7 7800X3D',
    );
    expect(sayApi('sw', { code: 'no.such.code' })).toBe('no.such.code');
  });

  it('a mail sentence with a coded value says it in the same language', () => {
    const what = mailCode('mail.return.what.warranty', { number: 'RT-0007', order: 'KPC000123' });
    expect(sayMail('en', 'mail.return.declined', { what })).toBe(
      'Your warranty request RT-0007 for order KPC000123 has been declined.',
    );
    expect(sayMail('sw', 'mail.return.declined', { what })).toBe(
      'Ombi la dhamana lako RT-0007 la oda KPC000123 limekataliwa.',
    );
  });
});
