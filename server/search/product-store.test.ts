import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { productQuerySchema } from '#core/schemas/catalog';
import { buildTestApp } from '../../test/app';
import { searchSource } from '../modules/catalog/search-source';
import { createProductStore } from './product-store';
import { listProducts, productById } from '../modules/catalog/service';

const { app } = await buildTestApp();
const ids = (await app.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(6)).map(
  (r) => r.id,
);

describe('product store', () => {
  it('answers the same products as the product query, in the order asked, skipping unknown ids', async () => {
    const store = createProductStore(searchSource(app.db));
    const asked = [ids[3], 999_999, ids[0], 2 ** 31, -1, 1.5, ids[5], ids[1]];
    const got = await store.get(asked);
    expect(got.map((p) => p.id)).toEqual([ids[3], ids[0], ids[5], ids[1]]);
    for (const p of got) expect(p).toStrictEqual(await productById(app.db, p.id));
    // From memory the second time; an unknown id is asked again (a product may be added under it).
    expect(await store.get(asked)).toStrictEqual(got);
    expect(store.stats()).toMatchObject({ hits: 4, misses: 6, entries: 4 });
  });

  it("gives each product's JSON exactly as GET /api/products writes it", async () => {
    const store = createProductStore(searchSource(app.db));
    const res = await app.inject({ method: 'GET', url: `/api/products?ids=${ids.join(',')}` });
    expect(res.statusCode).toBe(200);
    const texts = await store.json(ids);
    expect(texts).toHaveLength(ids.length);
    for (const text of texts) expect(res.body).toContain(text);
    expect(texts.map((t) => JSON.parse(t).id)).toEqual(ids);
  });

  it('gives summaries equal to the summary listing', async () => {
    const store = createProductStore(searchSource(app.db));
    const q = productQuerySchema.parse({ ids: ids.join(','), sort: 'name' });
    const listed = (await listProducts(app.db, q, { summary: true })).products;
    const byId = new Map(listed.map((p) => [p.id, p]));
    const got = await store.get(ids, { summary: true });
    expect(got).toHaveLength(ids.length);
    for (const s of got) expect(s).toStrictEqual(byId.get(s.id));
  });

  it('shows a changed price once the product is invalidated', async () => {
    const store = createProductStore(searchSource(app.db));
    const id = ids[2];
    const [before] = await store.get([id]);
    await app.db
      .update(products)
      .set({ price: before.price + 1000 })
      .where(eq(products.id, id));
    try {
      store.invalidate([id]);
      const [after] = await store.get([id]);
      expect(after.price).toBe(before.price + 1000);
      expect(JSON.parse((await store.json([id]))[0]).price).toBe(before.price + 1000);
    } finally {
      await app.db.update(products).set({ price: before.price }).where(eq(products.id, id));
    }
  });

  it('does not keep a row read while the product was being invalidated', async () => {
    const store = createProductStore(searchSource(app.db));
    const reading = store.get([ids[0]]);
    store.invalidate([ids[0]]);
    expect(await reading).toHaveLength(1);
    expect(store.stats().entries).toBe(0);
  });

  it('keeps under its byte bound by dropping the least recently used products', async () => {
    const size = async (id: number) => {
      const probe = createProductStore(searchSource(app.db));
      await probe.get([id]);
      return probe.stats().bytes;
    };
    // Room for ids[0] and ids[2], not for ids[1] as well.
    const bound = (await size(ids[0])) + (await size(ids[2]));
    const store = createProductStore(searchSource(app.db), { maxBytes: bound });
    await store.get([ids[0], ids[1]]);
    await store.get([ids[0]]); // ids[0] is now the most recently used
    await store.get([ids[2]]);
    const { bytes, entries, misses } = store.stats();
    expect(bytes).toBeLessThanOrEqual(bound);
    expect(entries).toBe(2);
    await store.get([ids[0]]);
    expect(store.stats().misses).toBe(misses); // kept
    await store.get([ids[1]]);
    expect(store.stats().misses).toBe(misses + 1); // dropped, read again
  });

  it('clear() forgets everything', async () => {
    const store = createProductStore(searchSource(app.db));
    await store.get(ids);
    store.clear();
    expect(store.stats()).toMatchObject({ bytes: 0, entries: 0 });
    expect((await store.get(ids)).map((p) => p.id)).toEqual(ids);
  });
});
