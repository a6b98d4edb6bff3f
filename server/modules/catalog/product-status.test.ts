/**
 * Issue 20: a product's status. Draft and archived products vanish from every place a shopper looks
 * (listing, category, product page, search, suggestions, facets, sitemap, builder, ordering) and keep
 * their reviews and orders; the admin list still finds them. Also compare-at price, SKU, bulk edit
 * and duplicate, each with its audit row.
 */
import { and, eq } from 'drizzle-orm';
import { categoryName } from '#core/catalog/categories';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { loadSuggestPool } from '../builds/service';
import { sitemapEntries } from './service';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const staff = await createUser(database, { isStaff: true });
const customer = await createUser(database);
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = staff.headers) =>
  app.inject({ method: 'POST', url, payload, headers });
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** Every place a shopper could meet the product, by name. */
async function shopperSees(p: { id: number; name: string; category: string }) {
  const word = p.name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? p.name.split(' ')[0];
  const [list, category, page, search, suggest, facets, sitemap, pool] = await Promise.all([
    get(`/api/products?pageSize=100&ids=${p.id}`),
    get(`/api/products?category=${p.category}&keyword=${encodeURIComponent(p.name)}&exact=true`),
    get(`/api/products/${p.id}`),
    get(`/api/products?keyword=${encodeURIComponent(p.name)}&exact=true`),
    get(`/api/products/suggest?q=${encodeURIComponent(word)}`),
    get(`/api/products/facets?ids=${p.id}`),
    sitemapEntries(database.db),
    loadSuggestPool(database.db),
  ]);
  const ids = (res: typeof list) => (res.json().products as { id: number }[]).map((x) => x.id);
  return {
    listing: ids(list).includes(p.id),
    category: ids(category).includes(p.id),
    page: page.statusCode,
    search: ids(search).includes(p.id),
    suggest: (suggest.json().products as { id: number }[]).some((x) => x.id === p.id),
    facets: (facets.json().stock as { count: number }[]).reduce((n, s) => n + s.count, 0) > 0,
    sitemap: sitemap.some((e) => e.id === p.id),
    builder: JSON.stringify(pool.items).includes(`"id":${p.id},`),
  };
}

