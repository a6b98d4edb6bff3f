import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '#core/schemas/auth';
import { MAX_OPEN_UNPAID_ORDERS, ORDER_MESSAGES } from '#core/schemas/orders';
import { DELIVERY_MESSAGES } from '#core/delivery/rules';
import { ADDRESS_MESSAGES } from '#core/delivery/address';
import { PAYMENT_MESSAGES, PHONE_MESSAGES } from '#core/payments/phone';
import { REVIEW_MESSAGES } from '#core/reviews/review-rules';
import { USER_MESSAGES } from '#core/accounts/user-fields';
import { PRIVACY_MESSAGES } from '#core/schemas/privacy';
import { ALERT_MESSAGES } from '#core/schemas/alerts';
import { PASSWORD_MAX, PASSWORD_MIN, NAME_MAX } from '#core/accounts/account-rules';
import { reasonToSwahili } from './build-reasons';
import { RETURN_SW, RETURN_SW_PATTERNS } from './returns-sw';
import { requestLanguage } from './language';

/**
 * The API's messages a shopper meets, in Kiswahili (decision 028, amended). English stays the spec's
 * exact wording in the services and core; the answer is translated in this one place, on the way out,
 * when the request's language is Kiswahili. Admin-only messages stay English (the dashboard is English).
 */
