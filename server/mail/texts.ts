import type { DeliveryMethod } from '#core/delivery/labels';
import { expiryLine, reminderLines, type LayawayPolicy } from '#core/orders/layaway';
import { EXPIRED_CODES, expiredNote, type CancelNote } from '#core/orders/layaway-note';
import { formatDate } from '#core/format/dates';
import { formatKES } from '#core/pricing/money';
import type { MailLang } from '../i18n/language';

/**
 * The words of the shopper's e-mails, one set per language (issue 18). English is the wording the mail
 * tests fix; Kiswahili is written as a Kenyan shop writes to its customers. Product names, amounts,
 * order and M-Pesa references go in as they are. `satisfies` makes a missing text a type error.
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
  weekdays: readonly string[];
  months: readonly string[];
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

/** '6 Novemba 2026' (Nairobi's date), for the Kiswahili mails. */
function swDate(d: Date): string {
  const [day, , year] = formatDate(d).split(' ');
  const month = new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Africa/Nairobi' }).format(d);
  return `${day} ${SW_MONTHS[Number(month) - 1]} ${year}`;
}

const en = {
  hi: (name) => `Hi ${name},`,
  verifySubject: 'Verify your email address',
  verifyBody: (name, store) =>
    `Hi ${name}, please confirm your email address for ${store} by opening this link. It is valid for 24 hours.`,
  verifyIgnore: 'If you did not sign up, ignore this message.',
  verifyButton: 'Verify email',
  resetSubject: 'Reset your password',
  resetBody: (name, store) =>
    `Hi ${name}, someone asked to reset the password of your ${store} account. The link is valid for one hour and works once.`,
  resetIgnore: 'If it was not you, ignore this message: your password stays as it is.',
  resetButton: 'Choose a new password',
  pasteLink: 'Or paste this link into your browser:',
  subject: {
    paid: (n) => `Order ${n} confirmed`,
    processing: (n) => `Order ${n} is ready for collection`,
    dispatched: (n) => `Order ${n} is on its way`,
    delivered: (n) => `Order ${n} delivered`,
    collected: (n) => `Order ${n} collected`,
    cancelled: (n) => `Order ${n} cancelled`,
    refunded: (n) => `Order ${n} refunded`,
  },
  testPayment: ' (test payment)',
  testNotice: (notice) => `${notice}. This is not a real order payment.`,
  readyAt: (n, address) => `Your order ${n} is ready for collection at ${address}.`,
  hours: (hours) => `Opening hours: ${hours}.`,
  bringNumber: 'Bring your order number; whoever collects it signs for it.',
  paid: (n) => `Thank you for your purchase! We received your M-Pesa payment for order ${n}.`,
  leftShop: (n) => `Your order ${n} has left the shop.`,
  courier: (name, ref) => `Courier: ${name}, tracking reference ${ref}.`,
  rider: (phone) => `Our rider will call you before arriving; you can reach them on ${phone}.`,
  delivered: (n) => `Your order ${n} has been delivered. Enjoy your new parts!`,
  collected: (n) => `Your order ${n} was collected from the shop. Enjoy your new parts!`,
  cancelled: (n) => `Your order ${n} has been cancelled.`,
  reason: (r) => `Reason: ${r}`,
  refundWillFollow:
    'You paid for it by M-Pesa: we will refund the payment to the same number and write to you when it is done.',
  nothingOwed: 'Nothing was paid, so nothing is owed.',
  refunded: (n, ref) =>
    `Your order ${n} has been cancelled and your M-Pesa payment refunded${ref ? ` (M-Pesa reference ${ref})` : ''}.`,
  order: (n) => `Order ${n}`,
  delivery: 'Delivery',
  free: 'Free',
  vat: (rate) => `VAT (${rate})`,
  vatIncluded: (rate) => `Includes VAT (${rate})`,
  total: 'Total',
  paidByMpesa: 'Paid by M-Pesa',
  paidBeyond: (amount) => `Paid beyond the total — ${amount}, which we will refund`,
  method: { pickup: 'Pickup at the shop', same_day: 'Nairobi same-day delivery', courier: 'Courier delivery' },
  collectAt: (a) => `Collect at: ${a}`,
  deliverTo: (a) => `Deliver to: ${a}`,
  riderPhone: (p) => `Phone for the rider: ${p}`,
  expected: (w) => `Expected: ${w}`,
  receipt: (number, url) => `Your receipt ${number}: ${url}`,
  follow: (url) => `Follow your order in My Orders: ${url}`,
  questions: (url) => `Questions? Message us on WhatsApp: ${url}`,
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  partRefund: {
    subject: (amount, n) => `Refund of ${amount} for order ${n}`,
    body: (amount, n, ref) => `We have refunded ${amount} for your order ${n} to your M-Pesa (reference ${ref}).`,
    see: 'You can see it in My Orders.',
  },
  layaway: {
    subject: (r) => reminderLines(r).subject,
    hello: (name) => `Hello ${name},`,
    first: (r) => reminderLines(r).first,
    paidSoFar: (amount) => `Paid so far: ${formatKES(amount)}.`,
    payRest: (url) => `Pay the rest with M-Pesa, in as many payments as you like, from My Orders: ${url}`,
    expiry: (policy, dueAt) => expiryLine(policy, dueAt),
    expiredNote: ({ code, values }) =>
      expiredNote(code === EXPIRED_CODES.kept ? 'kept' : 'refund', values.amount, new Date(values.due)),
  },
} satisfies MailTexts;

