import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { sessions, users } from '#db/schema';
import type { PublicUser } from '#core/schemas/auth';
import { hashToken, newToken } from './tokens';

/** A session lasts at most this long after sign-in… */
export const SESSION_DAYS = 30;
/** …and ends sooner when it has not been used for this long (a phone left signed in, then lost). */
export const SESSION_IDLE_DAYS = 14;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** lastSeenAt is written at most this often per session: one small write an hour, not one per request. */
export const SESSION_TOUCH_MS = HOUR;

export function toPublicUser(u: typeof users.$inferSelect): PublicUser {
  const role = u.isAdmin ? 'admin' : u.isStaff ? 'staff' : 'customer';
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    emailVerified: u.emailVerifiedAt != null,
    role,
    disabled: u.disabledAt != null,
  };
}

export async function createSession(db: DbOrTx, userId: number, userAgent?: string) {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY),
  });
  return token;
}

export async function sessionUser(db: DbOrTx, token: string, now = new Date()) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        // Disabling deletes the sessions too; this also covers a request already past that point.
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_DAYS * DAY)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    // Guarded, so concurrent requests of one session write once.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_TOUCH_MS))));
  }
  return { user: toPublicUser(row.user), sessionId: row.sessionId };
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, or every one but the current (password changed here). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}
