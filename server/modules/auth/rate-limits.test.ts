import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';
import { RATE_LIMITS } from '../../plugins/rate-limits';

const smtp = await startSmtpServer();
const { app } = await buildTestApp({ SMTP_URL: smtp.url });
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

describe('rate limits answer 429 with a clear message', () => {
  it('limits sign-in attempts per address', async () => {
    const attempt = () => post('/api/auth/login', { email: 'target@example.com', password: 'guess guess' });
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Another account from the same network is not locked out by it.
    expect((await post('/api/auth/login', { email: 'other@example.com', password: 'guess guess' })).statusCode).toBe(
      401,
    );
  });

  it('limits sign-in attempts from one network across many accounts, but not other networks', async () => {
    const from = (ip: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spray${i}@example.com`, password: 'guess guess' },
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_LIMITS.signInPerIp.max; i++) expect((await from('10.9.0.1', i)).statusCode).toBe(401);
    const limited = await from('10.9.0.1', 999);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect((await from('10.9.0.2', 999)).statusCode).toBe(401);
  });

  it('limits password reset requests from one network across many addresses', async () => {
    const from = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: `many${i}@example.com` },
        remoteAddress: '10.9.1.1',
      });
    for (let i = 0; i < RATE_LIMITS.resetRequestPerIp.max; i++) expect((await from(i)).statusCode).toBe(200);
    const limited = await from(999);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many password reset requests from your network/);
  });

  it('limits password reset requests', async () => {
    const ask = () => post('/api/auth/reset-password', { email: 'someone@example.com' });
    for (let i = 0; i < RATE_LIMITS.resetRequest.max; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many password reset requests/);
  });

  it('limits verification resends per user', async () => {
    await post('/api/auth/register', { name: 'Resend', email: 'resend@example.com', password: 'long enough' });
    const { token } = (await post('/api/auth/login', { email: 'resend@example.com', password: 'long enough' })).json();
    const resend = () => post('/api/auth/resend-verification', undefined, { authorization: `Bearer ${token}` });
    for (let i = 0; i < RATE_LIMITS.verificationResend.max; i++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many verification emails/);
  });

  it('limits sign-ups from one address', async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.signUp.max && status !== 429; i++) {
      status = (
        await post('/api/auth/register', { name: 'Bot', email: `bot${i}@example.com`, password: 'long enough' })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
