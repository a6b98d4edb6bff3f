import type { DeliveryMethod } from '#core/delivery/labels';
import type { LayawayPolicy } from '#core/orders/layaway';
import { EXPIRED_CODES, type CancelNote } from '#core/orders/layaway-note';
import { formatKES } from '#core/pricing/money';
import { mailCode, mailDate, mailDay as sayDay, sayMail, type MailCode } from '#core/messages/mail';
import type { Values } from '#core/messages/fill';
import type { MailLang } from '../i18n/language';

/**
 * The shopper's e-mails, one set per language (issue 18), said from the message catalogue
 * (`core/messages/mail-en.ts`, `mail-sw.ts`; decision 072 addendum): this file only picks a code and
 * fills its values, so no sentence is written here. The typed shape keeps the mail builders' calls
 * checked: a line they use that the catalogue lacks is a type error.
 */
export interface MailTexts {
  hi: (name: string) => string;
  verifySubject: string;
  verifyBody: (name: string, store: string) => string;
  verifyIgnore: string;
  verifyButton: string;
  resetSubject: string;
  resetBody: (name: string, store: string) => string;
  resetIgnore: string;
  resetButton: string;
  pasteLink: string;
  subject: {
    paid: (n: string) => string;
    processing: (n: string) => string;
    dispatched: (n: string) => string;
    delivered: (n: string) => string;
    collected: (n: string) => string;
    cancelled: (n: string) => string;
    refunded: (n: string) => string;
  };
  testPayment: string;
  testNotice: (mode: string) => string;
  readyAt: (n: string, address: string) => string;
  hours: (hours: string) => string;
  bringNumber: string;
  paid: (n: string) => string;
  leftShop: (n: string) => string;
  courier: (name: string, ref: string) => string;
  rider: (phone: string) => string;
  delivered: (n: string) => string;
  collected: (n: string) => string;
  cancelled: (n: string) => string;
  reason: (r: string) => string;
  refundWillFollow: string;
  nothingOwed: string;
  refunded: (n: string, ref: string | null) => string;
  order: (n: string) => string;
  delivery: string;
  free: string;
  vat: (rate: string) => string;
  vatIncluded: (rate: string) => string;
  total: string;
  paidByMpesa: string;
  paidBeyond: (amount: string) => string;
  method: Record<DeliveryMethod, string>;
  collectAt: (address: string) => string;
  deliverTo: (address: string) => string;
  riderPhone: (phone: string) => string;
  expected: (when: string) => string;
  receipt: (number: string, url: string) => string;
  follow: (url: string) => string;
  questions: (url: string) => string;
  /** '2026-11-25' as 'Wed 25 Nov' / 'Jumatano 25 Novemba'. */
  day: (day: string) => string;
  /** Money given back that leaves the order where it is (a part refund, a layaway's kept deposit). */
  partRefund: {
    subject: (amount: string, n: string) => string;
    body: (amount: string, n: string, ref: string) => string;
    see: string;
  };
  /** The layaway reminders (issue 21): English is core/orders/layaway's wording. */
  layaway: {
    subject: (r: LayawayReminder) => string;
    hello: (name: string) => string;
    first: (r: LayawayReminder) => string;
    paidSoFar: (amount: number) => string;
    payRest: (url: string) => string;
    expiry: (policy: LayawayPolicy, dueAt: Date) => string;
    /** The reason an expiry writes (core/orders/layaway-note, a code with values), as the mail says it. */
    expiredNote: (note: CancelNote) => string;
  };
}

export interface LayawayReminder {
  number: string;
  balance: number;
  dueAt: Date;
  daysBefore: number;
}