export const SW_MESSAGES: Record<string, string> = {
  // Back in stock and price drops (issue 31, decision 069)
  [ALERT_MESSAGES.waiting]: 'Tutakujulisha mara moja bidhaa ikirudi dukani.',
  [ALERT_MESSAGES.confirmSent]: 'Tumekutumia kiungo: kifungue ili kuthibitisha.',
  [ALERT_MESSAGES.inStock]: 'Bidhaa hii iko dukani sasa.',
  [ALERT_MESSAGES.contactNeeded]: 'Andika nambari ya simu au anwani ya barua pepe',
  [ALERT_MESSAGES.badContact]: 'Andika nambari sahihi ya simu ya Kenya au anwani ya barua pepe',
  [ALERT_MESSAGES.watching]: 'Tutakujulisha bei ikishuka.',
  [ALERT_MESSAGES.stopped]: 'Arifa imeondolewa',
  // Data rights (issue 30, decision 065)
  [PRIVACY_MESSAGES.wrongPassword]: 'Nenosiri si sahihi',
  [PRIVACY_MESSAGES.openPaidOrder]:
    'Una oda iliyolipiwa ambayo bado haijafika. Tunahitaji taarifa zako kuileta: tafadhali futa akaunti yako baada ya kuipokea, au wasiliana nasi.',
  [PRIVACY_MESSAGES.staffAccount]: 'Akaunti ya mfanyakazi au msimamizi inaondolewa na msimamizi, kwenye Users',
  [PRIVACY_MESSAGES.deleted]: 'Akaunti yako imefutwa',
  [PRIVACY_MESSAGES.consentSaved]: 'Chaguo lako limehifadhiwa',
  'Please enter your password': 'Tafadhali andika nenosiri lako',
  // Accounts
  [AUTH_MESSAGES.registered]: 'Umesajiliwa! Tafadhali angalia barua pepe yako ili kuthibitisha akaunti yako.',
  [AUTH_MESSAGES.emailTaken]: 'Tayari kuna akaunti yenye barua pepe hii',
  [AUTH_MESSAGES.badCredentials]: 'Barua pepe au nenosiri si sahihi',
  [AUTH_MESSAGES.resetRequested]: 'Ikiwa kuna akaunti ya barua pepe hiyo, tumetuma kiungo cha kubadilisha nenosiri.',
  [AUTH_MESSAGES.resetDone]: 'Nenosiri lako limebadilishwa. Sasa unaweza kuingia.',
  [AUTH_MESSAGES.badResetToken]: 'Kiungo hiki cha kubadilisha nenosiri si sahihi au muda wake umeisha',
  [AUTH_MESSAGES.badVerifyToken]: 'Kiungo hiki cha uthibitisho si sahihi au muda wake umeisha',
  [AUTH_MESSAGES.verified]: 'Barua pepe yako imethibitishwa.',
  [AUTH_MESSAGES.verificationSent]: 'Tumetuma barua pepe ya uthibitisho. Tafadhali angalia inbox yako.',
  [AUTH_MESSAGES.alreadyVerified]: 'Barua pepe yako tayari imethibitishwa.',
  [AUTH_MESSAGES.passwordChanged]: 'Nenosiri lako limebadilishwa. Umetolewa kwenye vifaa vingine.',
  [AUTH_MESSAGES.wrongPassword]: 'Nenosiri la sasa si sahihi',
  [AUTH_MESSAGES.signInRequired]: 'Huna ruhusa, tafadhali ingia kwanza',
  [AUTH_MESSAGES.accountDisabled]: 'Akaunti hii imezimwa. Tafadhali wasiliana na duka ikiwa unadhani ni kosa.',
  [AUTH_MESSAGES.verifyRequired]:
    'Tafadhali thibitisha barua pepe yako kwanza. Angalia inbox yako kupata kiungo cha uthibitisho.',
  [AUTH_MESSAGES.loggedOut]: 'Umetoka',
  'Name is required': 'Jina linahitajika',
  [`Name must be at most ${NAME_MAX} characters`]: `Jina lisizidi herufi ${NAME_MAX}`,
  'Email is required': 'Barua pepe inahitajika',
  'Please enter a valid email address': 'Tafadhali andika barua pepe sahihi',
  'Password is required': 'Nenosiri linahitajika',
  [`Password must be at least ${PASSWORD_MIN} characters`]: `Nenosiri liwe na angalau herufi ${PASSWORD_MIN}`,
  [`Password must be at most ${PASSWORD_MAX} characters`]: `Nenosiri lisizidi herufi ${PASSWORD_MAX}`,
  'Current password is required': 'Nenosiri la sasa linahitajika',
  [USER_MESSAGES.notFound]: 'Mtumiaji hakupatikana',
  [USER_MESSAGES.notYours]: 'Unaweza kubadilisha wasifu wako tu',
  // Orders
  [ORDER_MESSAGES.empty]: 'Oda yako haina bidhaa',
  'An order can hold at most 50 different products': 'Oda moja inaweza kuwa na bidhaa tofauti 50 tu',
  [ORDER_MESSAGES.totalMismatch]: 'Jumla ya oda hailingani na bei za sasa. Tafadhali kagua kikapu chako.',
  [ORDER_MESSAGES.tooLarge]: 'Oda hii ni kubwa mno kuweka mtandaoni. Tafadhali wasiliana nasi ili tuikamilishe.',
  [ORDER_MESSAGES.belowMpesa]: 'M-Pesa inapokea angalau KES 10: tafadhali ongeza kwenye oda yako.',
  [ORDER_MESSAGES.notFound]: 'Oda haikupatikana',
  [ORDER_MESSAGES.tooManyUnpaid]: `Tayari una oda ${MAX_OPEN_UNPAID_ORDERS} ambazo hazijalipiwa, na kila moja inashikilia bidhaa zake hadi ilipiwe. Tafadhali lipia au ghairi mojawapo kwenye Oda Zangu kabla ya kuweka nyingine.`,
  [ORDER_MESSAGES.notCancellable]: 'Oda inaweza kughairiwa tu ikiwa inasubiri malipo, au imelipiwa na bado haijatumwa',
  [ORDER_MESSAGES.reasonRequired]: 'Tafadhali eleza sababu ya kughairi',
  [ORDER_MESSAGES.noReceipt]: 'Oda hii bado haina risiti: haijalipiwa',
  [ORDER_MESSAGES.cancelled]: 'Oda imeghairiwa. Bidhaa zake zimerudi sokoni.',
  // Delivery
  [DELIVERY_MESSAGES.sameDayOff]: 'Usafirishaji wa siku hiyo hiyo haupatikani kwa sasa',
  [DELIVERY_MESSAGES.sameDayNairobi]: 'Usafirishaji wa siku hiyo hiyo ni kwa anwani za Nairobi tu',
  [DELIVERY_MESSAGES.addressNeeded]: 'Tafadhali andika anwani ya kuletewa',
  [DELIVERY_MESSAGES.addressNotFound]: 'Anwani haikupatikana',
  'Address deleted': 'Anwani imefutwa',
  [ADDRESS_MESSAGES.county]: 'Chagua kaunti',
  [ADDRESS_MESSAGES.town]: 'Tafadhali andika mji au eneo',
  [ADDRESS_MESSAGES.street]: 'Tafadhali andika barabara au jengo',
  [ADDRESS_MESSAGES.phone]: 'Tafadhali andika namba ya simu ambayo rider atapiga, mfano 0712 345 678',
  // Payments
  [PHONE_MESSAGES.invalidTitle]: 'Namba ya simu si sahihi',
  [PHONE_MESSAGES.invalid]: 'Tafadhali andika namba sahihi ya simu ya M-Pesa',
  [PHONE_MESSAGES.format]: 'Muundo wa namba ya simu si sahihi',
  [PHONE_MESSAGES.prefix]: 'Namba ya simu lazima ianze na 254',
  [PHONE_MESSAGES.amount]: 'Kiasi kiwe kati ya 10 na 150,000',
  [PAYMENT_MESSAGES.notFound]: 'Malipo hayakupatikana',
  [PAYMENT_MESSAGES.orderNotPayable]: 'Oda hii haiwezi kulipiwa tena',
  [PAYMENT_MESSAGES.promptPending]:
    'Ombi la malipo la oda hii lilitumwa chini ya dakika moja iliyopita. Tafadhali angalia simu yako.',
  'M-Pesa could not be reached': 'Hatukuweza kufikia M-Pesa',
  'Enter the order number': 'Andika namba ya oda',
  // Reviews
  [REVIEW_MESSAGES.ratingRequired]: 'Chagua nyota',
  [REVIEW_MESSAGES.ratingRange]: 'Nyota ziwe kati ya 1 na 5',
  [REVIEW_MESSAGES.commentRequired]: 'Andika maoni yako',
  [REVIEW_MESSAGES.commentShort]: REVIEW_MESSAGES.commentShort.replace(
    /^Comment must be at least (\d+) characters$/,
    'Maoni yawe na angalau herufi $1',
  ),
  [REVIEW_MESSAGES.commentLong]: REVIEW_MESSAGES.commentLong.replace(
    /^Comment must be at most (\d+) characters$/,
    'Maoni yasizidi herufi $1',
  ),
  [REVIEW_MESSAGES.mustPurchase]: 'Lazima uwe umenunua bidhaa hii ili uandike maoni.',
  [REVIEW_MESSAGES.alreadyReviewed]: 'Tayari umetoa maoni kuhusu bidhaa hii',
  'Review added': 'Maoni yameongezwa',
  // Contact form
  'Subject is required': 'Kichwa cha ujumbe kinahitajika',
  'Message is required': 'Ujumbe unahitajika',
  'Thank you! Your message has been sent. We will get back to you soon.':
    'Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.',
  // Build Your PC
  'Build not found: the link may be mistyped.': 'Build haikupatikana: huenda kiungo kimekosewa.',
  'Saved build not found': 'Build uliyohifadhi haikupatikana',
  'Build deleted': 'Build imefutwa',
  'Choose at least one part before sharing the build': 'Chagua angalau kifaa kimoja kabla ya kushiriki build',
  'Give the build a name': 'Ipe build jina',
  'The shop does not have the parts for a complete, compatible build in stock right now.':
    'Kwa sasa duka halina vifaa vya kutosha kukamilisha build inayooana.',
  // Generic
  'Product not found': 'Bidhaa haikupatikana',
  'Not found': 'Haikupatikana',
  'You do not have permission to do this': 'Huna ruhusa ya kufanya hivi',
  'Something went wrong on our side. Please try again.': 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  'Cross-origin request refused': 'Ombi kutoka tovuti nyingine limekataliwa',
  'Invalid request': 'Ombi si sahihi',
  // Returns and warranty (issue 30)
  ...RETURN_SW,
};

