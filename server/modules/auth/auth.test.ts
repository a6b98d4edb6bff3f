import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';

const smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

async function signUp(email: string, password = 'correct horse 1') {
  const res = await post('/api/auth/register', { name: 'Wanjiku Kamau', email, password });
  expect(res.statusCode).toBe(201);
  return res;
}

async function signIn(email: string, password = 'correct horse 1') {
  const res = await post('/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('sign-up and e-mail verification', () => {
  it('creates the account, answers the message and mails a verification link', async () => {
    const res = await signUp('Wanjiku@Example.com');
    expect(res.json()).toEqual({
      message: 'Registration successful! Please check your email to verify your account.',
      code: 'auth.registered',
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'wanjiku@example.com'));
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.passwordHash).not.toContain('correct horse');
    const mail = await smtp.lastMailTo('wanjiku@example.com');
    expect(mail.subject).toMatch(/verify/i);
    const token = smtp.linkIn(mail, '/verify-email');

    const verify = await post(`/api/auth/verify-email/${token}`);
    expect(verify.statusCode).toBe(200);
    const login = await signIn('wanjiku@example.com');
    expect(login.json().user.emailVerified).toBe(true);
    // Opened again (or first by a mail scanner), the link still says the address is verified.
    const again = await post(`/api/auth/verify-email/${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address has been verified.');
    const forged = await post('/api/auth/verify-email/not-a-real-token');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a second account for the same address, whatever its case, with a 409', async () => {
    await signUp('dup@example.com');
    const res = await post('/api/auth/register', { name: 'Other', email: 'DUP@example.com', password: 'another pass' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ name: 'A', email: 'short@example.com', password: 'short' }, 'at least 8 characters'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, 'valid email'],
    [{ name: '  ', email: 'blank@example.com', password: 'long enough' }, 'Name is required'],
    [{ email: 'missing@example.com', password: 'long enough' }, 'name'],
  ])('refuses bad input %# with a 400 and a message', async (body, text) => {
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('sets an HttpOnly SameSite=Lax cookie and returns { user, token } without secrets', async () => {
    await signUp('kip@example.com');
    const res = await signIn('KIP@example.com');
    const body = res.json();
    expect(Object.keys(body.user).sort()).toEqual([
      'disabled',
      'email',
      'emailVerified',
      'id',
      'isAdmin',
      'name',
      'role',
    ]);
    expect(body.user).toMatchObject({
      email: 'kip@example.com',
      isAdmin: false,
      emailVerified: false,
      role: 'customer',
      disabled: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    await signUp('enum@example.com');
    const wrong = await post('/api/auth/login', { email: 'enum@example.com', password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('knows the user from the cookie or a bearer token, and logout revokes the session', async () => {
    await signUp('otieno@example.com');
    const { token } = (await signIn('otieno@example.com')).json();
    const byCookie = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session: token } });
    expect(byCookie.json().user.email).toBe('otieno@example.com');
    const byBearer = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().user.email).toBe('otieno@example.com');

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { session: token } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;/);
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to /me without a session or with a made-up token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stores session tokens only as hashes', async () => {
    await signUp('hash@example.com');
    const { token, user } = (await signIn('hash@example.com')).json();
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('refuses an unsafe request from another origin that rides on the cookie', async () => {
    await signUp('csrf@example.com');
    const { token } = (await signIn('csrf@example.com')).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const still = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session: token } });
    expect(still.statusCode).toBe(200);
  });
});

/** Asks for a reset link and waits for its mail (sent after the answer, so the answer leaks nothing). */
async function requestResetLink(email: string) {
  const resetMails = () => smtp.inbox.filter((m) => m.to.includes(email) && /reset/i.test(m.subject));
  const before = resetMails().length;
  expect((await post('/api/auth/reset-password', { email })).statusCode).toBe(200);
  await expect.poll(() => resetMails().length).toBe(before + 1);
  return smtp.linkIn(resetMails().at(-1)!, '/reset-password');
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    await signUp('reset@example.com');
    const known = await post('/api/auth/reset-password', { email: 'reset@example.com' });
    const unknown = await post('/api/auth/reset-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect
      .poll(() => smtp.inbox.some((m) => m.to.includes('reset@example.com') && /reset/i.test(m.subject)))
      .toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    await signUp('amina@example.com', 'old password 1');
    const { token: session } = (await signIn('amina@example.com', 'old password 1')).json();
    const token = await requestResetLink('amina@example.com');

    const res = await post(`/api/auth/reset-password/${token}`, { password: 'new password 2' });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: 'amina@example.com', password: 'old password 1' })).statusCode).toBe(
      401,
    );
    await signIn('amina@example.com', 'new password 2');

    const twice = await post(`/api/auth/reset-password/${token}`, { password: 'third password 3' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This password reset link is invalid or has expired');
  });

  it('an older reset link stops working once the password has been reset', async () => {
    await signUp('kamau@example.com');
    const older = await requestResetLink('kamau@example.com');
    const newer = await requestResetLink('kamau@example.com');
    expect(newer).not.toBe(older);

    expect((await post(`/api/auth/reset-password/${newer}`, { password: 'new password 2' })).statusCode).toBe(200);
    const stale = await post(`/api/auth/reset-password/${older}`, { password: 'attacker password' });
    expect(stale.statusCode).toBe(400);
    await signIn('kamau@example.com', 'new password 2');
  });

  it('refuses an expired or made-up token with a 400', async () => {
    await signUp('late@example.com');
    const token = await requestResetLink('late@example.com');
    await database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(`/api/auth/reset-password/${token}`, { password: 'new password 2' });
    expect(expired.statusCode).toBe(400);
    const forged = await post('/api/auth/reset-password/made-up-token', { password: 'new password 2' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('This password reset link is invalid or has expired');
  });
});

describe('change password', () => {
  it('needs the current password and signs out the other sessions only', async () => {
    await signUp('njeri@example.com', 'first password');
    const a = (await signIn('njeri@example.com', 'first password')).json().token;
    const b = (await signIn('njeri@example.com', 'first password')).json().token;
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'second password' },
      { authorization: `Bearer ${a}` },
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: 'first password', newPassword: 'second password' },
      { authorization: `Bearer ${a}` },
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${a}` } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${b}` } })).statusCode,
    ).toBe(401);
  });
});
