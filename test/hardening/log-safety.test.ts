/**
 * What the log may not hold, read from the log stream itself at level info (Fastify's request log
 * included): the M-Pesa callback secret and reset/verification tokens (they travel in URLs), SQL
 * parameters and request bodies (a failed sign-up would otherwise log the password hash).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { redactSecrets, redactUrl } from '#server/logging';
import { createMailer } from '#server/mail/mailer';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '../users';
import { openTestDatabase } from '../database';
import { emailToken } from './fixtures';
import { buildHarnessApp } from './harness';
import { buildHardeningApp, CALLBACK_SECRET } from './support';

const log: string[] = [];
const { app, database } = await buildHardeningApp({}, { errorLog: log, logLevel: 'info' });
const linesWith = (needle: string) => log.filter((l) => l.includes(needle));

describe('secrets in URLs never reach the log', () => {
  it('the M-Pesa callback secret, however the path is spelled', async () => {
    const before = log.length;
    for (const url of [
      `/api/payments/mpesa/callback/${CALLBACK_SECRET}`,
      `/api/payments/mpesa/c%61llback/${CALLBACK_SECRET}`,
      `/api/payments/mpesa/callback/${CALLBACK_SECRET}?x=1`,
      `/api/payments/mpesa/callback/${CALLBACK_SECRET.slice(0, 40)}`,
    ]) {
      const res = await app.inject({ method: 'POST', url, payload: { Body: {} } });
      expect(res.statusCode).toBeLessThan(500);
    }
    const lines = log.slice(before);
    // The request log did write these requests (so the test looks at real lines), with the path redacted.
    expect(lines.filter((l) => l.includes('"incoming request"')).length).toBeGreaterThanOrEqual(4);
    expect(lines.some((l) => l.includes('/api/payments/mpesa/callback/[redacted]'))).toBe(true);
    expect(linesWith(CALLBACK_SECRET.slice(0, 40))).toEqual([]);
  });

  it('reset and verification tokens, in API calls and page URLs', async () => {
    const { user } = await createUser(database, { verified: false });
    const reset = await emailToken(database, user.id, 'reset-password');
    const verify = await emailToken(database, user.id, 'verify-email');
    const calls: [string, string, unknown][] = [
      ['POST', `/api/auth/verify-email/${verify}`, undefined],
      ['POST', `/api/auth/reset-password/${reset}`, { password: 'a brand new password' }],
      ['POST', `/api/auth/reset-%70assword/${reset}`, { password: 'a brand new password' }],
      ['GET', `/reset-password/${reset}`, undefined],
      ['GET', `/verify-email/${verify}?from=mail`, undefined],
      ['GET', `/x/../reset-password/${reset}`, undefined],
    ];
    for (const [method, url, payload] of calls)
      await app.inject({ method: method as 'GET', url, payload: payload as object });
    expect(linesWith('/api/auth/verify-email/[redacted]').length).toBeGreaterThan(0);
    expect(linesWith('/reset-password/[redacted]').length).toBeGreaterThan(0);
    expect(linesWith(reset)).toEqual([]);
    expect(linesWith(verify)).toEqual([]);
  });

  it('redaction keeps the rest of a URL readable', () => {
    expect(redactUrl('/api/products/12?category=memory')).toBe('/api/products/12?category=memory');
    expect(redactUrl('/api/auth/reset-%70assword/abc?x=1')).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(
      redactSecrets(
        'simulator: callback to http://127.0.0.1:3000/api/payments/mpesa/callback/s3cr3t failed: ECONNREFUSED',
      ),
    ).toBe('simulator: callback to http://127.0.0.1:3000/api/payments/mpesa/callback/[redacted] failed: ECONNREFUSED');
    expect(redactSecrets('/share?token=abc&x=1')).toBe('/share?token=[redacted]&x=1');
  });

  it('the mail outbox says where a mail is, not its links (they hold the tokens)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({ from: 'Shop <s@example.com>', dataDir: dir, log: (m) => lines.push(m) });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Verify',
      text: 'Open http://localhost:3000/verify-email/tok3n-secret-value to verify.',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(dir, 'outbox'));
    expect(lines[0]).not.toContain('tok3n-secret-value');
    // The mail itself still holds the link.
    const [file] = readdirSync(join(dir, 'outbox'));
    expect(readFileSync(join(dir, 'outbox', file), 'utf8').replace(/=\r?\n/g, '')).toContain(
      '/verify-email/tok3n-secret-value',
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a failing query logs neither its parameters nor the request body', async () => {
  // Its own database: every new account now breaks a CHECK constraint, so the sign-up INSERT fails
  // in PostgreSQL with its parameters (name, e-mail, password hash) and "Failing row contains (…)".
  const broken = await openTestDatabase();
  const brokenLog: string[] = [];
  const { app: brokenApp } = await buildHarnessApp(broken, {
    dataDir: join(inject('uploadsDir'), '..'),
    errorLog: brokenLog,
    logLevel: 'info',
  });
  await broken.db.execute(sql`alter table users add constraint no_new_users check (id < 0) not valid`);

  it('sign-up: 500 for the client, and a log line that names the query but none of its values', async () => {
    const body = { name: 'Wanjiru Logcheck', email: 'wanjiru.logcheck@example.com', password: 'my secret password 42' };
    const res = await brokenApp.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(500);
    const failure = brokenLog.find((l) => l.includes('"request failed"'));
    expect(failure, brokenLog.join('\n')).toBeDefined();
    expect(failure).toContain('insert into \\"users\\"');
    expect(failure).toContain('no_new_users');
    for (const value of [body.name, body.email, body.password, 'scrypt$', 'Failing row']) {
      expect(
        brokenLog.filter((l) => l.includes(value)),
        value,
      ).toEqual([]);
    }
    await brokenApp.close();
    await broken.close();
  });
});
