import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '#core/messages/spec-words';
import { expiredNote } from '#core/orders/layaway';
import { formatDate } from '#core/format/dates';
import { apiMessage, codeOfConstant, sayApi } from '#core/messages/api';

/** The API's Kiswahili for a message without values (core/messages/api-sw.ts), or the text when it has none. */
const toSwahili = (text: string) => {
  const code = codeOfConstant(text);
  return code ? sayApi('sw', apiMessage(code)) : text;
};
import { en } from './en';
import { format, hreflangLinks, LANGUAGES } from './i18n';
import { sw } from './sw';
import {
  accountStrings,
  builderStrings,
  i18nData,
  isAccountKey,
  isBuilderKey,
  languageOf,
  preferredLanguage,
} from './language.server';

const DICTIONARIES: Record<string, Record<string, string>> = { en, sw };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the dictionaries', () => {
  it('has one for each language of the switch', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [lang, dict] of Object.entries(DICTIONARIES)) {
    const other = lang === 'en' ? sw : en;
    it(`${lang}: no key is missing that the other language has, and no text is empty`, () => {
      expect(
        Object.keys(other).filter((k) => !(k in dict)),
        `missing in ${lang}`,
      ).toEqual([]);
      expect(
        Object.entries(dict)
          .filter(([, v]) => !v.trim())
          .map(([k]) => k),
        `empty in ${lang}`,
      ).toEqual([]);
    });
  }

  it('Kiswahili keeps every {value} of the English text, so no price or name goes missing', () => {
    // {a} is English's article ('an AM5 board'): Kiswahili has none.
    const kept = (text: string) => placeholders(text).filter((p) => p !== 'a');
    const wrong = Object.keys(en).filter(
      (k) => kept(en[k as keyof typeof en]).join() !== placeholders(sw[k as keyof typeof sw]).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('Kiswahili is a translation, not the English left in place (brand-like labels aside)', () => {
    const same = Object.keys(en).filter((k) => en[k as keyof typeof en] === sw[k as keyof typeof sw]);
    // Words Kenyan shops keep in English: category, product-type and Build-your-PC slot names, 'Brand'.
    const kept = ['category.', 'slot.', 'builder.noun.'];
    expect(same.filter((k) => !kept.some((area) => k.startsWith(area)) && k !== 'catalog.brand')).toEqual([]);
  });

  it('English is the spec wording of core/messages', () => {
    expect(en['product.addToCart']).toBe(MSG.addToCart);
    expect(en['error.notFoundTitle']).toBe(MSG.notFoundTitle);
    expect(en['toast.favAddedText'].replace('{name}', 'X')).toBe(MSG.favorites.addedText('X'));
  });

  it('the checks the browser runs say what the server says for the same mistake, in both languages', () => {
    const same = Object.keys(en).filter(
      (k) => /^(form|review)\./.test(k) && toSwahili(en[k as keyof typeof en]) !== en[k as keyof typeof en],
    );
    expect(same.length).toBeGreaterThanOrEqual(14);
    expect(same.filter((k) => toSwahili(en[k as keyof typeof en]) !== sw[k as keyof typeof sw])).toEqual([]);
  });

  it("a layaway expiry's reason in English is core's note word for word (My Orders says it from these keys)", () => {
    const due = new Date('2026-11-30T09:00:00Z');
    const vars = { date: formatDate(due), amount: 'KES 73,500' };
    expect(format(en, 'orders.expiredRefund', vars)).toBe(expiredNote('refund', 73_500, due));
    expect(format(en, 'orders.expiredKept', vars)).toBe(expiredNote('kept', 73_500, due));
  });

  it('every key the storefront asks for with t(...) is in the dictionary', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/\bt(?:Now)?\('([\w.-]+)'/g)) used.add(m[1]);
        }
      }
    };
    walk('app');
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});

