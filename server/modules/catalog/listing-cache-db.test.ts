import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

// Decisions 009 and 071: listings are kept per process and dropped on every committed change to
// products, whoever makes it (this process's API, another process, SQL typed by hand), seen by search's
// change check before each answer; and by nothing else: a sign-in keeps them. The brand lists are
// kept until the database notifies a change of products or brands.
const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const shopper = await createUser(database, { password: 'shopper password 1' });

const get = (url: string) => app.inject({ method: 'GET', url });
const list = async (url: string) => (await get(url)).json();
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
  it('are kept: the same listing again is answered from memory', async () => {
    await list(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    expect(app.searchIndex.answersKept).toBeGreaterThan(0);
  });

  it('show a change made outside the API, as another process would make it, in the very next request', async () => {
    await list(url);
    expect(app.searchIndex.answersKept).toBeGreaterThan(0);
    await database.db.update(products).set({ price: 4321 }).where(eq(products.id, firstGpu.id));
    expect(await priceIn(url, firstGpu.id)).toBe(4321);
  });

  it('are kept when a shopper signs in (a write that changes no product)', async () => {
    await list(url);
    await until(async () => (await list('/api/products/brands'), app.catalogCache.size > 0), 'the brands are cached');
    const kept = app.searchIndex.answersKept;
    const brandsKept = app.catalogCache.size;
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.user.email, password: 'shopper password 1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(app.searchIndex.answersKept).toBe(kept);
    expect(app.catalogCache.size).toBe(brandsKept);
    expect((await get(url)).headers['x-cache']).toBe('hit');
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

  const brandsUrl = '/api/products/brands';

  it('reads the brands from the database until it hears them again, then caches again', async () => {
    await until(async () => (await list(brandsUrl), app.catalogCache.size > 0), 'the brands are cached');
    const killed = (await database.db.execute(listener)) as unknown as { rows: { gone: boolean }[] };
    expect(killed.rows).toHaveLength(1);
    await until(() => app.catalogCache.size === 0, 'the cache is dropped');

    // Nothing is kept while changes could be missed: a change is seen at once.
    await list(brandsUrl);
    await database.db.execute(sql`insert into brands (name, label) values ('lostbrand', 'Lostbrand')`);
    expect(await list(brandsUrl)).toContain('Lostbrand');

    await until(async () => (await list(brandsUrl), app.catalogCache.size > 0), 'the brands are cached again');
    await database.db.execute(sql`insert into brands (name, label) values ('laterbrand', 'Laterbrand')`);
    await until(async () => (await list(brandsUrl)).includes('Laterbrand'), 'the newer brand is listed');
  });

  it('does not matter to listings: the search change check sees every change before each answer', async () => {
    await list(url);
    await database.db.update(products).set({ price: 7890 }).where(eq(products.id, firstGpu.id));
    expect(await priceIn(url, firstGpu.id)).toBe(7890);
  });
});
