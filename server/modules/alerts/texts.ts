import type { Values } from '#core/messages/fill';
import { sayMail, saySms, type MailCode, type SmsCode } from '#core/messages/mail';
import type { MailLang } from '../../i18n/language';
import { clip, withStore } from '../sms/texts';

/**
 * Alert texts (issue 31, decision 069), SMS and e-mail, English and Kiswahili, said from the catalogue
 * (`core/messages/sms-*.ts`, `mail-*.ts`). Each SMS carries the
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

function textsFor(lang: MailLang): AlertTexts {
  const sms = (code: SmsCode, values?: Values) => saySms(lang, code, values);
  const mail = (code: MailCode, values?: Values) => sayMail(lang, code, values);
  return {
    restock: (name, url, stop) => sms('sms.alert.restock', { name, url, stop }),
    price: (name, price, drop, url, stop) => sms('sms.alert.price', { name, price, drop, url, stop }),
    build: (name, total, drop, url, stop) => sms('sms.alert.build', { name, total, drop, url, stop }),
    confirm: (name, url) => sms('sms.alert.confirm', { name, url }),
    mail: {
      restockSubject: (name) => mail('mail.alert.restockSubject', { name }),
      priceSubject: (name) => mail('mail.alert.priceSubject', { name }),
      buildSubject: (name) => mail('mail.alert.buildSubject', { name }),
      confirmSubject: (name) => mail('mail.alert.confirmSubject', { name }),
      stopLine: (stop) => mail('mail.alert.stopLine', { stop }),
      restockBody: (name, url) => mail('mail.alert.restockBody', { name, url }),
      priceBody: (name, price, drop, url) => mail('mail.alert.priceBody', { name, price, drop, url }),
      buildBody: (name, total, drop, url) => mail('mail.alert.buildBody', { name, total, drop, url }),
      confirmBody: (name, url) => mail('mail.alert.confirmBody', { name, url }),
    },
    stopped: {
      title: mail('mail.alert.stopPage.title'),
      body: mail('mail.alert.stopPage.body'),
      invalid: mail('mail.alert.stopPage.invalid'),
      confirmed: mail('mail.alert.stopPage.confirmed'),
    },
  };
}

export const ALERT_TEXTS: Record<MailLang, AlertTexts> = { en: textsFor('en'), sw: textsFor('sw') };

export const alertTexts = (lang: string | null | undefined): AlertTexts =>
  lang === 'sw' ? ALERT_TEXTS.sw : ALERT_TEXTS.en;

/** A product or build name as it goes into a text: GSM-7, one line, at most NAME[kind] characters. */
export const shortName = (name: string, kind: keyof typeof NAME) => clip(name, NAME[kind]);
/** Only the confirmation (the first text the shop sends a guest) starts with the store's name. */
export { withStore };
export { toGsm7 } from '#core/sms/gsm7';
