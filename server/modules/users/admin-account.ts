import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { users } from '#db/schema';
import { hashPassword } from '../auth/password';

export const GENERATED_ADMIN_EMAIL = 'admin@shop.local';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create or update that admin at every start. With neither set and no
 * admin at all, one is created with a random password that is printed once — there is no default password.
 */
export async function ensureAdmin(
  db: Db,
  opts: { email?: string; password?: string; announce: (msg: string) => void },
): Promise<void> {
  if (opts.email && opts.password) {
    const passwordHash = await hashPassword(opts.password);
    const now = new Date();
    await db
      .insert(users)
      .values({ name: 'Administrator', email: opts.email, passwordHash, isAdmin: true, emailVerifiedAt: now })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, isAdmin: true, updatedAt: now },
      });
    return;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Administrator',
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    emailVerifiedAt: new Date(),
  }).onConflictDoUpdate({ target: users.email, set: { passwordHash: await hashPassword(password), isAdmin: true } });
  opts.announce(
    `Admin account created: ${GENERATED_ADMIN_EMAIL} / ${password}\n` +
      '  This password is shown once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
  );
}
