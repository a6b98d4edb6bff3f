/**
 * Issue 31 (decision 070): a signed-in shopper's favourites and cart are kept on the server, merged
 * with the browser's on sign-in, and nobody else can read them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const call = (headers: Record<string, string>, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers, payload });
const ids = (lists: { favorites: { id: number }[] }) => lists.favorites.map((p) => p.id);
const lines = (lists: { cart: { product: { id: number }; quantity: number }[] }) =>
  lists.cart.map((l) => [l.product.id, l.quantity]);

describe('favourites and cart kept for the account', () => {
  it('keeps what the phone sent, for the laptop to read, with products as sold now', async () => {
    const shopper = await createUser(database);
    const [a, b] = await Promise.all([pickProduct(database, { stock: 10 }), pickProduct(database, { offset: 1 })]);
    const put = await call(shopper.headers, 'PUT', '/api/saved', {
      favorites: [a.id, b.id],
      cart: [{ product: a.id, quantity: 2 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers['cache-control']).toBe('private, no-store');

    const read = (await call(shopper.headers, 'GET', '/api/saved')).json();
    expect(ids(read)).toEqual([a.id, b.id]);
    expect(lines(read)).toEqual([[a.id, 2]]);
    expect(read.cart[0].product).toMatchObject({ name: a.name, price: Number(a.price) });

    // A removal on one device is a removal everywhere (the browser's list replaces the account's).
    await call(shopper.headers, 'PUT', '/api/saved', { favorites: [b.id], cart: [] });
    const after = (await call(shopper.headers, 'GET', '/api/saved')).json();
    expect([ids(after), lines(after)]).toEqual([[b.id], []]);
  });

  it('merges the guest lists on sign-in: union, the larger quantity, capped by the stock', async () => {
    const shopper = await createUser(database);
    const [a, b, c] = await Promise.all([0, 2, 3].map((offset) => pickProduct(database, { offset })));
    await database.db.update(products).set({ countInStock: 4 }).where(eq(products.id, c.id));
    await call(shopper.headers, 'PUT', '/api/saved', {
      favorites: [a.id],
      cart: [
        { product: a.id, quantity: 3 },
        { product: c.id, quantity: 1 },
      ],
    });
    const merged = await call(shopper.headers, 'POST', '/api/saved/merge', {
      favorites: [b.id, a.id, 999_999_999],
      cart: [
        { product: a.id, quantity: 1 },
        { product: b.id, quantity: 2 },
        { product: c.id, quantity: 9 },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The unknown product is dropped, not an error: old browser storage may name a deleted one.
    expect(ids(merged.json()).sort()).toEqual([a.id, b.id].sort());
    expect(lines(merged.json()).sort()).toEqual(
      [
        [a.id, 3],
        [b.id, 2],
        [c.id, 4],
      ].sort(),
    );
  });

  it('is nobody else’s: each account reads only its own, and a guest is asked to sign in', async () => {
    const [one, two] = await Promise.all([createUser(database), createUser(database)]);
    const p = await pickProduct(database, { offset: 4 });
    await call(one.headers, 'PUT', '/api/saved', { favorites: [p.id], cart: [{ product: p.id, quantity: 1 }] });
    expect((await call(two.headers, 'GET', '/api/saved')).json()).toEqual({ favorites: [], cart: [] });
    expect((await app.inject({ method: 'GET', url: '/api/saved' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/saved', payload: { favorites: [], cart: [] } })).statusCode,
    ).toBe(401);
    // A body cannot name the account: the session decides, so two's merge never touches one's lists.
    await call(two.headers, 'POST', '/api/saved/merge', { favorites: [], cart: [], userId: one.user.id } as object);
    expect(ids((await call(one.headers, 'GET', '/api/saved')).json())).toEqual([p.id]);
  });

  it('refuses bad input with a 400', async () => {
    const shopper = await createUser(database);
    for (const payload of [
      { favorites: ['x'], cart: [] },
      { favorites: [], cart: [{ product: 1, quantity: 0 }] },
      { favorites: Array.from({ length: 201 }, (_, i) => i + 1), cart: [] },
      { favorites: [] },
    ]) {
      const res = await call(shopper.headers, 'PUT', '/api/saved', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
