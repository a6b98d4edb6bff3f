import type { Lang } from '~/lib/i18n/i18n';

/**
 * The privacy policy and the terms, per language: whole paragraphs in the page's loader data, like the
 * About page (decision 028), never in a bundle nor in every page's dictionary. A block is a paragraph
 * or, as an array, a bulleted list. Marks the page fills in (legal-page.tsx): **bold**, [text](/path),
 * {email} (the support e-mail link), {phone}, {store}, {threshold} (free delivery, KES), {odpc} (the ODPC
 * registration number: a block holding it is left out while the setting is empty).
 */
export type LegalBlock = string | string[];
export interface LegalDoc {
  title: string;
  description: string;
  lead: string;
  sections: { id: string; title: string; blocks: LegalBlock[] }[];
}
export interface LegalFrame {
  onThisPage: string;
  updated: string;
  questions: string;
}

const FRAME: Record<Lang, LegalFrame> = {
  en: { onThisPage: 'On this page', updated: 'Last updated: 1 November 2026', questions: 'Questions? Write to' },
  sw: {
    onThisPage: 'Kwenye ukurasa huu',
    updated: 'Ilisasishwa mwisho: 1 Novemba 2026',
    questions: 'Una swali? Tuandikie kwa',
  },
};

const PRIVACY_EN: LegalDoc = {
  title: 'Privacy Policy',
  description:
    'What personal information we collect, how we use and protect it, who we share it with (we never sell it) and your rights.',
  lead: 'How {store} collects, uses and protects your personal information. We never sell your personal data.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        'We collect only what we need to run the shop:',
        [
          '**Account details:** your name, e-mail address and password (stored only as a secure hash).',
          '**Order details:** the products you buy, delivery information, and the M-Pesa phone number and payment confirmation for each payment.',
          '**Messages:** what you send us through the contact form, e-mail or WhatsApp, and product reviews.',
          '**Technical data:** a session cookie that keeps you signed in, and basic server logs (IP address, browser, pages requested) kept for security.',
        ],
        "Your cart, favourites and PC builds are kept in your own browser's storage and do not reach us until you place an order.",
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      blocks: [
        [
          'To process, deliver and support your orders, and to take payments by M-Pesa.',
          'To run your account, keep it secure and send service e-mails such as password resets and order updates.',
          'To answer your questions and provide technical support.',
          'To prevent fraud and abuse, and to meet our legal and tax obligations.',
          'To send offers and news, only if you agreed to receive them.',
        ],
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing your information',
      blocks: [
        '**We do not sell your personal data**, and we do not rent or trade it.',
        'We share only what each party needs to do its job for us:',
        [
          'Safaricom (M-Pesa), to process your payments;',
          'delivery partners, to bring your order to you;',
          'our hosting and e-mail providers, who store and send data on our behalf;',
          'authorities, when the law requires it.',
        ],
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'Our site uses encrypted connections (HTTPS). Passwords are stored as one-way hashes, sign-in sessions use cookies that scripts cannot read, and only staff who need your details to serve you can see them. No system is perfectly secure; if a breach affects your data we will tell you and the Office of the Data Protection Commissioner as the Data Protection Act, 2019 requires.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You can at any time:',
        [
          '**access** the personal data we hold about you;',
          '**update** it, for example your name in [Profile Settings](/profile);',
          '**delete** your account and data, except what the law requires us to keep (such as invoices);',
          '**opt out of marketing** with the unsubscribe link in any offer e-mail, or by writing to us.',
        ],
        'To use these rights, e-mail {email}. We answer within 14 days.',
        'Most of them you can use yourself, at once, in [Profile → Privacy](/profile?tab=privacy):',
        [
          '**Access and portability:** download all your data there, as JSON or as a spreadsheet (CSV).',
          '**Correction:** change your name in [Profile](/profile), and your saved addresses and phone numbers in [Profile → Privacy](/profile?tab=privacy); to change your e-mail address, write to {email}.',
          '**Erasure:** delete your account there. Your name, e-mail address, phone numbers and addresses are erased at once, unpaid orders are cancelled and you are signed out everywhere.',
          '**Objection to marketing:** untick the offers box there at any time. We record when you agreed, when you withdrew and the words you were shown.',
          '**Complaint:** if we do not resolve a concern, you may complain to the Office of the Data Protection Commissioner (ODPC), www.odpc.go.ke.',
        ],
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep your data',
      blocks: [
        [
          '**Account details** (name, e-mail address, addresses, phone numbers, saved builds): while you have an account; erased at once when you delete it.',
          '**Orders, payments and receipts:** 5 years after the sale, as Kenyan tax law requires; once your account is deleted they are kept without your name, e-mail, phone number or street.',
          '**Sign-in sessions:** at most 30 days; ended at once when you delete your account.',
          '**Your choices about offers:** while you have an account, as the record of what you agreed to.',
          '**Messages to us:** until your question is answered; deleted with your account.',
          '**Records of changes made in the shop:** kept with an account number only, never your name or e-mail address.',
        ],
      ],
    },
    {
      id: 'policy-changes',
      title: 'Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The date at the top shows the latest version; for significant changes we will also e-mail account holders before they take effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        '{store} is responsible for your personal data. For any privacy question or request, e-mail {email} or call {phone}.',
        '{store} is registered with the Office of the Data Protection Commissioner (ODPC) as a data controller and processor, registration number **{odpc}**.',
      ],
    },
  ],
};

