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
    expect((await post('/api/auth/login', { email: 'other@example.com', password: 'guess guess' })).statusCode).toBe(401);
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
      status = (await post('/api/auth/register', { name: 'Bot', email: `bot${i}@example.com`, password: 'long enough' })).statusCode;
    }
    expect(status).toBe(429);
  });
});
