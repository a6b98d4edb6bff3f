import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

// Decision 009: listings are cached per process and dropped on every committed change to products,
// whoever makes it: this process's API, another process, or SQL typed by hand.
const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });

const list = async (url: string) => (await app.inject({ method: 'GET', url })).json();
const priceIn = async (url: string, id: number) =>
  (await list(url)).products.find((p: { id: number }) => p.id === id)?.price as number | undefined;

/** Waits for the cache to be fed by the database's notifications (LISTEN is set up in the background). */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

const firstGpu = (await list('/api/products?category=graphics-cards&sort=price-low&pageSize=1')).products[0];
const url = `/api/products?keyword=${encodeURIComponent(firstGpu.name.split(' ')[0])}&pageSize=100`;

describe('cached listings', () => {
  it('are kept once the catalog changes are heard', async () => {
    await until(async () => (await list(url), app.catalogCache.size > 0), 'a listing is cached');
  });

  it('show a change made outside the API, as another process would make it', async () => {
    await list(url);
    expect(app.catalogCache.size).toBeGreaterThan(0);
    await database.db.update(products).set({ price: 4321 }).where(eq(products.id, firstGpu.id));
    await until(async () => (await priceIn(url, firstGpu.id)) === 4321, 'the new price is listed');
  });

  it('show an admin the product they just changed, in the very next request', async () => {
    await list(url);
    const [row] = await database.db.select().from(products).where(eq(products.id, firstGpu.id));
    const put = await app.inject({
      method: 'PUT',
      url: `/api/products/${firstGpu.id}`,
      headers: admin.headers,
      payload: {
        name: row.name,
        description: row.description,
        price: 5555,
        category: row.category,
        countInStock: row.countInStock,
        brand: row.brand,
        image: row.image,
        images: row.images,
        specifications: row.specifications,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await priceIn(url, firstGpu.id)).toBe(5555);
  });

  it('keep the brand filter up to date', async () => {
    const brandsUrl = '/api/products/brands';
    expect(await list(brandsUrl)).not.toContain('Cachebrand');
    await database.db.execute(sql`insert into brands (name, label) values ('cachebrand', 'Cachebrand')`);
    await until(async () => (await list(brandsUrl)).includes('Cachebrand'), 'the new brand is listed');
  });
});

describe.runIf(database.kind === 'postgres')('when the notifications stop', () => {
  const listener = sql`select pg_terminate_backend(pid) as gone from pg_stat_activity
    where datname = current_database() and query ilike 'listen catalog_changed%' and pid <> pg_backend_pid()`;

  it('reads from the database until it hears them again, then caches again', async () => {
    await until(async () => (await list(url), app.catalogCache.size > 0), 'a listing is cached');
    const killed = (await database.db.execute(listener)) as unknown as { rows: { gone: boolean }[] };
    expect(killed.rows).toHaveLength(1);
    await until(() => app.catalogCache.size === 0, 'the cache is dropped');

    // Nothing is kept while changes could be missed: a change is seen at once.
    await list(url);
    await database.db.update(products).set({ price: 6789 }).where(eq(products.id, firstGpu.id));
    expect(await priceIn(url, firstGpu.id)).toBe(6789);

    await until(async () => (await list(url), app.catalogCache.size > 0), 'listings are cached again');
    await database.db.update(products).set({ price: 7890 }).where(eq(products.id, firstGpu.id));
    await until(async () => (await priceIn(url, firstGpu.id)) === 7890, 'the newer price is listed');
  });
});
