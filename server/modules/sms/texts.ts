import { toGsm7 } from '#core/sms/gsm7';
import type { MailLang } from '../../i18n/language';

/**
 * The order texts sent by SMS (issue 31), one set per language. GSM-7 only and at most 160 characters
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

export const SMS_TEXTS = {
  en: {
    paid: (n, amount, url) => `Payment of ${amount} received for order ${n}. Thank you! Track it: ${url}`,
    ready: (n, address) => `Order ${n} is ready for collection at ${address}. Bring your order number.`,
    dispatchedCourier: (n, courier, ref) => `Order ${n} has left the shop with ${courier}, tracking number ${ref}.`,
    dispatchedRider: (n, phone) => `Order ${n} is on its way with our rider, phone ${phone}.`,
    delivered: (n) => `Order ${n} has been delivered. Thank you for shopping with us!`,
    collected: (n) => `Order ${n} has been collected. Thank you for shopping with us!`,
    cancelled: (n, paid) => `Order ${n} has been cancelled. ${paid ? 'Your refund will follow.' : 'You owe nothing.'}`,
    refunded: (n, amount, ref) => `We have refunded ${amount} for order ${n} to your M-Pesa, reference ${ref}.`,
    layaway: (n, balance, due, url) => `Layaway ${n}: ${balance} left to pay by ${due}. Pay here: ${url}`,
  },
  sw: {
    paid: (n, amount, url) => `Tumepokea malipo ya ${amount} ya oda ${n}. Asante! Ifuatilie: ${url}`,
    ready: (n, address) => `Oda ${n} iko tayari kuchukuliwa ${address}. Njoo na nambari ya oda.`,
    dispatchedCourier: (n, courier, ref) => `Oda ${n} imetumwa kupitia ${courier}, nambari ya ufuatiliaji ${ref}.`,
    dispatchedRider: (n, phone) => `Oda ${n} iko njiani na msafirishaji wetu, simu ${phone}.`,
    delivered: (n) => `Oda ${n} imefikishwa. Asante kwa kununua nasi!`,
    collected: (n) => `Oda ${n} imechukuliwa. Asante kwa kununua nasi!`,
    cancelled: (n, paid) => `Oda ${n} imeghairiwa. ${paid ? 'Pesa yako itarudishwa.' : 'Huna deni lolote.'}`,
    refunded: (n, amount, ref) => `Tumerudisha ${amount} ya oda ${n} kwa M-Pesa yako, kumbukumbu ${ref}.`,
    layaway: (n, balance, due, url) =>
      `Oda ${n} ya kulipa polepole: ${balance} imebaki, lipa kabla ya ${due}. Lipa: ${url}`,
  },
} satisfies Record<MailLang, SmsTexts>;

export const smsTexts = (lang: string | null | undefined): SmsTexts => (lang === 'sw' ? SMS_TEXTS.sw : SMS_TEXTS.en);

/** Longest free text of each kind inside a text: a longer one is cut with '..' (GSM-7, unlike '…'). */
export const CLIP = { store: 20, address: 40, courier: 20, ref: 20 } as const;
export const clip = (value: string, max: number) => {
  const v = toGsm7(value).replace(/\s+/g, ' ').trim();
  return v.length <= max ? v : `${v.slice(0, max - 2)}..`;
};

/** Every text starts with the shop's name, as the sender ID may be the shared AFRICASTKNG. */
export const withStore = (store: string, text: string) => toGsm7(`${clip(store, CLIP.store)}: ${text}`);
