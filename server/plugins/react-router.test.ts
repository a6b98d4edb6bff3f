import { describe, expect, it } from 'vitest';
import { pageUrl } from './react-router';

describe('the page URL handed to React Router', () => {
  it('stays on our origin however the path is spelled', () => {
    const origin = 'http://localhost:3000';
    for (const raw of [
      '//evil.example/signin',
      '///evil.example',
      '/\\evil.example/x',
      'http://evil.example/x',
      '/x/..//evil.example',
    ]) {
      expect(pageUrl(raw, origin).origin, raw).toBe(origin);
    }
    expect(pageUrl('//evil.example/signin?redirectTo=%2Fcart', origin).href).toBe(
      'http://localhost:3000//evil.example/signin?redirectTo=%2Fcart',
    );
    expect(pageUrl('/product/12?x=1', origin).href).toBe('http://localhost:3000/product/12?x=1');
  });
});