describe('product status', () => {
  it('hides a draft or archived product from the shop everywhere, and shows it again when active', async () => {
    // A processor: a Build-Your-PC part too.
    const [p] = await database.db
      .select()
      .from(products)
      .where(eq(products.category, 'processors'))
      .orderBy(products.id)
      .limit(1);
    await database.db.update(products).set({ countInStock: 9 }).where(eq(products.id, p.id));
    const before = await shopperSees(p);
    expect(before).toMatchObject({
      listing: true,
      category: true,
      page: 200,
      search: true,
      facets: true,
      sitemap: true,
      builder: true,
    });
    for (const status of ['draft', 'archived'] as const) {
      const res = await post('/api/admin/products/bulk', { ids: [p.id], status });
      expect(res.statusCode, res.body).toBe(200);
      expect(await shopperSees(p)).toEqual({
        listing: false,
        category: false,
        page: 404,
        search: false,
        suggest: false,
        facets: false,
        sitemap: false,
        builder: false,
      });
      // The admin list still has it, with its status.
      const admin = await get(`/api/admin/products?status=${status}&q=${encodeURIComponent(p.name)}`, staff.headers);
      expect((admin.json().products as { id: number; status: string }[]).find((x) => x.id === p.id)?.status).toBe(
        status,
      );
    }
    await post('/api/admin/products/bulk', { ids: [p.id], status: 'active' });
    expect(await shopperSees(p)).toEqual(before);
  });

  it('refuses to order a hidden product, and keeps its orders and reviews', async () => {
    const p = await pickProduct(database, { offset: 4, stock: 20 });
    const item = { id: p.id, name: p.name, price: Number(p.price), image: p.image, quantity: 1 };
    const placed = await placeOrder(app, customer.headers, [item]);
    expect(placed.statusCode, placed.body).toBe(201);
    await post('/api/admin/products/bulk', { ids: [p.id], status: 'archived' });
    const refused = await placeOrder(app, customer.headers, [item]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(p.name);
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(kept).toBeDefined();
    const mine = await get(`/api/orders/${placed.json().id}`, customer.headers);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(p.name);
  });
});

describe('compare-at price, SKU, bulk edit, duplicate', () => {
  it('shows the compare-at price to shoppers and refuses one that is not above the price', async () => {
    const p = await pickProduct(database, { offset: 5 });
    const body = {
      name: p.name,
      price: 20_000,
      category: p.category,
      brand: p.brand,
      countInStock: 3,
      image: p.image,
      compareAtPrice: 24_000,
      sku: `SKU-${p.id}`,
    };
    const ok = await app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: staff.headers, payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(`/api/products/${p.id}`)).json()).toMatchObject({ price: 20_000, compareAtPrice: 24_000 });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: staff.headers,
      payload: { ...body, compareAtPrice: 20_000 },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The compare-at price must be above the price']);
    // A bulk price change that would pass the compare-at price names the product and changes nothing.
    const bulk = await post('/api/admin/products/bulk', { ids: [p.id], price: { percent: 25 } });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toContain(p.name);
    expect((await get(`/api/products/${p.id}`)).json().price).toBe(20_000);
  });

  it('keeps SKUs unique with a 409', async () => {
    const [a, b] = [await pickProduct(database, { offset: 6 }), await pickProduct(database, { offset: 7 })];
    const body = (p: typeof a) => ({
      name: p.name,
      price: Number(p.price),
      category: p.category,
      brand: p.brand,
      countInStock: p.countInStock,
      image: p.image,
      sku: 'SAME-1',
    });
    expect(
      (await app.inject({ method: 'PUT', url: `/api/products/${a.id}`, headers: admin.headers, payload: body(a) }))
        .statusCode,
    ).toBe(200);
    const dup = await app.inject({
      method: 'PUT',
      url: `/api/products/${b.id}`,
      headers: admin.headers,
      payload: body(b),
    });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'Another product already has this SKU']);
  });

  it('raises three prices by 5% in one step, rounded to whole shillings, with an audit row each', async () => {
    const ps = await Promise.all([8, 9, 10].map((offset) => pickProduct(database, { offset })));
    await database.db.update(products).set({ price: 1999.5 }).where(eq(products.id, ps[0].id));
    const prices = [1999.5, Number(ps[1].price), Number(ps[2].price)];
    const res = await post('/api/admin/products/bulk', { ids: ps.map((p) => p.id), price: { percent: 5 } });
    expect(res.json()).toMatchObject({ updated: 3, message: '3 products updated' });
    for (const [i, p] of ps.entries()) {
      const now = (await get(`/api/products/${p.id}`)).json().price;
      expect(now).toBe(Math.round(prices[i] * 1.05));
      const rows = await auditOf(p.id);
      expect(rows.at(-1)).toMatchObject({
        actorId: staff.user.id,
        action: 'bulk-edit',
        before: { price: prices[i] },
        after: { price: now },
      });
    }
    // Inline edit is the same call with one id: set the stock.
    await post('/api/admin/products/bulk', { ids: [ps[0].id], countInStock: 7 });
    expect((await get(`/api/products/${ps[0].id}`)).json().countInStock).toBe(7);
    expect((await post('/api/admin/products/bulk', { ids: [ps[0].id] })).json().message).toBe(
      'Choose a status, a price or a stock to change',
    );
  });

  it('duplicates a product as a hidden draft without SKU or stock', async () => {
    const p = await pickProduct(database, { offset: 11 });
    const res = await post(`/api/admin/products/${p.id}/duplicate`, {});
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      name: `Copy of ${p.name}`,
      status: 'draft',
      sku: null,
      countInStock: 0,
      price: Number(p.price),
    });
    expect((await get(`/api/products/${copy.id}`)).statusCode).toBe(404);
    expect((await auditOf(copy.id))[0]).toMatchObject({ action: 'duplicate', before: { from: p.id } });
  });

  it('finds products by category name or id and by brand, as the spec says the admin search does', async () => {
    const search = async (q: string) =>
      (await get(`/api/admin/products?pageSize=100&q=${encodeURIComponent(q)}`, staff.headers)).json().products as {
        category: string;
        brand: string;
      }[];
    // Issue 32, item 1: "Processors" found nothing once the search moved to the server.
    for (const q of ['Processors', 'processors', 'graphics-cards', 'Power Supply']) {
      const found = await search(q);
      expect(found.length, q).toBeGreaterThan(0);
    }
    expect((await search('Processors')).every((p) => p.category === 'processors')).toBe(true);
    const [one] = await search('graphics-cards');
    expect(one.category).toBe('graphics-cards');
    // A brand, in any case, whole or in part.
    const p = await pickProduct(database, { offset: 7 });
    for (const q of [p.brand, p.brand.toUpperCase(), p.brand.slice(0, 3).toLowerCase()]) {
      const found = await search(q);
      expect(
        found.some((x) => x.brand.toLowerCase() === p.brand.toLowerCase()),
        q,
      ).toBe(true);
    }
    // Every word somewhere in the name, the category or the brand, as the list filtered in the browser.
    const both = await search(`${p.brand.toLowerCase()} ${categoryName(p.category)}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((x) => x.category === p.category && x.brand.toLowerCase() === p.brand.toLowerCase())).toBe(true);
    expect(await search('no-such-thing-at-all')).toEqual([]);
    expect(await search(`${p.brand} no-such-thing`)).toEqual([]);
  });

  it('lists products for the admin by status, stock level and category, sorted and paged by the server', async () => {
    const res = await get(
      '/api/admin/products?category=processors&stock=in&sort=price&dir=desc&pageSize=5&page=2',
      staff.headers,
    );
    const page = res.json();
    expect(page.products).toHaveLength(5);
    expect(page.page).toBe(2);
    const prices = page.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(
      page.products.every(
        (p: { category: string; countInStock: number }) => p.category === 'processors' && p.countInStock > 5,
      ),
    ).toBe(true);
    expect((await get('/api/admin/products?stock=sideways', staff.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/products', customer.headers)).statusCode).toBe(403);
  });
});
