import type { Lang } from '~/lib/i18n/i18n';

/**
 * The About page's paragraphs, per language. Long texts of one page travel in that page's loader data,
 * not in the root dictionary every page carries (decision 028, amended). `{store}`, `{freeOver}`: put in
 * by the page. Same keys in both (the type says so).
 */
const en = {
  title: 'About {store}',
  lead: 'We sell PC components, gaming PCs and accessories across Kenya, at honest prices in Kenyan shillings.',
  whoTitle: 'Who we are',
  who: '{store} is a Kenyan online shop for PC components and gaming hardware, run by people who build PCs every day. We stock graphics cards, processors, motherboards, memory, storage, cases, power supplies, coolers, monitors and complete gaming PCs, for gamers, students, creators and businesses.',
  pricesBefore:
    'Every price on the site is in KES and shown excluding VAT, and what you see in stock is what we have on the shelf. If you are planning a new machine, our',
  buildYourPc: 'Build Your PC',
  pricesAfter:
    'tool checks that your parts fit together before you buy: socket, memory type, power supply, case size and cooler.',
  promiseTitle: 'What we promise',
  freeOver: 'On orders over {amount}',
  freeAlways: 'On every order',
  freeTitle: 'Free delivery',
  freeText: '{freeOver}, anywhere in Kenya.',
  supportTitle: '24/7 technical support',
  supportText: 'Help choosing, installing and troubleshooting parts, day or night.',
  mpesaTitle: 'Pay with M-Pesa',
  mpesaText: 'Pay from your phone with an M-Pesa prompt, or order over WhatsApp.',
  genuineTitle: 'Genuine parts',
  genuineText: 'From trusted brands and distributors, with the manufacturer warranty.',
  planTitle: 'Planning a build?',
  planText: 'Pick your parts, see the compatibility checks and the total, and add it all to your cart at once.',
  talk: 'Prefer to talk?',
  contact: 'Contact us',
};

export type AboutText = typeof en;

const sw: AboutText = {
  title: 'Kuhusu {store}',
  lead: 'Tunauza vifaa vya kompyuta, gaming PC na accessories kote Kenya, kwa bei za haki kwa shilingi za Kenya.',
  whoTitle: 'Sisi ni nani',
  who: '{store} ni duka la mtandaoni la Kenya la vifaa vya kompyuta na gaming, linaloendeshwa na watu wanaounda PC kila siku. Tuna graphics cards, prosesa, motherboards, memory, storage, cases, power supplies, coolers, monitors na gaming PC kamili, kwa wachezaji, wanafunzi, wabunifu na biashara.',
  pricesBefore:
    'Kila bei kwenye tovuti iko kwa KES bila VAT, na stock unayoona ndiyo tuliyo nayo dukani. Kama unapanga kompyuta mpya, zana yetu ya',
  buildYourPc: 'Jenga PC Yako',
  pricesAfter:
    'inakagua kwamba vifaa vyako vinaoana kabla ya kununua: socket, aina ya memory, power supply, ukubwa wa case na cooler.',
  promiseTitle: 'Ahadi zetu',
  freeOver: 'Kwa oda za zaidi ya {amount}',
  freeAlways: 'Kwa kila oda',
  freeTitle: 'Usafirishaji bure',
  freeText: '{freeOver}, popote Kenya.',
  supportTitle: 'Msaada wa kiufundi saa 24/7',
  supportText: 'Tunakusaidia kuchagua, kufunga na kutatua matatizo ya vifaa, mchana au usiku.',
  mpesaTitle: 'Lipa kwa M-Pesa',
  mpesaText: 'Lipa kwa simu yako kupitia ombi la M-Pesa, au agiza kwa WhatsApp.',
  genuineTitle: 'Vifaa halisi',
  genuineText: 'Kutoka kwa brands na wasambazaji wanaoaminika, pamoja na warranty ya mtengenezaji.',
  planTitle: 'Unapanga build?',
  planText: 'Chagua vifaa vyako, uone ukaguzi wa uoanifu na jumla, kisha uweke vyote kikapuni mara moja.',
  talk: 'Ungependa kuongea nasi?',
  contact: 'Wasiliana nasi',
};

export const aboutText = (lang: Lang): AboutText => (lang === 'sw' ? sw : en);
