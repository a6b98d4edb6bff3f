import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { users } from '#db/schema';
import type { PublicUser } from '#core/schemas/auth';
import { PRIVACY_MESSAGES } from '#core/schemas/privacy';
import { badRequest, forbidden, notFound } from '../../errors';
import { verifyPassword } from '../auth/password';
import { eraseUser } from './erase';

/**
 * The shopper deletes their own account (the right to erasure): the password again, so a phone left
 * signed in cannot be used to erase someone. Staff and admin accounts are removed by an admin instead.
 */
export async function deleteOwnAccount(db: Db, actor: PublicUser, password: string) {
  const [row] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw notFound(PRIVACY_MESSAGES.notFound);
  if (row.isAdmin || row.isStaff) throw forbidden(PRIVACY_MESSAGES.staffAccount);
  if (!(await verifyPassword(password, row.passwordHash))) throw badRequest(PRIVACY_MESSAGES.wrongPassword);
  await db.transaction((tx) => eraseUser(tx, actor.id, { actor: 'customer', userId: actor.id }));
  return { message: PRIVACY_MESSAGES.deleted };
}
