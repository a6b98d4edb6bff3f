/**
 * Issue 20, accounts: staff manage orders and products but are refused users and settings; a disabled
 * customer cannot sign in and loses every session at once, orders kept; every change writes an audit
 * row (with before and after) that admins can filter.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, sessions } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const PASSWORD = 'a long test password';
const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const staff = await createUser(database, { isStaff: true, name: 'Wanjiru Staff' });
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

describe('staff role', () => {
  it('manages orders and products but is refused users, settings, delivery, the audit log and the dashboard', async () => {
    expect((await call('GET', '/api/orders', staff.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/products', staff.headers)).statusCode).toBe(200);
    const settings = (await call('GET', '/api/settings', {})).json();
    const refused = await Promise.all([
      call('GET', '/api/users', staff.headers),
      call('PUT', '/api/settings', staff.headers, { ...settings, storeName: 'Taken over' }),
      call('GET', '/api/admin/audit', staff.headers),
      call('GET', '/api/admin/summary', staff.headers),
      call('DELETE', `/api/users/${admin.user.id}`, staff.headers),
      // Staff cannot make staff (or admins): another user's account is not theirs to change.
      call('PUT', `/api/users/${(await createUser(database)).user.id}`, staff.headers, { isStaff: true }),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused[0].json().message).toBe('Not authorized as an admin');
    const me = await call('GET', '/api/auth/me', staff.headers);
    expect(me.json().user).toMatchObject({ role: 'staff', isAdmin: false });
  });

  it('is given and taken by an admin, with an audit row', async () => {
    const u = await createUser(database);
    const res = await call('PUT', `/api/users/${u.user.id}`, admin.headers, { isStaff: true });
    expect(res.json()).toMatchObject({ role: 'staff' });
    expect((await call('GET', '/api/admin/products', u.headers)).statusCode).toBe(200);
    const log = (await call('GET', `/api/admin/audit?entity=user&entityId=${u.user.id}`, admin.headers)).json();
    expect(log.entries[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'update',
      before: { isStaff: false },
      after: { isStaff: true },
    });
  });
});

describe('disabled customers', () => {
  it('cannot sign in, lose their sessions at once, and keep their orders', async () => {
    const c = await createUser(database, { password: PASSWORD });
    const p = await pickProduct(database, { stock: 30 });
    const order = await placeOrder(app, c.headers, [
      { id: p.id, name: p.name, price: Number(p.price), image: p.image, quantity: 1 },
    ]);
    expect(order.statusCode, order.body).toBe(201);

    const res = await call('PUT', `/api/users/${c.user.id}`, admin.headers, { disabled: true });
    expect(res.json()).toMatchObject({ disabled: true });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, c.user.id))).toEqual([]);
    expect((await call('GET', '/api/auth/me', c.headers)).statusCode).toBe(401);

    const login = await call('POST', '/api/auth/login', {}, { email: c.user.email, password: PASSWORD });
    expect([login.statusCode, login.json().message]).toEqual([
      403,
      'This account has been disabled. Please contact the shop if you think this is a mistake.',
    ]);
    // A wrong password still gets the usual answer: the state is not told to a guesser.
    const wrong = await call('POST', '/api/auth/login', {}, { email: c.user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(await database.db.select().from(orders).where(eq(orders.id, order.json().id))).toHaveLength(1);

    await call('PUT', `/api/users/${c.user.id}`, admin.headers, { disabled: false });
    expect((await call('POST', '/api/auth/login', {}, { email: c.user.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses to disable yourself or an admin', async () => {
    const other = await createUser(database, { isAdmin: true });
    expect((await call('PUT', `/api/users/${admin.user.id}`, admin.headers, { disabled: true })).json().message).toBe(
      'You cannot disable your own account',
    );
    expect((await call('PUT', `/api/users/${other.user.id}`, admin.headers, { disabled: true })).statusCode).toBe(400);
  });
});

describe('audit log', () => {
  it('records settings, product and order changes with before and after, filterable by actor, entity and date', async () => {
    const settings = (await call('GET', '/api/settings', {})).json();
    const { currency: _c, whatsappNumberFromEnv: _w, ...body } = settings;
    await call('PUT', '/api/settings', admin.headers, { ...body, lowStockThreshold: 7 });
    const p = await pickProduct(database, { offset: 2 });
    await call('POST', '/api/admin/products/bulk', staff.headers, { ids: [p.id], countInStock: 11 });
    await call(
      'DELETE',
      `/api/products/${(await call('POST', `/api/admin/products/${p.id}/duplicate`, staff.headers)).json().id}`,
      staff.headers,
    );

    const all = (await call('GET', '/api/admin/audit', admin.headers)).json();
    expect(all.entries[0]).toMatchObject({
      entity: 'product',
      action: 'delete',
      actorId: staff.user.id,
      actorLabel: expect.stringContaining('Wanjiru Staff'),
    });
    const bySettings = (await call('GET', '/api/admin/audit?entity=settings', admin.headers)).json();
    expect(bySettings.entries[0]).toMatchObject({
      before: { lowStockThreshold: settings.lowStockThreshold },
      after: { lowStockThreshold: 7 },
    });
    const byStaff = (await call('GET', `/api/admin/audit?actorId=${staff.user.id}&pageSize=2`, admin.headers)).json();
    expect(byStaff.entries.every((e: { actorId: number }) => e.actorId === staff.user.id)).toBe(true);
    expect(byStaff.total).toBeGreaterThanOrEqual(3);
    expect(byStaff.pages).toBe(Math.ceil(byStaff.total / 2));
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}`, admin.headers)).json().total).toBe(
      all.total,
    );
    expect((await call('GET', '/api/admin/audit?from=2020-01-01&to=2020-01-02', admin.headers)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/audit?from=yesterday', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?to=2026-02-31', admin.headers)).statusCode).toBe(400);
  });

  it('writes an order stage change in the same transaction as the move', async () => {
    const c = await createUser(database);
    const p = await pickProduct(database, { stock: 30, offset: 1 });
    const placed = (
      await placeOrder(app, c.headers, [
        { id: p.id, name: p.name, price: Number(p.price), image: p.image, quantity: 1 },
      ])
    ).json();
    await database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, placed.id));
    const moved = await call('POST', `/api/orders/${placed.id}/stage`, staff.headers, { stage: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    // A refused move (processing again) writes nothing.
    expect(
      (await call('POST', `/api/orders/${placed.id}/stage`, staff.headers, { stage: 'processing' })).statusCode,
    ).toBe(409);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(placed.id)));
    expect(rows.filter((r) => r.entity === 'order')).toMatchObject([
      { action: 'processing', before: { stage: 'paid' }, after: { stage: 'processing' }, actorId: staff.user.id },
    ]);
  });
});
