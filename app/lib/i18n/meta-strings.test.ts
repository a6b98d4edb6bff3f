import { describe, expect, it } from 'vitest';
import { en } from './en';
import { i18nFrom } from './i18n';
import { sw } from './sw';

// A page's meta (its <title>) reads the root's dictionary and the page's own `strings` through i18nFrom.
describe('the words of a page title', () => {
  const root = { id: 'root', data: { i18n: { lang: 'sw', dict: sw } } };

  it('uses the page’s own strings over the root’s, and the root’s for everything else', () => {
    const page = { id: 'routes/build-pc', data: { strings: { 'app.errorTitle': 'Hitilafu ya ukurasa' } } };
    const { lang, t } = i18nFrom([root, page]);
    expect(lang).toBe('sw');
    expect(t('app.errorTitle')).toBe('Hitilafu ya ukurasa');
    expect(t('app.pageNotFoundTitle')).toBe(sw['app.pageNotFoundTitle']);
    expect(t('app.defaultDescription', { store: 'Duka' })).toContain('Duka');
  });

  it('lets the deepest page’s strings win when two matches bring the same key', () => {
    const outer = { id: 'routes/profile', data: { strings: { 'app.errorTitle': 'outer' } } };
    const inner = { id: 'routes/profile.orders', data: { strings: { 'app.errorTitle': 'inner' } } };
    expect(i18nFrom([root, outer, inner]).t('app.errorTitle')).toBe('inner');
    expect(i18nFrom([root, inner, outer]).t('app.errorTitle')).toBe('outer');
  });

  it('keeps the root’s English, is English with no root at all, and shows a key nobody has as the key', () => {
    const { lang, t } = i18nFrom([{ id: 'root', data: { i18n: { lang: 'en', dict: en } } }, undefined]);
    expect(lang).toBe('en');
    expect(t('app.errorTitle')).toBe(en['app.errorTitle']);
    expect(i18nFrom([]).lang).toBe('en');
    expect(i18nFrom([]).t('no.such.key' as never)).toBe('no.such.key');
  });
});
