import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { users } from '#db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { revokeResetTokens } from '../auth/service';
import { deleteUserSessions } from '../auth/sessions';

export const GENERATED_ADMIN_EMAIL = 'admin@shop.local';

type UserRow = typeof users.$inferSelect;

export interface EnsureAdminOptions {
  email?: string;
  password?: string;
  /** The start log: what was created or changed, said plainly. */
  announce: (msg: string) => void;
}

/**
 * Makes an existing account the admin with a password set at start. Whoever held that account
 * before (the support address is public: anyone may have signed up with it) keeps nothing: every
 * session ends and unused reset links stop working.
 */
async function takeOver(db: Db, user: UserRow, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isAdmin: true, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
    await revokeResetTokens(tx, user.id);
  });
}

const since = (u: UserRow) => u.createdAt.toISOString().slice(0, 10);

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin, or make the existing account of that address the
 * admin with that password, at every start. A restart with the same password changes nothing (the
 * admin stays signed in). With neither set and no admin at all, one is created with a random
 * password that is printed once — there is no default password.
 */
export async function ensureAdmin(db: Db, opts: EnsureAdminOptions): Promise<void> {
  if (opts.email && opts.password) {
    const [existing] = await db.select().from(users).where(eq(users.email, opts.email)).limit(1);
    if (!existing) {
      await db.insert(users).values({
        name: 'Administrator',
        email: opts.email,
        passwordHash: await hashPassword(opts.password),
        isAdmin: true,
        emailVerifiedAt: new Date(),
      });
      opts.announce(`Admin account created from ADMIN_EMAIL: ${opts.email}`);
      return;
    }
    if (existing.isAdmin && (await verifyPassword(opts.password, existing.passwordHash))) {
      if (needsRehash(existing.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(opts.password) })
          .where(eq(users.id, existing.id));
      }
      return;
    }
    await takeOver(db, existing, opts.password);
    opts.announce(
      existing.isAdmin
        ? `ADMIN_PASSWORD: the password of admin ${opts.email} was changed; its sessions were ended.`
        : `WARNING: ADMIN_EMAIL made an EXISTING CUSTOMER ACCOUNT an admin: ${opts.email} (user ${existing.id}, ` +
            `"${existing.name}", signed up ${since(existing)}).\n  Its password is now ADMIN_PASSWORD, every session ` +
            'of it was ended and its reset links revoked. If you did not expect this address to have an account, ' +
            'someone else created it: check its orders and reviews.',
    );
    return;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(12).toString('base64url');
  const [existing] = await db.select().from(users).where(eq(users.email, GENERATED_ADMIN_EMAIL)).limit(1);
  if (existing) await takeOver(db, existing, password);
  else {
    await db.insert(users).values({
      name: 'Administrator',
      email: GENERATED_ADMIN_EMAIL,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      emailVerifiedAt: new Date(),
    });
  }
  opts.announce(
    `Admin account ${existing ? `(the existing account ${GENERATED_ADMIN_EMAIL}, user ${existing.id}, made admin; its sessions were ended)` : 'created'}: ` +
      `${GENERATED_ADMIN_EMAIL} / ${password}\n  This password is shown once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.`,
  );
}
