import { describe, expect, it } from 'vitest';
import { safeRedirect, signInHref } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/profile?tab=orders')).toBe('/profile?tab=orders');
    expect(safeRedirect('/cart')).toBe('/cart');
  });
  it('refuses other sites and odd values', () => {
    for (const bad of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, 'profile', '/signin', '/signup']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
  it('builds sign-in links', () => {
    expect(signInHref('/profile?tab=orders')).toBe('/signin?redirectTo=%2Fprofile%3Ftab%3Dorders');
    expect(signInHref('/')).toBe('/signin');
  });
});
