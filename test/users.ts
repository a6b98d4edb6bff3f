import type { Database } from '#db/client';
import { users } from '#db/schema';
import { hashPassword } from '#server/modules/auth/password';
import { createSession } from '#server/modules/auth/sessions';

let n = 0;

/** A user straight in the database, with a session: for tests about what users may do. */
export async function createUser(
  database: Database,
  opts: {
    name?: string;
    email?: string;
    isAdmin?: boolean;
    isStaff?: boolean;
    verified?: boolean;
    password?: string;
  } = {},
) {
  n++;
  const email = opts.email ?? `user${n}-${Date.now()}@example.com`;
  const [user] = await database.db
    .insert(users)
    .values({
      name: opts.name ?? `Test User ${n}`,
      email,
      passwordHash: await hashPassword(opts.password ?? 'test password'),
      isAdmin: opts.isAdmin ?? false,
      isStaff: opts.isStaff ?? false,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
    })
    .returning();
  const token = await createSession(database.db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