/** The texts of one language, every one said from its catalogue code. */
function textsFor(lang: MailLang): MailTexts {
  const say = (code: MailCode, values?: Values) => sayMail(lang, code, values);
  const date = (d: Date) => mailDate(lang, d);
  return {
    hi: (name) => say('mail.hi', { name }),
    verifySubject: say('mail.verify.subject'),
    verifyBody: (name, store) => say('mail.verify.body', { name, store }),
    verifyIgnore: say('mail.verify.ignore'),
    verifyButton: say('mail.verify.button'),
    resetSubject: say('mail.reset.subject'),
    resetBody: (name, store) => say('mail.reset.body', { name, store }),
    resetIgnore: say('mail.reset.ignore'),
    resetButton: say('mail.reset.button'),
    pasteLink: say('mail.pasteLink'),
    subject: {
      paid: (n) => say('mail.order.subject.paid', { n }),
      processing: (n) => say('mail.order.subject.processing', { n }),
      dispatched: (n) => say('mail.order.subject.dispatched', { n }),
      delivered: (n) => say('mail.order.subject.delivered', { n }),
      collected: (n) => say('mail.order.subject.collected', { n }),
      cancelled: (n) => say('mail.order.subject.cancelled', { n }),
      refunded: (n) => say('mail.order.subject.refunded', { n }),
    },
    testPayment: say('mail.order.testPayment'),
    testNotice: (notice) => say('mail.order.testNotice', { notice }),
    readyAt: (n, address) => say('mail.order.readyAt', { n, address }),
    hours: (hours) => say('mail.order.hours', { hours }),
    bringNumber: say('mail.order.bringNumber'),
    paid: (n) => say('mail.order.paid', { n }),
    leftShop: (n) => say('mail.order.leftShop', { n }),
    courier: (name, ref) => say('mail.order.courier', { name, ref }),
    rider: (phone) => say('mail.order.rider', { phone }),
    delivered: (n) => say('mail.order.delivered', { n }),
    collected: (n) => say('mail.order.collected', { n }),
    cancelled: (n) => say('mail.order.cancelled', { n }),
    reason: (reason) => say('mail.order.reason', { reason }),
    refundWillFollow: say('mail.order.refundWillFollow'),
    nothingOwed: say('mail.order.nothingOwed'),
    refunded: (n, ref) => (ref ? say('mail.order.refundedRef', { n, ref }) : say('mail.order.refunded', { n })),
    order: (n) => say('mail.order.title', { n }),
    delivery: say('mail.order.delivery'),
    free: say('mail.order.free'),
    vat: (rate) => say('mail.order.vat', { rate }),
    vatIncluded: (rate) => say('mail.order.vatIncluded', { rate }),
    total: say('mail.order.total'),
    paidByMpesa: say('mail.order.paidByMpesa'),
    paidBeyond: (amount) => say('mail.order.paidBeyond', { amount }),
    method: {
      pickup: say('mail.order.method.pickup'),
      same_day: say('mail.order.method.same_day'),
      courier: say('mail.order.method.courier'),
    },
    collectAt: (address) => say('mail.order.collectAt', { address }),
    deliverTo: (address) => say('mail.order.deliverTo', { address }),
    riderPhone: (phone) => say('mail.order.riderPhone', { phone }),
    expected: (when) => say('mail.order.expected', { when }),
    receipt: (number, url) => say('mail.order.receipt', { number, url }),
    follow: (url) => say('mail.order.follow', { url }),
    questions: (url) => say('mail.order.questions', { url }),
    day: (day) => sayDay(lang, day),
    partRefund: {
      subject: (amount, n) => say('mail.partRefund.subject', { amount, n }),
      body: (amount, n, ref) => say('mail.partRefund.body', { amount, n, ref }),
      see: say('mail.partRefund.see'),
    },
    layaway: {
      subject: (r) => say('mail.layaway.subject', { n: r.number, balance: formatKES(r.balance), due: date(r.dueAt) }),
      hello: (name) => say('mail.hello', { name }),
      first: (r) =>
        say('mail.layaway.first', {
          n: r.number,
          when:
            r.daysBefore === 1
              ? mailCode('mail.layaway.tomorrow')
              : mailCode('mail.layaway.inDays', { days: r.daysBefore }),
          due: date(r.dueAt),
          balance: formatKES(r.balance),
        }),
      paidSoFar: (amount) => say('mail.layaway.paidSoFar', { amount: formatKES(amount) }),
      payRest: (url) => say('mail.layaway.payRest', { url }),
      expiry: (policy, dueAt) =>
        say(policy === 'keep' ? 'mail.layaway.expiryKeep' : 'mail.layaway.expiryRefund', { due: date(dueAt) }),
      expiredNote: ({ code, values }) =>
        say(code === EXPIRED_CODES.kept ? 'mail.layaway.expiredKept' : 'mail.layaway.expiredRefund', {
          due: date(new Date(values.due)),
          amount: formatKES(values.amount),
        }),
    },
  };
}

export const MAIL_TEXTS: Record<MailLang, MailTexts> = { en: textsFor('en'), sw: textsFor('sw') };
export const mailTexts = (lang: string | null | undefined): MailTexts => MAIL_TEXTS[lang === 'sw' ? 'sw' : 'en'];
