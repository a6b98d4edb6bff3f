import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_RESULTS } from '#core/schemas/catalog';
import { buildTestApp } from '../../../test/app';
import { categoryBrands } from './brands';
import { brandList } from './service';

const { app, database } = await buildTestApp();
const db = database.db;

async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
}

const seededMonitors = (await list('?category=monitors&pageSize=100')).body.products as { brand: string }[];

// A large category: 10,050 'Acme' monitors, then two brands whose products sort last by name —
// beyond the first 1,000 (what the filter panel used to read) and beyond the first 10,000.
await db.execute(sql`
  insert into products (name, price, category, brand, image, count_in_stock)
  select 'AAA Acme Monitor ' || lpad(g::text, 5, '0'), 10000 + g, 'monitors', 'Acme', '/uploads/products/x-960.webp', 3
    from generate_series(1, 10050) g`);
await db.execute(sql`insert into brands (name, label) values ('zeta labs', 'Zeta Labs')`);
await db.execute(sql`
  insert into products (name, price, category, brand, image) values
    ('ZZZ Zeta Vision 27', 30000, 'monitors', 'Zeta Labs', '/uploads/products/z-960.webp'),
    ('ZZZ Zeta Vision 32', 40000, 'monitors', ' zeta labs ', '/uploads/products/z-960.webp'),
    ('ZZZ Acme lowercase', 20000, 'monitors', 'acme', '/uploads/products/y-960.webp')`);

describe('brand=all', () => {
  it('means no brand filter, as category=all and stock=all do', async () => {
    const gpus = (await list('?category=graphics-cards')).body;
    expect(gpus.total).toBeGreaterThan(0);
    for (const all of ['all', 'ALL', '%20All%20']) {
      const { status, body } = await list(`?category=graphics-cards&brand=${all}`);
      expect(status).toBe(200);
      expect(body).toEqual(gpus);
    }
    expect((await list('?brand=all&sort=price-high')).body).toEqual((await list('?sort=price-high')).body);
  });

  it('still filters by a real brand', async () => {
    expect((await list('?brand=zeta%20labs')).body.total).toBe(1);
  });
});

describe('the brands of a category (brand filter)', () => {
  it('lists every brand of a category of more than 10,000 products, once each whatever its case', async () => {
    const brands = await categoryBrands(db, 'monitors');
    expect(brands).toContain('Zeta Labs');
    expect(brands.filter((b) => b.toLowerCase() === 'acme')).toHaveLength(1);
    expect(brands.filter((b) => b.toLowerCase() === 'zeta labs')).toHaveLength(1);
    for (const { brand } of seededMonitors) expect(brands).toContain(brand);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('lists no brand of another category, and every brand for all', async () => {
    expect(await categoryBrands(db, 'processors')).not.toContain('Acme');
    expect(await categoryBrands(db, 'all')).toEqual(await brandList(db));
  });
});

describe('deep pages', () => {
  it(`reaches pages that start within the first ${MAX_RESULTS} results, and says how many there are`, async () => {
    const first = (await list('?category=monitors')).body;
    expect(first.total).toBeGreaterThan(MAX_RESULTS);
    expect(first.pages).toBe(Math.ceil(MAX_RESULTS / 24));
    const last = await list(`?category=monitors&pageNumber=${first.pages}`);
    expect(last.status).toBe(200);
    expect(last.body.products).toHaveLength(24);
    expect((await list('?category=monitors&pageSize=100&pageNumber=100')).status).toBe(200);
  });

  it.each([
    ['?pageNumber=418', 'listing'],
    ['?category=monitors&pageSize=100&pageNumber=101', 'bigger pages'],
    ['?keyword=monitor&pageNumber=5000', 'keyword search'],
    ['?pageNumber=100000&pageSize=1', 'the old maximum'],
  ])('refuses %s (%s) with a 400 that says why', async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toContain('pageNumber');
    expect(body.message).toContain('10,000 results');
  });
});

describe('ids (the cart asks for its lines)', () => {
  it('answers the products with those ids, and nothing for ids that name none', async () => {
    const some = (await list('?category=processors&pageSize=3')).body.products as { id: number; price: number }[];
    const ids = some.map((p) => p.id);
    const { status, body } = await list(`?ids=${[...ids, ids[0], 2_000_000_000, 0].join(',')}&pageSize=100`);
    expect(status).toBe(200);
    expect(body.products.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    expect(body.products[0]).toMatchObject({ price: expect.any(Number), countInStock: expect.any(Number) });
    expect((await list('?ids=9999999999')).body).toMatchObject({ products: [], total: 0 });
  });

  it.each(['abc', '1,,2', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%s with a 400',
    async (ids) => {
      const { status, body } = await list(`?ids=${encodeURIComponent(ids)}`);
      expect(status).toBe(400);
      expect(body.message).toContain('ids');
    },
  );
});
