import { toGsm7 } from '#core/sms/gsm7';
import type { Values } from '#core/messages/fill';
import { saySms, type SmsCode } from '#core/messages/mail';
import type { MailLang } from '../../i18n/language';

/**
 * The order texts sent by SMS (issue 31), one set per language, said from the catalogue
 * (`core/messages/sms-en.ts`, `sms-sw.ts`). GSM-7 only and at most 160 characters
 * for the longest realistic values (texts.test.ts): one SMS part each, at KES 0.80 rather than 1.60.
 * Free text that could be long (store, address, courier, reference) is clipped by `clip` before it goes in.
 */
export interface SmsTexts {
  paid: (n: string, amount: string, url: string) => string;
  ready: (n: string, address: string) => string;
  dispatchedCourier: (n: string, courier: string, ref: string) => string;
  dispatchedRider: (n: string, phone: string) => string;
  delivered: (n: string) => string;
  collected: (n: string) => string;
  cancelled: (n: string, paid: boolean) => string;
  refunded: (n: string, amount: string, ref: string) => string;
  layaway: (n: string, balance: string, due: string, url: string) => string;
}

function textsFor(lang: MailLang): SmsTexts {
  const say = (code: SmsCode, values?: Values) => saySms(lang, code, values);
  return {
    paid: (n, amount, url) => say('sms.order.paid', { n, amount, url }),
    ready: (n, address) => say('sms.order.ready', { n, address }),
    dispatchedCourier: (n, courier, ref) => say('sms.order.dispatchedCourier', { n, courier, ref }),
    dispatchedRider: (n, phone) => say('sms.order.dispatchedRider', { n, phone }),
    delivered: (n) => say('sms.order.delivered', { n }),
    collected: (n) => say('sms.order.collected', { n }),
    cancelled: (n, paid) => say(paid ? 'sms.order.cancelledPaid' : 'sms.order.cancelledUnpaid', { n }),
    refunded: (n, amount, ref) => say('sms.order.refunded', { n, amount, ref }),
    layaway: (n, balance, due, url) => say('sms.order.layaway', { n, balance, due, url }),
  };
}

export const SMS_TEXTS: Record<MailLang, SmsTexts> = { en: textsFor('en'), sw: textsFor('sw') };

export const smsTexts = (lang: string | null | undefined): SmsTexts => (lang === 'sw' ? SMS_TEXTS.sw : SMS_TEXTS.en);

/** Longest free text of each kind inside a text: a longer one is cut with '..' (GSM-7, unlike '…'). */
export const CLIP = { store: 20, address: 40, courier: 20, ref: 20 } as const;
export const clip = (value: string, max: number) => {
  const v = toGsm7(value).replace(/\s+/g, ' ').trim();
  return v.length <= max ? v : `${v.slice(0, max - 2)}..`;
};

/** Every text starts with the shop's name, as the sender ID may be the shared AFRICASTKNG. */
export const withStore = (store: string, text: string) => toGsm7(`${clip(store, CLIP.store)}: ${text}`);
