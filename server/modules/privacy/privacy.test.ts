/**
 * Issue 30, item 2 (decision 065): the export holds every table that holds the person (the list comes
 * from db/schema.ts, so a new table with a user id fails here until it is exported or explained), and
 * erasure leaves the name and e-mail in no text column of any table, orders and ledger intact, the
 * stock of the cancelled open order back on the shelf, the sessions gone.
 */
import { eq, getTableColumns, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema';
import {
  marketingConsents,
  mpesaPayments,
  orders,
  paymentLedger,
  products,
  reviews,
  savedBuilds,
  savedCartItems,
  savedFavorites,
  sessions,
  sharedBuilds,
} from '#db/schema';
import { MARKETING_CONSENT_WORDING, PRIVACY_MESSAGES } from '#core/schemas/privacy';
import { moveOrder } from '#server/modules/orders/move';
import { recordPayment } from '#server/modules/payments/record-payment';
import { buildTestApp } from '../../../test/app';
import { KISUMU, pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { NOT_PERSONAL, PERSON_TABLES } from './person-tables';

const PASSWORD = 'a long test password';
const { app, database } = await buildTestApp();
const { db } = database;
const admin = await createUser(database, { isAdmin: true });

const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];
const columnsOf = (t: PgTable) => getTableConfig(t).columns;
const line = (p: { id: number; name: string; price: unknown; image: string }, quantity = 1) => ({
  id: p.id,
  name: p.name,
  price: Number(p.price),
  image: p.image,
  quantity,
});

/** A shopper with something in every table that can hold them. */
async function populatedShopper(tag: string) {
  const name = `Zawadi Privacyson ${tag}`;
  const c = await createUser(database, { name, email: `zawadi.${tag}@example.com`, password: PASSWORD });
  const h = c.headers;
  const p = await pickProduct(database, { stock: 40, offset: 3 });
  const open = (await placeOrder(app, h, [line(p, 2)])).json();
  const placed = (await placeOrder(app, h, [line(p, 1)])).json();
  const [paid] = await db.select().from(orders).where(eq(orders.id, placed.id));
  const total = Math.round(Number(paid.totalPrice));
  await db
    .update(orders)
    .set({ phone: '254712345678', deliveryAddress: { ...KISUMU, street: `${name} house`, phone: '254712345678' } })
    .where(inArray(orders.id, [open.id, paid.id]));
  const [payment] = await db
    .insert(mpesaPayments)
    .values({
      orderId: paid.id,
      phone: '254712345678',
      amount: total,
      payerName: name,
      status: 'paid',
      receiptNumber: `RCP${tag}`.slice(0, 20),
    })
    .returning();
  await db.transaction((tx) =>
    recordPayment(tx, {
      paymentId: payment.id,
      orderId: paid.id,
      amount: total,
      channel: 'stk',
      reference: payment.receiptNumber,
    }),
  );
  for (const to of ['processing', 'delivered'] as const)
    await db.transaction((tx) =>
      moveOrder(tx, { orderId: paid.id, to, by: { actor: 'admin', userId: admin.user.id } }),
    );
  expect((await app.inject({ method: 'POST', url: '/api/addresses', headers: h, payload: KISUMU })).statusCode).toBe(
    201,
  );
  await db.insert(reviews).values({ productId: p.id, userId: c.user.id, name, rating: 5, comment: 'Fast delivery' });
  const [shared] = await db
    .insert(sharedBuilds)
    .values({ code: `pv${tag}`.slice(0, 12), digest: `d${tag}`, parts: [] })
    .returning();
  await db.insert(savedBuilds).values({ userId: c.user.id, name: 'Gaming rig', sharedBuildId: shared.id });
  // Favourites and cart kept for the account (decision 070).
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/saved',
    headers: h,
    payload: { favorites: [p.id], cart: [{ product: p.id, quantity: 1 }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await app.inject({
    method: 'PUT',
    url: '/api/privacy/consent',
    headers: h,
    payload: { granted: true, language: 'sw' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email: c.user.email, inquiryType: 'orders', subject: 'Delivery', message: 'Where is it?' },
  });
  // An admin renames them: the audit row's before and after hold the name.
  await app.inject({
    method: 'PUT',
    url: `/api/users/${c.user.id}`,
    headers: admin.headers,
    payload: { name: `${name} Jr` },
  });
  await app.inject({ method: 'PUT', url: `/api/users/${c.user.id}`, headers: admin.headers, payload: { name } });
  return { ...c, name, product: p, open, paid, total };
}

describe('export', () => {
  it('holds every table of the schema with a user id, and explains every other table with personal columns', () => {
    const personal = ['user_id', 'email', 'phone', 'name', 'payer_name', 'actor_id', 'author_id', 'to'];
    for (const t of tables) {
      const name = getTableConfig(t).name;
      const cols = columnsOf(t).map((c) => c.name);
      if (cols.includes('user_id')) expect(Object.keys(PERSON_TABLES), `${name} has user_id`).toContain(name);
      else if (cols.some((c) => personal.includes(c)))
        expect(name in PERSON_TABLES || name in NOT_PERSONAL, `${name} holds a person: export it or say why not`).toBe(
          true,
        );
    }
  });

  it('gives the shopper their rows of each of those tables as JSON and as CSV, and nothing of anyone else', async () => {
    const s = await populatedShopper(`x${Date.now()}`);
    const other = await createUser(database);
    const res = await app.inject({ method: 'GET', url: '/api/privacy/export', headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(PERSON_TABLES).sort());
    for (const t of [
      'users',
      'addresses',
      'orders',
      'order_items',
      'payment_ledger',
      'mpesa_payments',
      'reviews',
      'saved_builds',
      'saved_favorites',
      'saved_cart_items',
      'marketing_consents',
      'contact_messages',
      'audit_log',
      'sessions',
    ])
      expect(data.tables[t].length, t).toBeGreaterThan(0);
    expect(data.tables.users[0]).toMatchObject({ name: s.name, email: s.user.email });
    expect(JSON.stringify(data)).not.toContain('password');
    expect(JSON.stringify(data)).not.toContain(other.user.email);
    expect(data.tables.orders.map((o: { id: number }) => o.id).sort()).toEqual([s.open.id, s.paid.id].sort());

    const csv = await app.inject({ method: 'GET', url: '/api/privacy/export?format=csv', headers: s.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const t of Object.keys(PERSON_TABLES)) expect(csv.body).toContain(`# ${t}\r\n`);
    expect(csv.body).toContain(s.user.email);
    expect(
      (await app.inject({ method: 'GET', url: '/api/privacy/export?format=xml', headers: s.headers })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/privacy/export' })).statusCode).toBe(401);
  });
});

describe('marketing consent', () => {
  it('records each change of mind with the words shown and the time, and can be withdrawn', async () => {
    const c = await createUser(database);
    const put = (granted: boolean, language = 'en') =>
      app.inject({ method: 'PUT', url: '/api/privacy/consent', headers: c.headers, payload: { granted, language } });
    expect((await app.inject({ method: 'GET', url: '/api/privacy/consent', headers: c.headers })).json()).toMatchObject(
      { granted: false, history: [] },
    );
    expect((await put(true, 'sw')).json()).toMatchObject({ granted: true });
    await put(true); // the same answer again adds nothing
    const withdrawn = (await put(false)).json();
    expect(withdrawn.granted).toBe(false);
    expect(withdrawn.history).toMatchObject([
      { granted: true, wording: MARKETING_CONSENT_WORDING.sw, language: 'sw' },
      { granted: false, wording: MARKETING_CONSENT_WORDING.en, language: 'en' },
    ]);
    expect(Date.parse(withdrawn.history[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Append-only: the database refuses to rewrite history.
    await expect(
      db.update(marketingConsents).set({ granted: true }).where(eq(marketingConsents.userId, c.user.id)),
    ).rejects.toThrow();
    expect((await put('yes' as never)).statusCode).toBe(400);
  });
});

/** Every text, varchar and json column of every table, searched for each word. */
async function occurrences(words: string[]) {
  const hits: string[] = [];
  for (const t of tables) {
    const { name, columns } = getTableConfig(t);
    for (const col of columns) {
      if (!/text|char|json/i.test(col.getSQLType())) continue;
      for (const w of words) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} where ${sql.identifier(col.name)}::text ilike ${`%${w}%`}`,
        )) as unknown as { rows: { n: number }[] };
        const n = rows[0].n;
        if (n > 0) hits.push(`${name}.${col.name} has ${w}`);
      }
    }
  }
  return hits;
}

const ledgerSum = async () =>
  (
    (await db.execute(sql`select coalesce(sum(amount), 0)::text as s from payment_ledger`)) as unknown as {
      rows: { s: string }[];
    }
  ).rows[0].s;
const stockOf = async (id: number) =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0].n;

describe('deleting my account', () => {
  it('erases the person everywhere, cancels the open order (stock back), keeps orders and ledger, ends sessions', async () => {
    const s = await populatedShopper(`d${Date.now()}`);
    expect(await occurrences([s.user.email, s.name])).not.toEqual([]);
    const stockBefore = await stockOf(s.product.id);
    const sumBefore = await ledgerSum();
    const ledgerRows = await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, s.paid.id));

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: s.headers,
      payload: { password: 'nope' },
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, PRIVACY_MESSAGES.wrongPassword]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: s.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();

    expect(await occurrences([s.user.email, s.name])).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toEqual([]);
    expect(await db.select().from(savedFavorites).where(eq(savedFavorites.userId, s.user.id))).toEqual([]);
    expect(await db.select().from(savedCartItems).where(eq(savedCartItems.userId, s.user.id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const kept = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [s.open.id, s.paid.id]));
    expect(kept.map((o) => [o.id, o.status, o.userId, o.phone]).sort()).toEqual(
      [
        [s.open.id, 'cancelled', null, null],
        [s.paid.id, 'delivered', null, null],
      ].sort(),
    );
    expect(kept.find((o) => o.id === s.paid.id)?.deliveryAddress).toEqual({
      county: 'Kisumu',
      town: 'Milimani',
      street: '',
      landmark: '',
      phone: '',
    });
    expect(await stockOf(s.product.id)).toBe(stockBefore + 2);
    expect(await ledgerSum()).toBe(sumBefore);
    expect(await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, s.paid.id))).toEqual(ledgerRows);
    const [pay] = await db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, s.paid.id));
    expect([pay.phone, pay.payerName, pay.amount]).toEqual(['254******678', null, s.total]);
    // The review stays under no name; the audit log says which id was erased.
    expect(
      (await db.select().from(reviews).where(eq(reviews.productId, s.product.id))).some(
        (r) => r.name === 'Former customer',
      ),
    ).toBe(true);
    const log = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?entity=user&entityId=${s.user.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(log.entries[0]).toMatchObject({ action: 'erase', actorLabel: `user #${s.user.id}` });
  });

  it('is refused while a paid order is not delivered, and for staff', async () => {
    const c = await createUser(database, { password: PASSWORD });
    const p = await pickProduct(database, { stock: 40, offset: 4 });
    const o = (await placeOrder(app, c.headers, [line(p)])).json();
    await db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, o.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: c.headers,
      payload: { password: PASSWORD },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, PRIVACY_MESSAGES.openPaidOrder]);
    const staff = await createUser(database, { isStaff: true, password: PASSWORD });
    const s = await app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: staff.headers,
      payload: { password: PASSWORD },
    });
    expect(s.statusCode).toBe(403);
  });
});

describe("the admin's delete", () => {
  it('is the same erasure: open order cancelled with its stock back, no name or e-mail left', async () => {
    const s = await populatedShopper(`a${Date.now()}`);
    const stockBefore = await stockOf(s.product.id);
    const res = await app.inject({ method: 'DELETE', url: `/api/users/${s.user.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await occurrences([s.user.email, s.name])).toEqual([]);
    expect(await stockOf(s.product.id)).toBe(stockBefore + 2);
    const [open] = await db.select().from(orders).where(eq(orders.id, s.open.id));
    expect(open.status).toBe('cancelled');
    expect(getTableColumns(orders).status).toBeDefined();
  });
});