/** The rate limits' `what` (server/plugins/rate-limits.ts), as the start of a Kiswahili sentence. */
const TOO_MANY: Record<string, string> = {
  'sign-in attempts': 'Majaribio mengi mno ya kuingia',
  'sign-in attempts from your network': 'Majaribio mengi mno ya kuingia kutoka mtandao wako',
  'sign-ups': 'Usajili mwingi mno',
  'password reset requests': 'Maombi mengi mno ya kubadilisha nenosiri',
  'password reset requests from your network': 'Maombi mengi mno ya kubadilisha nenosiri kutoka mtandao wako',
  'verification emails': 'Barua pepe nyingi mno za uthibitisho',
  messages: 'Ujumbe mwingi mno',
  'messages from your network': 'Ujumbe mwingi mno kutoka mtandao wako',
  'payment requests': 'Maombi mengi mno ya malipo',
  orders: 'Oda nyingi mno',
  'build links': 'Viungo vingi mno vya build',
  'changes to saved builds': 'Mabadiliko mengi mno ya build zilizohifadhiwa',
};

/** Messages with values in them: the English pattern and its Kiswahili. The values are kept as sent. */
const SW_PATTERNS: [RegExp, (...m: string[]) => string][] = [
  [
    /^Invalid (field|query parameter) '(.+?)': (.*)$/s,
    (_, kind, f, rest) => `${kind === 'field' ? 'Sehemu' : 'Kigezo'} '${f}' si sahihi: ${toSwahili(rest)}`,
  ],
  [/^(.+) is no longer available$/s, (_, n) => `${n} haipatikani tena`],
  [
    /^The price of (.+) has changed\. Please review your cart\.$/s,
    (_, n) => `Bei ya ${n} imebadilika. Tafadhali kagua kikapu chako.`,
  ],
  [
    /^The order total leaves out VAT \((.+)\): with VAT it is (.+)\. Please review your cart\.$/s,
    (_, r, t) => `Jumla ya oda haina VAT (${r}): pamoja na VAT ni ${t}. Tafadhali kagua kikapu chako.`,
  ],
  [/^Not enough stock for (.+)$/s, (_, n) => `Hakuna stock ya kutosha ya ${n}`],
  [
    /^We do not deliver to (.+) yet\. Please choose pickup at the shop\.$/s,
    (_, c) => `Bado hatuleti ${c}. Tafadhali chagua kuchukua dukani.`,
  ],
  [
    /^You can keep up to (\d+) addresses\. Please delete one first\.$/,
    (_, n) => `Unaweza kuhifadhi anwani ${n} tu. Tafadhali futa moja kwanza.`,
  ],
  [
    /^You can keep up to (\d+) saved builds: delete one to save another\.$/,
    (_, n) => `Unaweza kuhifadhi build ${n} tu: futa moja ili uhifadhi nyingine.`,
  ],
  [/^Payment failed: (.*)$/s, (_, r) => `Malipo hayakufanikiwa: ${toSwahili(r)}`],
  [
    /^Too many (.+)\. Please try again in (\d+) minutes?\.$/,
    (_, what, n) => `${TOO_MANY[what] ?? 'Maombi mengi mno'}. Tafadhali jaribu tena baada ya dakika ${n}.`,
  ],
  [
    /^The cheapest complete, compatible build in stock costs (.+), more than (.+)\. Raise the budget to at least that\.$/s,
    (_, c, b) =>
      `Build kamili inayooana iliyo nafuu zaidi dukani inagharimu ${c}, zaidi ya ${b}. Ongeza bajeti angalau ifike hapo.`,
  ],
  [/^Not found: (\S+) (.+)$/, (_, m, p) => `Haikupatikana: ${m} ${p}`],
  ...RETURN_SW_PATTERNS,
];

