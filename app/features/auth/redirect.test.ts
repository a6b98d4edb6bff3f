import { describe, expect, it } from 'vitest';
import { safeRedirect, signInHref } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/profile?tab=orders')).toBe('/profile?tab=orders');
    expect(safeRedirect('/cart')).toBe('/cart');
  });
  it('refuses other sites and odd values', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      'profile',
      '/signin',
      '/signup',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
  it('normalises first: nothing that resolves to another host gets through', () => {
    const bad = [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example',
      '/a/b/../..//evil.example/x?y=1',
      '/./\\evil.example',
      '/.\\/evil.example',
      '/\\/evil.example',
      '/%5c%5cevil.example',
      '/.%2f/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
    ];
    for (const to of bad) {
      const got = safeRedirect(to);
      // Whatever comes back, a browser resolving it on our origin stays on our origin.
      expect(new URL(got, 'https://shop.example').origin, `${JSON.stringify(to)} -> ${got}`).toBe(
        'https://shop.example',
      );
      expect(got.startsWith('//') || got.startsWith('/\\'), `${JSON.stringify(to)} -> ${got}`).toBe(false);
    }
    for (const to of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
      '/\\/evil.example',
    ]) {
      expect(safeRedirect(to)).toBe('/');
    }
  });
  it('keeps same-site paths that merely contain dots or encoded characters', () => {
    expect(safeRedirect('/a/../cart')).toBe('/cart');
    expect(safeRedirect('/search?q=a%2F%2Fb')).toBe('/search?q=a%2F%2Fb');
    expect(safeRedirect('/product/12#reviews')).toBe('/product/12#reviews');
  });
  it('builds sign-in links', () => {
    expect(signInHref('/profile?tab=orders')).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dorders');
    expect(signInHref('/')).toBe('/signin');
  });
});
