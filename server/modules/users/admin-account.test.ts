import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from './admin-account';

const { app, database } = await buildTestApp();
const db = database.db;
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
const sessionsOf = async (userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));

async function start(email: string, password: string) {
  const log: string[] = [];
  await ensureAdmin(db, { email, password, announce: (m) => log.push(m) });
  return log.join('\n');
}

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  it('an existing customer of that address is made admin: every session ends, reset links die, and the log says so plainly', async () => {
    const squatter = await createUser(database, {
      name: 'Not The Owner',
      email: 'support@shop.example',
      password: 'squatter password',
    });
    const reset = newToken();
    await db.insert(emailTokens).values({
      userId: squatter.user.id,
      kind: 'reset-password',
      tokenHash: hashToken(reset),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await me(squatter.token)).statusCode).toBe(200);

    const log = await start('support@shop.example', 'the owner password');

    const promoted = await userByEmail('support@shop.example');
    expect(promoted.isAdmin).toBe(true);
    expect(await verifyPassword('the owner password', promoted.passwordHash)).toBe(true);
    expect(await verifyPassword('squatter password', promoted.passwordHash)).toBe(false);
    // The old session would otherwise now carry admin rights.
    expect((await me(squatter.token)).statusCode).toBe(401);
    expect(await sessionsOf(squatter.user.id)).toEqual([]);
    const usableResets = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, squatter.user.id), isNull(emailTokens.usedAt)));
    expect(usableResets).toEqual([]);
    const resetCall = await app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${reset}`,
      payload: { password: 'taken back password' },
    });
    expect(resetCall.statusCode).toBe(400);
    expect(log).toMatch(/WARNING: ADMIN_EMAIL made an EXISTING CUSTOMER ACCOUNT an admin: support@shop.example/);
    expect(log).toContain('"Not The Owner"');
    expect(log).toContain('every session of it was ended');
  });

  it('a restart with the same password changes nothing: the admin stays signed in, nothing is logged', async () => {
    await start('owner@shop.example', 'first password 1');
    const owner = await userByEmail('owner@shop.example');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@shop.example', password: 'first password 1' },
    });
    const token = login.json().token as string;
    expect(await start('owner@shop.example', 'first password 1')).toBe('');
    expect((await me(token)).statusCode).toBe(200);
    expect((await userByEmail('owner@shop.example')).passwordHash).toBe(owner.passwordHash);
  });

  it("a new ADMIN_PASSWORD for an existing admin ends that admin's sessions", async () => {
    await start('boss@shop.example', 'old boss password');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@shop.example', password: 'old boss password' },
    });
    const token = login.json().token as string;
    const log = await start('boss@shop.example', 'new boss password');
    expect(log).toBe('ADMIN_PASSWORD: the password of admin boss@shop.example was changed; its sessions were ended.');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a new address is created as admin, and the log names it', async () => {
    const log = await start('new-admin@shop.example', 'a new admin password');
    expect(log).toBe('Admin account created from ADMIN_EMAIL: new-admin@shop.example');
    expect((await userByEmail('new-admin@shop.example')).isAdmin).toBe(true);
  });

  it(`with nothing set and no admin, a customer who signed up as ${GENERATED_ADMIN_EMAIL} is not simply handed the admin role`, async () => {
    await db.update(users).set({ isAdmin: false });
    const squatter = await createUser(database, { email: GENERATED_ADMIN_EMAIL });
    const log: string[] = [];
    await ensureAdmin(db, { announce: (m) => log.push(m) });
    expect((await me(squatter.token)).statusCode).toBe(401);
    expect(log.join('\n')).toMatch(
      /the existing account admin@shop\.local, user \d+, made admin; its sessions were ended/,
    );
    const password = /admin@shop\.local \/ (\S+)/.exec(log.join('\n'))![1];
    expect(await verifyPassword(password, (await userByEmail(GENERATED_ADMIN_EMAIL)).passwordHash)).toBe(true);
  });
});