const PRIVACY_SW: LegalDoc = {
  title: 'Sera ya Faragha',
  description:
    'Taarifa binafsi tunazokusanya, jinsi tunavyozitumia na kuzilinda, tunayeshirikiana naye (hatuziuzi kamwe) na haki zako.',
  lead: 'Jinsi {store} inavyokusanya, kutumia na kulinda taarifa zako binafsi. Hatuuzi kamwe data yako binafsi.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Taarifa tunazokusanya',
      blocks: [
        'Tunakusanya tu kile tunachohitaji kuendesha duka:',
        [
          '**Taarifa za akaunti:** jina lako, barua pepe na nenosiri (tunalihifadhi kama hash salama pekee).',
          '**Taarifa za oda:** bidhaa unazonunua, taarifa za usafirishaji, na namba ya simu ya M-Pesa pamoja na uthibitisho wa kila malipo.',
          '**Ujumbe:** unachotutumia kupitia fomu ya mawasiliano, barua pepe au WhatsApp, na maoni kuhusu bidhaa.',
          '**Data ya kiufundi:** cookie ya kipindi inayokuweka ndani ya akaunti, na kumbukumbu za msingi za seva (anwani ya IP, kivinjari, kurasa ulizofungua) tunazoweka kwa ajili ya usalama.',
        ],
        'Kikapu chako, vipendwa na build zako za PC vinahifadhiwa kwenye kivinjari chako mwenyewe na havitufikii hadi uweke oda.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Jinsi tunavyotumia taarifa zako',
      blocks: [
        [
          'Kushughulikia, kuleta na kuhudumia oda zako, na kupokea malipo kwa M-Pesa.',
          'Kuendesha akaunti yako, kuilinda na kukutumia barua pepe za huduma kama za kubadilisha nenosiri na habari za oda.',
          'Kujibu maswali yako na kukupa msaada wa kiufundi.',
          'Kuzuia udanganyifu na matumizi mabaya, na kutimiza wajibu wetu wa kisheria na wa kodi.',
          'Kukutumia ofa na habari, ikiwa tu ulikubali kuzipokea.',
        ],
      ],
    },
    {
      id: 'sharing',
      title: 'Kushiriki taarifa zako',
      blocks: [
        '**Hatuuzi data yako binafsi**, wala hatuikodishi au kuibadilishana.',
        'Tunampa kila mhusika kile tu anachohitaji kufanya kazi yake kwa niaba yetu:',
        [
          'Safaricom (M-Pesa), kushughulikia malipo yako;',
          'washirika wa usafirishaji, kukuletea oda yako;',
          'watoa huduma wetu wa hosting na barua pepe, wanaohifadhi na kutuma data kwa niaba yetu;',
          'mamlaka, pale sheria inapotaka.',
        ],
      ],
    },
    {
      id: 'security',
      title: 'Usalama',
      blocks: [
        'Tovuti yetu inatumia miunganisho iliyosimbwa (HTTPS). Manenosiri yanahifadhiwa kama hash za njia moja, vipindi vya kuingia vinatumia cookies ambazo scripts haziwezi kusoma, na ni wafanyakazi tu wanaohitaji taarifa zako kukuhudumia wanaoweza kuziona. Hakuna mfumo ulio salama kabisa; data yako ikiathiriwa na uvunjaji wa usalama, tutakujulisha wewe na Ofisi ya Kamishna wa Ulinzi wa Data kama Sheria ya Ulinzi wa Data, 2019 inavyotaka.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Haki zako',
      blocks: [
        'Wakati wowote unaweza:',
        [
          '**kuona** data binafsi tuliyo nayo kukuhusu;',
          '**kuisasisha**, kwa mfano jina lako kwenye [Mipangilio ya Wasifu](/profile);',
          '**kufuta** akaunti na data yako, isipokuwa kile sheria inachotutaka tuweke (kama ankara);',
          '**kuacha kupokea matangazo** kupitia kiungo cha kujiondoa kwenye barua pepe yoyote ya ofa, au kwa kutuandikia.',
        ],
        'Kutumia haki hizi, tuma barua pepe kwa {email}. Tunajibu ndani ya siku 14.',
        'Nyingi kati yake unaweza kuzitumia mwenyewe, mara moja, kwenye [Wasifu → Faragha](/profile?tab=privacy):',
        [
          '**Kuona na kuhamisha:** pakua data yako yote hapo, kama JSON au lahajedwali (CSV).',
          '**Kusahihisha:** badilisha jina lako kwenye [Wasifu](/profile), na anwani na namba za simu ulizohifadhi kwenye [Wasifu → Faragha](/profile?tab=privacy); kubadilisha barua pepe yako, tuandikie {email}.',
          '**Kufuta:** futa akaunti yako hapo. Jina lako, barua pepe, namba za simu na anwani zinafutwa mara moja, oda ambazo hazijalipiwa zinaghairiwa na unatolewa kwenye vifaa vyote.',
          '**Kukataa matangazo:** ondoa alama kwenye kisanduku cha ofa hapo wakati wowote. Tunaweka kumbukumbu ya lini ulikubali, lini uliondoa na maneno uliyoonyeshwa.',
          '**Malalamiko:** tusipotatua jambo lako, unaweza kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), www.odpc.go.ke.',
        ],
      ],
    },
    {
      id: 'retention',
      title: 'Muda tunaoweka data yako',
      blocks: [
        [
          '**Taarifa za akaunti** (jina, barua pepe, anwani, namba za simu, build ulizohifadhi): muda wote una akaunti; zinafutwa mara moja unapofuta akaunti.',
          '**Oda, malipo na risiti:** miaka 5 baada ya mauzo, kama sheria ya kodi ya Kenya inavyotaka; akaunti yako ikifutwa zinawekwa bila jina lako, barua pepe, namba ya simu wala mtaa.',
          '**Vipindi vya kuingia:** siku 30 zaidi; vinaisha mara moja unapofuta akaunti.',
          '**Chaguo zako kuhusu ofa:** muda wote una akaunti, kama kumbukumbu ya ulichokubali.',
          '**Ujumbe wako kwetu:** hadi swali lako lijibiwe; unafutwa pamoja na akaunti yako.',
          '**Kumbukumbu za mabadiliko dukani:** zinawekwa kwa namba ya akaunti tu, kamwe si jina lako wala barua pepe.',
        ],
      ],
    },
    {
      id: 'policy-changes',
      title: 'Mabadiliko ya sera hii',
      blocks: [
        'Tunaweza kusasisha sera hii huduma zetu au sheria zinapobadilika. Tarehe iliyo juu inaonyesha toleo la karibuni; kwa mabadiliko makubwa tutawatumia pia wenye akaunti barua pepe kabla hayajaanza kutumika.',
      ],
    },
    {
      id: 'contact',
      title: 'Wasiliana nasi',
      blocks: [
        '{store} inawajibika kwa data yako binafsi. Kwa swali au ombi lolote kuhusu faragha, tuma barua pepe kwa {email} au piga simu {phone}.',
        '{store} imesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data (ODPC) kama mdhibiti na mchakataji wa data, namba ya usajili **{odpc}**.',
      ],
    },
  ],
};

