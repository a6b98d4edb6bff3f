/**
 * Decision 050: searches match, count, sort and facet on each process's in-memory index, kept
 * current from product_changes. An order that sells the last unit, a new price, a drafted, added or
 * deleted product must show in the very next search (the listing cache is off here: this is the
 * index's own answer).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp({ CATALOG_CACHE: 'off' });
const staff = await createUser(database, { isStaff: true });
const customer = await createUser(database);
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const search = (name: string, extra = '') =>
  get(`/api/products?keyword=${encodeURIComponent(name)}&exact=true&pageSize=100${extra}`);
const found = async (p: { id: number; name: string }, extra = '') =>
  ((await search(p.name, extra)).products as { id: number }[]).some((x) => x.id === p.id);

describe('searches follow products at once', () => {
  it('an order that sells the last unit moves the product from in stock to out of stock in the next search', async () => {
    const p = await pickProduct(database, { stock: 1 });
    expect(await found(p, '&stock=in-stock')).toBe(true);
    const res = await placeOrder(app, customer.headers, [
      { id: p.id, name: p.name, price: p.price, image: p.image, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await found(p, '&stock=in-stock')).toBe(false);
    expect(await found(p, '&stock=out-of-stock')).toBe(true);
    const facets = await get(`/api/products/facets?keyword=${encodeURIComponent(p.name)}&exact=true`);
    const outOfStock = (facets.stock as { value: string; count: number }[]).find((s) => s.value === 'out-of-stock')!;
    expect(outOfStock.count).toBeGreaterThanOrEqual(1);
  });

  it('a new price is the one a price filter and a price sort see', async () => {
    const p = await pickProduct(database, { offset: 3 });
    await database.db.update(products).set({ price: 1 }).where(eq(products.id, p.id));
    expect(await found(p, '&maxPrice=1')).toBe(true);
    const cheapest = await search(p.name, '&sort=price-low');
    expect(cheapest.products[0]).toMatchObject({ id: p.id, price: 1 });
  });

  it('a drafted product leaves the next search; an added one is found, a deleted one is gone', async () => {
    const p = await pickProduct(database, { offset: 5 });
    const draft = await app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: staff.headers,
      payload: { ids: [p.id], status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await found(p)).toBe(false);

    const [added] = await database.db
      .insert(products)
      .values({
        name: 'Zanzibar Quietfan 140 Chassis Fan',
        price: 1500,
        category: 'cpu-cooling',
        brand: 'Zanzibar',
        image: '/x.png',
        countInStock: 3,
      })
      .returning();
    expect(await found(added)).toBe(true);
    expect(((await search('quietfan')).products as { id: number }[]).map((x) => x.id)).toEqual([added.id]);
    await database.db.delete(products).where(eq(products.id, added.id));
    expect(await found(added)).toBe(false);
  });
});