/** Files under app/ (tests and the dictionaries aside) that ask for a key of an area (`t(` or `tNow(`), other than the area's own files. */
function keysUsedOutside(isAreaKey: (key: string) => boolean, isAreaFile: (path: string) => boolean): string[] {
  const outside: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !path.startsWith(join('app', 'lib', 'i18n'))) {
        const uses = [...readFileSync(path, 'utf8').matchAll(/\bt(?:Now)?\(['`]([\w.-]+)/g)]
          .map((m) => m[1])
          .filter(isAreaKey);
        if (uses.length && !isAreaFile(path)) outside.push(`${path}: ${uses.join(', ')}`);
      }
    }
  };
  walk('app');
  return outside;
}

describe('the account strings', () => {
  // Sent only by the profile and receipt loaders (language.server.ts): a component elsewhere asking for
  // one would show the key. These files render only inside those two routes.
  const ACCOUNT_FILES = [
    'app/routes/profile.tsx',
    'app/routes/receipt.tsx',
    'app/features/auth/profile-details.tsx',
    'app/features/auth/change-password.tsx',
    'app/features/auth/notify-choice.tsx',
    // Profile → Privacy (issue 30, decision 065), loaded by the profile page only.
    'app/features/privacy/privacy-panel.tsx',
    'app/features/privacy/address-fixer.tsx',
    'app/features/privacy/consent-box.tsx',
    'app/features/privacy/delete-account.tsx',
    'app/features/orders/my-orders.tsx',
    'app/features/orders/order-card.tsx',
    'app/features/orders/status.ts',
    'app/features/orders/timeline.tsx',
  ];

  it('are asked for only by the account pages, and the other pages carry none of them', () => {
    const outside = keysUsedOutside(isAccountKey, (path) => ACCOUNT_FILES.includes(path));
    expect(outside).toEqual([]);
    for (const lang of LANGUAGES) {
      expect(Object.keys(i18nData(lang).dict).filter(isAccountKey)).toEqual([]);
      expect(Object.keys(accountStrings(lang)).length).toBeGreaterThan(100);
    }
  });
});

describe('the builder strings', () => {
  // Sent only by the build-pc and shared-build loaders: Build Your PC's own files ask for them.
  const isBuilderFile = (path: string) =>
    path.startsWith(join('app', 'features', 'pc-builder')) ||
    ['app/routes/build-pc.tsx', 'app/routes/build-shared.tsx'].includes(path);

  it('are asked for only inside Build Your PC, and the other pages carry none of them', () => {
    const outside = keysUsedOutside(isBuilderKey, isBuilderFile);
    expect(outside).toEqual([]);
    for (const lang of LANGUAGES) {
      expect(Object.keys(i18nData(lang).dict).filter(isBuilderKey)).toEqual([]);
      expect(Object.keys(builderStrings(lang)).length).toBeGreaterThan(100);
    }
  });
});

describe('the language of a page', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`https://shop.ke${url}`, { headers });

  it("is ?lang= first, then the cookie, then the browser's Accept-Language, then English", () => {
    expect(languageOf(request('/?lang=en', { cookie: 'lang=sw', 'accept-language': 'sw' }))).toBe('en');
    expect(languageOf(request('/', { cookie: 'a=1; lang=en', 'accept-language': 'sw' }))).toBe('en');
    expect(languageOf(request('/', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }))).toBe('sw');
    expect(languageOf(request('/', { 'accept-language': 'fr-FR, sw;q=0.5' }))).toBe('sw');
    expect(languageOf(request('/', { 'accept-language': 'en-GB,en;q=0.9,sw;q=0.8' }))).toBe('en');
    expect(languageOf(request('/', { 'accept-language': 'fr' }))).toBe('en');
    expect(languageOf(request('/'))).toBe('en');
  });

  it('reads q-values: the higher of en and sw wins, whatever the order', () => {
    expect(preferredLanguage('en;q=0.3, sw;q=0.7')).toBe('sw');
    expect(preferredLanguage('sw;q=0.2, en')).toBe('en');
    expect(preferredLanguage('sw;q=0')).toBe('en');
    expect(preferredLanguage(null)).toBe('en');
  });
});

describe('format', () => {
  it('puts values in, and shows the key when a text is missing', () => {
    expect(format(sw, 'cart.each', { price: 'KES 1,000' })).toBe('KES 1,000 kila moja');
    expect(format({}, 'cart.each')).toBe('{price} each'); // the tests' English fallback
  });
});

describe('hreflangLinks', () => {
  it('gives each language its ?lang= address and the bare address as x-default', () => {
    expect(hreflangLinks('https://shop.ke/category/monitors?page=2&lang=sw')).toEqual([
      { hrefLang: 'en', href: 'https://shop.ke/category/monitors?page=2&lang=en' },
      { hrefLang: 'sw', href: 'https://shop.ke/category/monitors?page=2&lang=sw' },
      { hrefLang: 'x-default', href: 'https://shop.ke/category/monitors?page=2' },
    ]);
  });
});
