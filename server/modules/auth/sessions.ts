import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { sessions, users } from '#db/schema';
import type { PublicUser } from '#core/schemas/auth';
import { hashToken, newToken } from './tokens';

export const SESSION_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export function toPublicUser(u: typeof users.$inferSelect): PublicUser {
  return { id: u.id, name: u.name, email: u.email, isAdmin: u.isAdmin, emailVerified: u.emailVerifiedAt != null };
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

export async function sessionUser(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { user: toPublicUser(row.user), sessionId: row.sessionId } : undefined;
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, or every one but the current (password changed here). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}
