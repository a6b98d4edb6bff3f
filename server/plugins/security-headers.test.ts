import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scriptNonceOf, securityHeadersPlugin } from './security-headers';

async function appWith(opts: { dev: boolean; https: boolean }) {
  const app = Fastify();
  await app.register(securityHeadersPlugin, opts);
  app.get('/page', async (_request, reply) => ({ nonce: scriptNonceOf(reply.raw) }));
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('gives every response its own nonce, the one the page renders with, across many responses', async () => {
    const app = await appWith({ dev: false, https: false });
    const seen = new Set<string>();
    // More responses than one pool of random bytes holds (256 nonces).
    for (let i = 0; i < 600; i++) {
      const res = await app.inject({ method: 'GET', url: '/page' });
      const nonce = res.json().nonce as string;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });

  it('writes the whole policy', async () => {
    const app = await appWith({ dev: false, https: true });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(String(res.headers['content-security-policy']).replace(/nonce-[^']+/, 'nonce-N')).toBe(
      "default-src 'self';script-src 'self' 'nonce-N';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self';connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';" +
        "form-action 'self';frame-ancestors 'none';upgrade-insecure-requests",
    );
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no CSP in development (Vite injects its own scripts), the other headers still', async () => {
    const app = await appWith({ dev: true, https: false });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.json().nonce).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
