/**
 * Issue 31 (decision 070): every path that changes a price writes a price_history row in the same
 * transaction; a refused change writes none; the product page's window is 90 days.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceHistory, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { priceHistoryOf } from './price-history';

const { app, database } = await buildTestApp();
const { db } = database;
const admin = await createUser(database, { isAdmin: true });
const send = (method: 'POST' | 'PUT', url: string, payload: object | string, headers = {}) =>
  app.inject({ method, url, payload, headers: { ...admin.headers, ...headers } });
const historyOf = async (id: number) =>
  (
    await db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.productId, id))
      .orderBy(asc(priceHistory.fromAt), asc(priceHistory.id))
  ).map((r) => Number(r.price));
const editable = async (offset: number) => {
  const p = await pickProduct(database, { offset });
  await db.update(products).set({ compareAtPrice: null }).where(eq(products.id, p.id));
  return p;
};
const payloadOf = (p: typeof products.$inferSelect, price: number) => ({
  name: p.name,
  description: p.description,
  price,
  category: p.category,
  brand: p.brand,
  countInStock: p.countInStock,
  image: p.image,
  images: p.images,
  specifications: p.specifications,
});

describe('price history rows', () => {
  it('starts with the seeded price for every product', async () => {
    const p = await pickProduct(database, { offset: 30 });
    expect(await historyOf(p.id)).toEqual([Number(p.price)]);
  });

  it('gets a row on an admin edit that moves the price, none when only the stock moves or the edit is refused', async () => {
    const p = await editable(31);
    const was = Number(p.price);
    expect((await send('PUT', `/api/products/${p.id}`, payloadOf(p, was + 500))).statusCode).toBe(200);
    expect(
      (await send('PUT', `/api/products/${p.id}`, { ...payloadOf(p, was + 500), countInStock: 3 })).statusCode,
    ).toBe(200);
    await db
      .update(products)
      .set({ compareAtPrice: was + 1000 })
      .where(eq(products.id, p.id));
    const refused = await send('PUT', `/api/products/${p.id}`, payloadOf(p, was + 2000));
    expect(refused.statusCode).toBe(400);
    expect(await historyOf(p.id)).toEqual([was, was + 500]);
  });

  it('gets a row for a new product, its duplicate, a bulk change and its undo', async () => {
    const base = await editable(32);
    const created = await send('POST', '/api/products', payloadOf(base, 4321));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await historyOf(id)).toEqual([4321]);
    const copy = await send('POST', `/api/admin/products/${id}/duplicate`, {});
    expect(await historyOf(copy.json().id)).toEqual([4321]);

    const bulk = await send('POST', '/api/admin/products/bulk', { ids: [id], price: { set: 5000 } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const undo = await send('POST', '/api/admin/products/bulk/undo', {
      prices: [{ id, price: 4321, expected: 5000 }],
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await historyOf(id)).toEqual([4321, 5000, 4321]);
  });

  it('gets a row for each product a CSV import creates or reprices', async () => {
    const p = await editable(33);
    const header = 'id,name,brand,category,price,countInStock,description,image,images,specifications';
    const row = (id: string, name: string, price: number) =>
      `${id},${name},${p.brand},${p.category},${price},5,desc,${p.image},,{}`;
    const res = await send(
      'POST',
      '/api/admin/products/import',
      [header, row(String(p.id), p.name.replace(/[,"]/g, ' '), 777), row('', 'History Import Mouse', 999)].join('\n'),
      { 'content-type': 'text/csv' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyOf(p.id)).toEqual([Number(p.price), 777]);
    const [made] = await db.select().from(products).where(eq(products.name, 'History Import Mouse'));
    expect(await historyOf(made.id)).toEqual([999]);
  });
});

describe('the 90-day window', () => {
  it('opens with the price in force 90 days ago and keeps the changes inside it', async () => {
    const p = await editable(34);
    const day = 86_400_000;
    const now = new Date();
    await db.delete(priceHistory).where(eq(priceHistory.productId, p.id));
    await db.insert(priceHistory).values([
      { productId: p.id, price: 9000, fromAt: new Date(now.getTime() - 200 * day) },
      { productId: p.id, price: 8000, fromAt: new Date(now.getTime() - 120 * day) },
      { productId: p.id, price: 7000, fromAt: new Date(now.getTime() - 30 * day) },
    ]);
    const h = await priceHistoryOf(db, p.id, now);
    expect(h.points.map((x) => x.price)).toEqual([8000, 7000]);
    expect(h.points[0].at).toBe(h.since);
    expect(Date.parse(h.until) - Date.parse(h.since)).toBe(90 * day);
  });
});
