import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client';
import { users } from '#db/schema';
import type { PublicUser } from '#core/schemas/auth';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { toPublicUser } from '../auth/sessions';

export const USER_MESSAGES = {
  notFound: 'User not found',
  cannotDeleteSelf: 'Cannot delete yourself',
  cannotDemoteSelf: 'You cannot remove your own administrator rights',
  lastAdmin: 'The last administrator cannot be removed',
  notYours: 'You can only change your own profile',
  emailTaken: 'An account with this email already exists',
} as const;

export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toPublicUser);
}

async function otherAdmins(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.isAdmin, true), ne(users.id, userId)));
  return row.n;
}

/**
 * The profile changes only the name (spec section 5). An admin may change anyone's name, e-mail and
 * admin flag, but not demote themselves, and never the last admin.
 */
export async function updateUser(
  db: Db,
  actor: PublicUser,
  id: number,
  input: { name?: string; email?: string; isAdmin?: boolean },
): Promise<PublicUser> {
  if (actor.id !== id && !actor.isAdmin) throw forbidden(USER_MESSAGES.notYours);
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (actor.isAdmin) {
    if (input.email !== undefined && input.email !== target.email) {
      changes.email = input.email;
      changes.emailVerifiedAt = null;
    }
    if (input.isAdmin === false && target.isAdmin) {
      if (target.id === actor.id) throw badRequest(USER_MESSAGES.cannotDemoteSelf);
      if ((await otherAdmins(db, target.id)) === 0) throw badRequest(USER_MESSAGES.lastAdmin);
    }
    if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
  }
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return toPublicUser(updated);
  } catch (err) {
    // Drizzle wraps the driver's error: the PostgreSQL code is on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

export async function deleteUser(db: Db, actor: PublicUser, id: number) {
  if (actor.id === id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  if (target.isAdmin && (await otherAdmins(db, id)) === 0) throw badRequest(USER_MESSAGES.lastAdmin);
  await db.delete(users).where(eq(users.id, id));
  return { message: 'User removed' };
}