/** A message in Kiswahili, or as it came when it is not one a shopper meets (admin texts stay English). */
export function toSwahili(message: string): string {
  const exact = SW_MESSAGES[message];
  if (exact) return exact;
  for (const [re, to] of SW_PATTERNS) {
    const m = re.exec(message);
    if (m) return to(...m);
  }
  return message;
}

/**
 * Every JSON answer of `/api` that carries a `message` (errors, and successes a page shows as they
 * are) leaves in the request's language. One hook, so handlers and services stay in the spec's English.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!payload || typeof payload !== 'object') return payload;
    const { message, reasons } = payload as { message?: unknown; reasons?: unknown };
    // Build for me's reason per part (POST /api/builds/suggest).
    const hasReasons = request.url.startsWith('/api/builds/suggest') && reasons && typeof reasons === 'object';
    if ((typeof message !== 'string' && !hasReasons) || requestLanguage(request) !== 'sw') return payload;
    return {
      ...(payload as object),
      ...(typeof message === 'string' ? { message: toSwahili(message) } : {}),
      ...(hasReasons
        ? {
            reasons: Object.fromEntries(
              Object.entries(reasons).map(([slot, r]) => [slot, typeof r === 'string' ? reasonToSwahili(r) : r]),
            ),
          }
        : {}),
    };
  });
}