const TERMS_EN: LegalDoc = {
  title: 'Terms of Service',
  description:
    'The terms that apply when you use our shop, create an account and place orders: purchases, payments, liability and more.',
  lead: 'The terms that apply when you use {store} and place orders with us.',
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      blocks: [
        'By using the {store} website or placing an order, you agree to these terms and to our [Privacy Policy](/privacy). If you do not agree, please do not use the site.',
      ],
    },
    {
      id: 'use-of-service',
      title: 'Use of the service',
      blocks: [
        'You may use the site to browse, plan builds and buy products for yourself or your business. You agree not to:',
        [
          "break the law or anyone else's rights while using it;",
          'try to get around its security, overload it or collect its content automatically;',
          'post reviews or messages that are false, offensive or not about the product.',
        ],
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        'You need an account to check out and to review products you bought. Give accurate details, keep your password private and tell us at once if you think someone else has used your account. You are responsible for what is done with it.',
      ],
    },
    {
      id: 'purchases',
      title: 'Purchases',
      blocks: [
        'Prices are in Kenyan shillings (KES) and are shown excluding VAT (‘ex VAT’). Delivery is free on orders over KES {threshold}.',
        '**All orders are subject to acceptance and availability.** Placing an order is an offer to buy; a contract exists only once we confirm it. We may refuse or cancel an order, for example when a product is out of stock, a price was shown in error or a payment cannot be verified. If you already paid for a cancelled order, we refund you in full.',
        'Compatibility checks in Build Your PC are guidance based on the published specifications; please contact us if you are unsure about a part.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        "The site's design, text, images and logo belong to {store} or its suppliers. Product names and brands belong to their owners. You may not copy or reuse our content without written permission, except to share links to it.",
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        'You can close your account at any time. We may suspend or close an account that breaks these terms or is used for fraud. Orders already accepted will still be completed or refunded.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        'We describe products as accurately as we can, but specifications and pictures come partly from manufacturers and may change. The site is provided ‘as is’; we do not promise it will always be available or free of errors. Manufacturer warranties apply to the products you buy, and your rights under Kenyan consumer law are not affected.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        'As far as the law allows, {store} is not liable for indirect or consequential loss, such as lost data, profits or time, and our total liability for any order is limited to the amount you paid for it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may change these terms from time to time. The date at the top shows the latest version, and the terms in force when you place an order apply to that order.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: ['Questions about these terms? E-mail {email}, call {phone} or use our [contact page](/contact).'],
    },
  ],
};