const SW_MONTHS = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
] as const;

const sw = {
  hi: (name) => `Habari ${name},`,
  verifySubject: 'Thibitisha barua pepe yako',
  verifyBody: (name, store) =>
    `Habari ${name}, tafadhali thibitisha barua pepe yako ya ${store} kwa kufungua kiungo hiki. Kinafanya kazi kwa saa 24.`,
  verifyIgnore: 'Ikiwa hukujisajili, puuza ujumbe huu.',
  verifyButton: 'Thibitisha barua pepe',
  resetSubject: 'Badilisha nenosiri lako',
  resetBody: (name, store) =>
    `Habari ${name}, mtu ameomba kubadilisha nenosiri la akaunti yako ya ${store}. Kiungo kinafanya kazi kwa saa moja na mara moja tu.`,
  resetIgnore: 'Ikiwa si wewe, puuza ujumbe huu: nenosiri lako halitabadilika.',
  resetButton: 'Chagua nenosiri jipya',
  pasteLink: 'Au nakili kiungo hiki kwenye kivinjari chako:',
  subject: {
    paid: (n) => `Agizo lako ${n} limethibitishwa`,
    processing: (n) => `Agizo ${n} liko tayari kuchukuliwa`,
    dispatched: (n) => `Agizo ${n} liko njiani`,
    delivered: (n) => `Agizo ${n} limefikishwa`,
    collected: (n) => `Agizo ${n} limechukuliwa`,
    cancelled: (n) => `Agizo ${n} limeghairiwa`,
    refunded: (n) => `Pesa za agizo ${n} zimerudishwa`,
  },
  testPayment: ' (malipo ya majaribio)',
  testNotice: (notice) => `${notice}. Haya si malipo halisi ya agizo.`,
  readyAt: (n, address) => `Agizo lako ${n} liko tayari kuchukuliwa ${address}.`,
  hours: (hours) => `Saa za kazi: ${hours}.`,
  bringNumber: 'Kuja na namba ya agizo; atakayelichukua atatia sahihi.',
  paid: (n) => `Asante kwa kununua! Tumepokea malipo yako ya M-Pesa ya agizo ${n}.`,
  leftShop: (n) => `Agizo lako ${n} limetoka dukani.`,
  courier: (name, ref) => `Courier: ${name}, namba ya kufuatilia ${ref}.`,
  rider: (phone) => `Rider wetu atakupigia simu kabla ya kufika; unaweza kumpata kwa ${phone}.`,
  delivered: (n) => `Agizo lako ${n} limefikishwa. Furahia vifaa vyako vipya!`,
  collected: (n) => `Agizo lako ${n} limechukuliwa dukani. Furahia vifaa vyako vipya!`,
  cancelled: (n) => `Agizo lako ${n} limeghairiwa.`,
  reason: (r) => `Sababu: ${r}`,
  refundWillFollow: 'Ulilipa kwa M-Pesa: tutarudisha pesa kwenye namba hiyo hiyo na tutakuandikia tukimaliza.',
  nothingOwed: 'Hakuna kilicholipwa, kwa hiyo hakuna deni.',
  refunded: (n, ref) =>
    `Agizo lako ${n} limeghairiwa na pesa zako za M-Pesa zimerudishwa${ref ? ` (namba ya M-Pesa ${ref})` : ''}.`,
  order: (n) => `Agizo ${n}`,
  delivery: 'Usafirishaji',
  free: 'Bure',
  vat: (rate) => `VAT (${rate})`,
  vatIncluded: (rate) => `Pamoja na VAT (${rate})`,
  total: 'Jumla',
  paidByMpesa: 'Imelipwa kwa M-Pesa',
  paidBeyond: (amount) => `Umelipa zaidi ya jumla — ${amount}, tutakurudishia`,
  method: { pickup: 'Kuchukua dukani', same_day: 'Kuletewa Nairobi siku hiyo hiyo', courier: 'Kuletewa na courier' },
  collectAt: (a) => `Chukua: ${a}`,
  deliverTo: (a) => `Kuletewa: ${a}`,
  riderPhone: (p) => `Simu ya kumpigia rider: ${p}`,
  expected: (w) => `Linatarajiwa: ${w}`,
  receipt: (number, url) => `Risiti yako ${number}: ${url}`,
  follow: (url) => `Fuatilia agizo lako kwenye Oda Zangu: ${url}`,
  questions: (url) => `Maswali? Tuandikie WhatsApp: ${url}`,
  weekdays: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
  months: SW_MONTHS,
  partRefund: {
    subject: (amount, n) => `Tumerudisha ${amount} za agizo ${n}`,
    body: (amount, n, ref) => `Tumerudisha ${amount} za agizo lako ${n} kwenye M-Pesa yako (namba ya M-Pesa ${ref}).`,
    see: 'Unaweza kuziona kwenye Oda Zangu.',
  },
  layaway: {
    subject: (r) => `Layaway ${r.number}: zimebaki ${formatKES(r.balance)} za kulipa kufikia ${swDate(r.dueAt)}`,
    hello: (name) => `Habari ${name},`,
    first: (r) =>
      `Malipo ya layaway yako ${r.number} yanatakiwa ${r.daysBefore === 1 ? 'kesho' : `baada ya siku ${r.daysBefore}`}, tarehe ${swDate(r.dueAt)}: zimebaki ${formatKES(r.balance)} za kulipa.`,
    paidSoFar: (amount) => `Umelipa kufikia sasa: ${formatKES(amount)}.`,
    payRest: (url) => `Lipa kiasi kinachobaki kwa M-Pesa, kwa malipo mengi upendavyo, kupitia Oda Zangu: ${url}`,
    expiry: (policy, dueAt) =>
      `Kiasi kinachobaki kisipolipwa kufikia ${swDate(dueAt)}, oda itaghairiwa na pesa ulizolipa ${policy === 'keep' ? 'zitabaki kwa duka' : 'zitarudishwa kwako'}.`,
    expiredNote: ({ code, values }) => {
      const outcome =
        code === EXPIRED_CODES.kept ? 'zinabaki kwa duka, kama ulivyokubali wakati wa kulipia' : 'zitarudishwa kwako';
      return `Layaway haikulipwa yote kufikia ${swDate(new Date(values.due))}: ${formatKES(values.amount)} ulizolipa ${outcome}.`;
    },
  },
} satisfies MailTexts;

export const MAIL_TEXTS: Record<MailLang, MailTexts> = { en, sw };
export const mailTexts = (lang: string | null | undefined): MailTexts => (lang === 'sw' ? sw : en);

/** '2026-11-25' as 'Wed 25 Nov' / 'Jumatano 25 Novemba'. */
export function mailDay(L: MailTexts, day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${L.weekdays[d.getUTCDay()]} ${d.getUTCDate()} ${L.months[d.getUTCMonth()]}`;
}
