import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { SESSION_IDLE_DAYS, SESSION_TOUCH_MS } from './sessions';
import { hashToken } from './tokens';

const { app, database } = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function session(token: string) {
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashToken(token)));
  return row;
}
const setLastSeen = (token: string, msAgo: number) =>
  database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - msAgo) })
    .where(eq(sessions.id, hashToken(token)));
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('sessions idle out', () => {
  it(`a session unused for more than ${SESSION_IDLE_DAYS} days no longer signs anyone in`, async () => {
    const { token, headers } = await createUser(database);
    await setLastSeen(token, (SESSION_IDLE_DAYS + 1) * DAY);
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
  });

  it('one used within the idle time works, and its use is recorded (the idle clock restarts)', async () => {
    const { token, headers } = await createUser(database);
    await setLastSeen(token, (SESSION_IDLE_DAYS - 1) * DAY);
    expect((await me(headers)).statusCode).toBe(200);
    const seen = (await session(token)).lastSeenAt.getTime();
    expect(Date.now() - seen).toBeLessThan(60_000);
    // 13 days later it would have idled out without that touch; with it, it still works.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(seen - (SESSION_IDLE_DAYS - 1) * DAY) })
      .where(eq(sessions.id, hashToken(token)));
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('lastSeenAt is written at most once an hour per session', async () => {
    const { token, headers } = await createUser(database);
    const recent = new Date(Date.now() - (SESSION_TOUCH_MS - 5 * 60_000));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.id, hashToken(token)));
    for (let i = 0; i < 3; i++) expect((await me(headers)).statusCode).toBe(200);
    expect((await session(token)).lastSeenAt.getTime()).toBe(recent.getTime());

    await setLastSeen(token, SESSION_TOUCH_MS + 60_000);
    await Promise.all([me(headers), me(headers), me(headers)]);
    const touched = (await session(token)).lastSeenAt.getTime();
    expect(Date.now() - touched).toBeLessThan(60_000);
  });

  it('the 30-day cap still holds for a session in daily use', async () => {
    const { token, headers } = await createUser(database);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.id, hashToken(token)));
    expect((await me(headers)).statusCode).toBe(401);
  });
});
