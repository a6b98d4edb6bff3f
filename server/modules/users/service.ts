import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { users } from '#db/schema';
import type { PublicUser } from '#core/schemas/auth';
import { USER_MESSAGES } from '#core/accounts/user-fields';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { deleteUserSessions, toPublicUser } from '../auth/sessions';
import { changedFields, recordAudit } from '../audit/service';
import { eraseUser } from '../privacy/erase';

/** What the audit log keeps of an account: never its password hash. */
const audited = (u: typeof users.$inferSelect) => ({
  name: u.name,
  email: u.email,
  isAdmin: u.isAdmin,
  isStaff: u.isStaff,
  disabled: u.disabledAt != null,
});

export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toPublicUser);
}

/**
 * Locks every admin row (in id order, so two callers cannot deadlock) until the transaction ends, and
 * returns their ids. Removing an admin (delete or demote) starts with it: two admins removing each
 * other at the same moment are served one after the other, and the second sees only one admin left.
 */
async function lockAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

const isLastAdmin = (lockedAdmins: number[], targetId: number) => !lockedAdmins.some((id) => id !== targetId);

/**
 * The profile changes only the name (spec section 5). An admin may change anyone's name, e-mail and
 * admin flag, but not demote themselves, and never the last admin.
 */
export async function updateUser(
  db: Db,
  actor: PublicUser,
  id: number,
  input: { name?: string; email?: string; isAdmin?: boolean; isStaff?: boolean; disabled?: boolean },
): Promise<PublicUser> {
  if (actor.id !== id && !actor.isAdmin) throw forbidden(USER_MESSAGES.notYours);
  const mayDemote = actor.isAdmin && input.isAdmin === false;
  try {
    return await db.transaction(async (tx) => {
      const admins = mayDemote ? await lockAdmins(tx) : [];
      const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      if (!target) throw notFound(USER_MESSAGES.notFound);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) changes.name = input.name;
      if (actor.isAdmin) {
        if (input.email !== undefined && input.email !== target.email) {
          changes.email = input.email;
          changes.emailVerifiedAt = null;
        }
        if (mayDemote && target.isAdmin) {
          if (target.id === actor.id) throw badRequest(USER_MESSAGES.cannotDemoteSelf);
          if (isLastAdmin(admins, target.id)) throw badRequest(USER_MESSAGES.lastAdmin);
        }
        if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
        if (input.isStaff !== undefined) changes.isStaff = input.isStaff;
        if (input.disabled !== undefined && input.disabled !== (target.disabledAt != null)) {
          if (input.disabled && target.id === actor.id) throw badRequest(USER_MESSAGES.cannotDisableSelf);
          if (input.disabled && (changes.isAdmin ?? target.isAdmin)) throw badRequest(USER_MESSAGES.cannotDisableAdmin);
          changes.disabledAt = input.disabled ? new Date() : null;
        }
      }
      const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      // Disabled: every session ends now, in the same transaction (orders are kept).
      if (changes.disabledAt) await deleteUserSessions(tx, id);
      const diff = changedFields(audited(target), audited(updated));
      if (diff.changed)
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'user',
          entityId: id,
          action: 'update',
          before: diff.before,
          after: diff.after,
        });
      return toPublicUser(updated);
    });
  } catch (err) {
    // Drizzle wraps the driver's error: the PostgreSQL code is on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * The admin's delete is the shopper's erasure (issue 30, decision 065): open unpaid orders cancelled
 * (stock back), orders and payments kept without the person, the audit log keeping only the id.
 */
export async function deleteUser(db: Db, actor: PublicUser, id: number) {
  if (actor.id === id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (target.isAdmin && isLastAdmin(admins, id)) throw badRequest(USER_MESSAGES.lastAdmin);
    // The admin decides: paid orders in progress stay (pseudonymised) for the shop to finish or refund.
    await eraseUser(tx, id, { actor: 'admin', userId: actor.id }, { force: true });
  });
  return { message: 'User removed' };
}