const TERMS_SW: LegalDoc = {
  title: 'Masharti ya Huduma',
  description:
    'Masharti yanayotumika unapotumia duka letu, kufungua akaunti na kuweka oda: ununuzi, malipo, dhima na mengineyo.',
  lead: 'Masharti yanayotumika unapotumia {store} na kuweka oda kwetu.',
  sections: [
    {
      id: 'acceptance',
      title: 'Kukubali masharti haya',
      blocks: [
        'Kwa kutumia tovuti ya {store} au kuweka oda, unakubali masharti haya na [Sera yetu ya Faragha](/privacy). Kama hukubaliani nayo, tafadhali usitumie tovuti hii.',
      ],
    },
    {
      id: 'use-of-service',
      title: 'Matumizi ya huduma',
      blocks: [
        'Unaweza kutumia tovuti kuvinjari, kupanga build na kununua bidhaa kwa ajili yako au biashara yako. Unakubali kutofanya yafuatayo:',
        [
          'kuvunja sheria au haki za mtu mwingine unapoitumia;',
          'kujaribu kukwepa usalama wake, kuielemea au kukusanya maudhui yake kwa njia ya kiotomatiki;',
          'kuweka maoni au ujumbe wa uongo, wa matusi au usiohusu bidhaa.',
        ],
      ],
    },
    {
      id: 'accounts',
      title: 'Akaunti',
      blocks: [
        'Unahitaji akaunti ili kulipia oda na kutoa maoni kuhusu bidhaa ulizonunua. Toa taarifa sahihi, weka nenosiri lako siri na utujulishe mara moja ukidhani mtu mwingine ametumia akaunti yako. Unawajibika kwa yanayofanywa kupitia akaunti yako.',
      ],
    },
    {
      id: 'purchases',
      title: 'Ununuzi',
      blocks: [
        'Bei ziko kwa shilingi za Kenya (KES) na zinaonyeshwa bila VAT (‘bila VAT’). Usafirishaji ni bure kwa oda za zaidi ya KES {threshold}.',
        '**Kila oda inategemea kukubaliwa kwake na upatikanaji wa bidhaa.** Kuweka oda ni ombi la kununua; mkataba upo tu tukishaithibitisha. Tunaweza kukataa au kughairi oda, kwa mfano bidhaa ikiwa imeisha, bei ilionyeshwa kimakosa au malipo hayawezi kuthibitishwa. Kama tayari ulilipia oda iliyoghairiwa, tunakurudishia pesa yote.',
        'Ukaguzi wa uoanifu kwenye Jenga PC Yako ni mwongozo unaotegemea specifications zilizochapishwa; tafadhali wasiliana nasi kama huna uhakika kuhusu kifaa fulani.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Haki miliki',
      blocks: [
        'Muundo, maandishi, picha na nembo ya tovuti ni mali ya {store} au wasambazaji wake. Majina ya bidhaa na brands ni mali ya wamiliki wake. Huruhusiwi kunakili au kutumia tena maudhui yetu bila ruhusa ya maandishi, isipokuwa kushiriki viungo vyake.',
      ],
    },
    {
      id: 'termination',
      title: 'Kusitisha',
      blocks: [
        'Unaweza kufunga akaunti yako wakati wowote. Tunaweza kusimamisha au kufunga akaunti inayovunja masharti haya au inayotumiwa kwa udanganyifu. Oda ambazo tayari zimekubaliwa bado zitakamilishwa au pesa kurudishwa.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Tahadhari',
      blocks: [
        'Tunaeleza bidhaa kwa usahihi kadiri tuwezavyo, lakini specifications na picha zinatoka kwa sehemu kwa watengenezaji na zinaweza kubadilika. Tovuti inatolewa ‘kama ilivyo’; hatuahidi kwamba itapatikana kila wakati au bila hitilafu. Warranty za watengenezaji zinahusu bidhaa unazonunua, na haki zako chini ya sheria ya Kenya ya kumlinda mlaji haziathiriwi.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Kikomo cha dhima',
      blocks: [
        'Kwa kadiri sheria inavyoruhusu, {store} haiwajibiki kwa hasara isiyo ya moja kwa moja au inayotokana na jambo jingine, kama kupoteza data, faida au muda, na dhima yetu yote kwa oda yoyote haizidi kiasi ulicholipa kwa oda hiyo. Hakuna kitu katika masharti haya kinachopunguza dhima ambayo sheria hairuhusu ipunguzwe.',
      ],
    },
    {
      id: 'changes',
      title: 'Mabadiliko ya masharti haya',
      blocks: [
        'Tunaweza kubadilisha masharti haya mara kwa mara. Tarehe iliyo juu inaonyesha toleo la karibuni, na masharti yanayotumika siku unapoweka oda ndiyo yanayohusu oda hiyo.',
      ],
    },
    {
      id: 'contact',
      title: 'Wasiliana nasi',
      blocks: [
        'Una swali kuhusu masharti haya? Tuma barua pepe kwa {email}, piga simu {phone} au tumia [ukurasa wetu wa mawasiliano](/contact).',
      ],
    },
  ],
};

export const legalText = (doc: 'privacy' | 'terms', lang: Lang): { doc: LegalDoc; frame: LegalFrame } => ({
  doc: doc === 'privacy' ? (lang === 'sw' ? PRIVACY_SW : PRIVACY_EN) : lang === 'sw' ? TERMS_SW : TERMS_EN,
  frame: FRAME[lang],
});
