import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { buildTestApp } from '../../../test/app';

// Nothing listens on port 9 (discard): every mail fails to send, as when the shop's mail server is down.
const { app, database } = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('when the mail server is down', () => {
  it('sign-up still creates the account and answers as usual; the link can be resent later', async () => {
    const res = await post('/api/auth/register', {
      name: 'Otieno Were',
      email: 'otieno@example.com',
      password: 'correct horse 1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration successful! Please check your email to verify your account.');
    expect(await database.db.select().from(users).where(eq(users.email, 'otieno@example.com'))).toHaveLength(1);
    expect(
      (await post('/api/auth/login', { email: 'otieno@example.com', password: 'correct horse 1' })).statusCode,
    ).toBe(200);
  });

  it('a reset request answers the same for a known and an unknown address', async () => {
    await post('/api/auth/register', {
      name: 'Akinyi Odhiambo',
      email: 'akinyi@example.com',
      password: 'correct horse 1',
    });
    const known = await post('/api/auth/reset-password', { email: 'akinyi@example.com' });
    const unknown = await post('/api/auth/reset-password', { email: 'nobody@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
  });
});
