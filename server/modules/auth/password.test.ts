import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import {
  hashPassword,
  hashQueue,
  MAX_CONCURRENT_HASHES,
  needsRehash,
  PASSWORD_COST,
  setPasswordCostForTests,
  verifyPassword,
} from './password';

// This file checks the real cost: the other suites hash cheaply (test/setup-passwords.ts).
beforeAll(() => setPasswordCostForTests(null));
afterAll(() => setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 }));

const { app, database } = await buildTestApp();

/** A hash as the shop stored them before the cost was raised (N=2^14). */
function oldHash(password: string) {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it("use OWASP's floor, N=2^17, r=8, p=1", async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const started = performance.now();
    const hash = await hashPassword('correct horse battery');
    // A figure for the record, never a pass/fail condition.
    console.log(`scrypt N=2^17 r=8 p=1: ${Math.round(performance.now() - started)} ms for one hash`);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(oldHash('x'))).toBe(true);
  });

  it(`run at most ${MAX_CONCURRENT_HASHES} at a time, however many sign-ins arrive together`, async () => {
    const all = Promise.all(Array.from({ length: 5 }, (_, i) => hashPassword(`password ${i}`)));
    expect(hashQueue()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: 5 - MAX_CONCURRENT_HASHES });
    const hashes = await all;
    expect(new Set(hashes).size).toBe(5);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
  });

  it('an older (N=2^14) hash is replaced at the next successful sign-in, and the password still works', async () => {
    const email = 'old-hash@example.com';
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Old Hash', email, passwordHash: oldHash('an old password'), emailVerifiedAt: new Date() })
      .returning();
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not it' } });
    expect(wrong.statusCode).toBe(401);
    const stillOld = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stillOld[0].passwordHash.startsWith('scrypt$16384$')).toBe(true);

    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'an old password' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash.startsWith('scrypt$131072$8$1$')).toBe(true);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'an old password' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('cannot be made cheap outside the test environment', () => {
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setPasswordCostForTests({ N: 2, r: 1, p: 1 })).toThrow(/for tests only/);
    } finally {
      process.env.NODE_ENV = was;
    }
  });
});
