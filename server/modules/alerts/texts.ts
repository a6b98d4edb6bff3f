import type { MailLang } from '../../i18n/language';
import { clip, withStore } from '../sms/texts';

/**
 * Alert texts (issue 31, decision 069), SMS and e-mail, English and Kiswahili. Each SMS carries the
 * product's link and a one-tap stop link; both links name the shop (its address), so alerts skip the store
 * prefix of order texts and spend those 22 characters on the product's name. With a 26-character shop
 * address and names clipped to NAME[kind] they stay one GSM-7 part (texts.test.ts measures them).
 */
export const NAME = { restock: 40, price: 26, build: 18, confirm: 26 } as const;

export interface AlertTexts {
  restock: (name: string, url: string, stop: string) => string;
  price: (name: string, price: string, drop: string, url: string, stop: string) => string;
  build: (name: string, total: string, drop: string, url: string, stop: string) => string;
  confirm: (name: string, url: string) => string;
  mail: {
    restockSubject: (name: string) => string;
    priceSubject: (name: string) => string;
    buildSubject: (name: string) => string;
    confirmSubject: (name: string) => string;
    stopLine: (stop: string) => string;
    restockBody: (name: string, url: string) => string;
    priceBody: (name: string, price: string, drop: string, url: string) => string;
    buildBody: (name: string, total: string, drop: string, url: string) => string;
    confirmBody: (name: string, url: string) => string;
  };
  stopped: { title: string; body: string; invalid: string; confirmed: string };
}

export const ALERT_TEXTS = {
  en: {
    restock: (name, url, stop) => `${name} is back in stock: ${url} Stop: ${stop}`,
    price: (name, price, drop, url, stop) => `${name} now ${price}, ${drop} less: ${url} Stop: ${stop}`,
    build: (name, total, drop, url, stop) => `Build ${name} now ${total}, ${drop} less: ${url} Stop: ${stop}`,
    confirm: (name, url) => `Confirm to hear when ${name} is back in stock: ${url}`,
    mail: {
      restockSubject: (name) => `Back in stock: ${name}`,
      priceSubject: (name) => `Price drop: ${name}`,
      buildSubject: (name) => `Your build ${name} costs less`,
      confirmSubject: (name) => `Confirm your alert for ${name}`,
      stopLine: (stop) => `You asked for this alert. Stop all alerts in one tap: ${stop}`,
      restockBody: (name, url) => `${name} is back in stock. Open it here:\n${url}`,
      priceBody: (name, price, drop, url) => `${name} now costs ${price}, ${drop} less than before:\n${url}`,
      buildBody: (name, total, drop, url) => `Your saved build ${name} now costs ${total}, ${drop} less:\n${url}`,
      confirmBody: (name, url) =>
        `Open this link to be told once when ${name} is back in stock:\n${url}\n\nIf you did not ask, ignore this message.`,
    },
    stopped: {
      title: 'Alerts stopped',
      body: 'You will get no more stock or price alerts from us.',
      invalid: 'This link is not valid.',
      confirmed: 'Done: we will tell you once when it is back in stock.',
    },
  },
  sw: {
    restock: (name, url, stop) => `${name} imerudi dukani: ${url} Sitisha: ${stop}`,
    price: (name, price, drop, url, stop) => `${name} sasa ${price}, punguzo ${drop}: ${url} Sitisha: ${stop}`,
    build: (name, total, drop, url, stop) => `PC ${name} sasa ${total}, punguzo ${drop}: ${url} Sitisha: ${stop}`,
    confirm: (name, url) => `Thibitisha tukujulishe ${name} ikirudi dukani: ${url}`,
    mail: {
      restockSubject: (name) => `Imerudi dukani: ${name}`,
      priceSubject: (name) => `Bei imeshuka: ${name}`,
      buildSubject: (name) => `PC yako ${name} sasa ni nafuu`,
      confirmSubject: (name) => `Thibitisha arifa ya ${name}`,
      stopLine: (stop) => `Uliomba arifa hii. Sitisha arifa zote kwa mguso mmoja: ${stop}`,
      restockBody: (name, url) => `${name} imerudi dukani. Ifungue hapa:\n${url}`,
      priceBody: (name, price, drop, url) => `${name} sasa inauzwa ${price}, punguzo la ${drop}:\n${url}`,
      buildBody: (name, total, drop, url) => `PC yako ${name} sasa inagharimu ${total}, punguzo la ${drop}:\n${url}`,
      confirmBody: (name, url) =>
        `Fungua kiungo hiki ili tukujulishe mara moja ${name} ikirudi dukani:\n${url}\n\nKama hukuomba, puuza ujumbe huu.`,
    },
    stopped: {
      title: 'Arifa zimesitishwa',
      body: 'Hutapata tena arifa za bidhaa au bei kutoka kwetu.',
      invalid: 'Kiungo hiki si sahihi.',
      confirmed: 'Tayari: tutakujulisha mara moja bidhaa ikirudi dukani.',
    },
  },
} satisfies Record<MailLang, AlertTexts>;

export const alertTexts = (lang: string | null | undefined): AlertTexts =>
  lang === 'sw' ? ALERT_TEXTS.sw : ALERT_TEXTS.en;

/** A product or build name as it goes into a text: GSM-7, one line, at most NAME[kind] characters. */
export const shortName = (name: string, kind: keyof typeof NAME) => clip(name, NAME[kind]);
/** Only the confirmation (the first text the shop sends a guest) starts with the store's name. */
export { withStore };
export { toGsm7 } from '#core/sms/gsm7';
