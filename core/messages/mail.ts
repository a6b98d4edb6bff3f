import { MAIL_EN, type MailCode } from './mail-en';
import { MAIL_SW } from './mail-sw';
import { SMS_EN, type SmsCode } from './sms-en';
import { SMS_SW } from './sms-sw';
import { formatDate } from '../format/dates';
import { fill, type Coded, type Values } from './fill';

export { type MailCode } from './mail-en';
export { type SmsCode } from './sms-en';

type Lang = 'en' | 'sw';
const MAIL: Record<Lang, Record<MailCode, string>> = { en: MAIL_EN, sw: MAIL_SW };
const SMS: Record<Lang, Record<SmsCode, string>> = { en: SMS_EN, sw: SMS_SW };

const isMailCode = (code: string): code is MailCode => Object.hasOwn(MAIL_EN, code);

/** A mail's sentence in a language; a value may be another mail code (said in the same language). */
export function sayMail(lang: Lang, code: MailCode, values?: Values): string {
  return fill(MAIL[lang][code], values, (inner: Coded) =>
    isMailCode(inner.code) ? sayMail(lang, inner.code, inner.values) : inner.code,
  );
}

/** A text message's words in a language (GSM-7 is the sender's job: `toGsm7`, `clip`). */
export const saySms = (lang: Lang, code: SmsCode, values?: Values): string =>
  fill(SMS[lang][code], values, (inner) => inner.code);

/** A nested mail code with its values, for `{what}`-style placeholders. */
export const mailCode = (code: MailCode, values?: Values): Coded => (values ? { code, values } : { code });

/**
 * A date as the mails write it, the day in Nairobi: English in the shop's one date format (the rules'
 * own sentences use it, so the mails say what they say), Kiswahili with the catalogue's month names.
 */
export function mailDate(lang: Lang, d: Date): string {
  if (lang === 'en') return formatDate(d);
  const parts = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  }).formatToParts(d);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} ${sayMail(lang, `mail.month.${part('month') - 1}` as MailCode)} ${part('year')}`;
}

/** '2026-11-25' as 'Wed 25 Nov' / 'Jumatano 25 Novemba' (a calendar day, no zone). */
export function mailDay(lang: Lang, day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = sayMail(lang, `mail.weekday.${d.getUTCDay()}` as MailCode);
  return `${weekday} ${d.getUTCDate()} ${sayMail(lang, `mail.month.${d.getUTCMonth()}` as MailCode)}`;
}
