import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { toPublicUser } from '../auth/sessions';
import { deleteUser, updateUser } from './service';

const { app, database } = await buildTestApp();
const put = (id: number, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

describe('PUT /api/users/:id from the profile', () => {
  it('changes only the name, whatever else is sent', async () => {
    const { user, headers } = await createUser(database, { name: 'Old Name' });
    const res = await put(user.id, { name: 'New Name', email: 'hijack@example.com', isAdmin: true }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'New Name', email: user.email, isAdmin: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'New Name', email: user.email, isAdmin: false });
  });

  it("refuses to change someone else's account", async () => {
    const me = await createUser(database);
    const other = await createUser(database, { name: 'Other Person' });
    const res = await put(other.user.id, { name: 'Hacked' }, me.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only change your own profile');
    const [row] = await database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row.name).toBe('Other Person');
  });

  it('needs a signed-in user', async () => {
    const { user } = await createUser(database);
    expect((await put(user.id, { name: 'x' })).statusCode).toBe(401);
  });

  it('refuses a blank name with a 400', async () => {
    const { user, headers } = await createUser(database);
    const res = await put(user.id, { name: '   ' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Name is required');
  });
});

describe('admins and users', () => {
  it('lets an admin change name, e-mail and admin flag of another user', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const { user } = await createUser(database);
    const res = await put(user.id, { name: 'Promoted', email: 'promoted@example.com', isAdmin: true }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Promoted', email: 'promoted@example.com', isAdmin: true });
  });

  it('stops an admin from demoting or deleting themselves', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const demote = await put(admin.user.id, { isAdmin: false }, admin.headers);
    expect(demote.statusCode).toBe(400);
    const del = await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('Cannot delete yourself');
  });

  it('lists users for admins only', async () => {
    const customer = await createUser(database);
    const admin = await createUser(database, { isAdmin: true });
    expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: customer.headers })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/password|scrypt/i);
  });
});

// Last: these leave the shop with a single admin. The services are called as the routes call them,
// with the actor the sign-in check loaded, so both removals have passed authorization before either runs.
describe('the last admin cannot be removed, even by two admins at the same moment', () => {
  const adminCount = async () => (await database.db.select().from(users).where(eq(users.isAdmin, true))).length;
  async function onlyTwoAdmins() {
    await database.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const a = await createUser(database, { isAdmin: true });
    const b = await createUser(database, { isAdmin: true });
    return [toPublicUser(a.user), toPublicUser(b.user)] as const;
  }

  it('two admins deleting each other at once: one succeeds, the other is told the last admin stays', async () => {
    const [a, b] = await onlyTwoAdmins();
    const results = await Promise.allSettled([deleteUser(database.db, a, b.id), deleteUser(database.db, b, a.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused.reason).toMatchObject({ statusCode: 400, message: 'The last administrator cannot be removed' });
    expect(await adminCount()).toBe(1);
  });

  it('two admins demoting each other at once: one admin remains', async () => {
    const [a, b] = await onlyTwoAdmins();
    const results = await Promise.allSettled([
      updateUser(database.db, a, b.id, { isAdmin: false }),
      updateUser(database.db, b, a.id, { isAdmin: false }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.message).toBe(
      'The last administrator cannot be removed',
    );
    expect(await adminCount()).toBe(1);
  });

  it('an admin removed a moment ago cannot then delete or demote the last admin', async () => {
    const [a, b] = await onlyTwoAdmins();
    await deleteUser(database.db, a, b.id);
    // b still holds the admin it had when its request was authorized.
    await expect(deleteUser(database.db, b, a.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The last administrator cannot be removed',
    });
    await expect(updateUser(database.db, b, a.id, { isAdmin: false })).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await database.db.select().from(users).where(eq(users.id, a.id));
    expect(row.isAdmin).toBe(true);
  });
});
