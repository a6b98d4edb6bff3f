import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app';
import { RATE_LIMITS } from './rate-limits';

// Redis on this machine (CI starts it); each run counts under its own prefix.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `shop-test-${randomBytes(6).toString('hex')}:`;
const max = RATE_LIMITS.contact.max;
const message = (email: string) => ({
  name: 'Wanjiru',
  email,
  inquiryType: 'orders',
  subject: 'RTX 4060 in stock?',
  message: 'Hello',
});

// Two processes of one shop: two apps on one Redis, as the workers of `WORKERS=2 npm start` are.
const a = await buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
const b = await buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
// Redis unreachable: nothing listens on port 1.
const down = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: prefix });

const send = (app: typeof a.app, email: string, ip = '10.9.8.7') =>
  app.inject({ method: 'POST', url: '/api/contact', payload: message(email), remoteAddress: ip });

describe('rate limits in Redis (REDIS_URL)', () => {
  it('count every process: the limit holds in total across two apps', async () => {
    const statuses = [];
    for (let i = 0; i < max; i++) statuses.push((await send(i % 2 ? a.app : b.app, 'shared@example.com')).statusCode);
    expect(statuses).toEqual(Array(max).fill(201));
    for (const app of [a.app, b.app]) {
      const res = await send(app, 'shared@example.com');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
    }
    // Another sender from the same network still gets through: limits are per key, not per route.
    expect((await send(a.app, 'other@example.com')).statusCode).toBe(201);
  });

  it('fall back to counting in the process while Redis is down, with a warning, never a 500', async () => {
    const warn = vi.spyOn(down.app.log, 'warn');
    const statuses = [];
    for (let i = 0; i <= max; i++) statuses.push((await send(down.app, 'offline@example.com', '10.1.1.1')).statusCode);
    expect(statuses).toEqual([...Array(max).fill(201), 429]);
    expect(warn.mock.calls.map((c) => String(c[c.length - 1]))).toContainEqual(
      'Redis unreachable: rate limits are counted per process until it is back',
    );
  });
});
