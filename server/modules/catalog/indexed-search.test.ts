/**
 * Decision 050: the shop's listings, searches, facets and suggestions come from the in-process index,
 * and must be what the SQL (kept as the oracle) gives on the same database, before and after writes:
 * full and summary rows in the index's order, totals, pages, "did you mean".
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '#db/schema';
import { productQuerySchema } from '#core/schemas/catalog';
import { buildTestApp } from '../../../test/app';
import { productFacets } from './facets';
import { listProducts } from './service';
import { understandQuery } from './search-intent';
import { suggestions } from './suggest-sql';

const { app, database } = await buildTestApp({ CATALOG_CACHE: 'off' });
const db = database.db;

const LISTINGS = [
  'keyword=rtx',
  'keyword=rtx&sort=price-low&pageSize=4&pageNumber=2',
  'keyword=ryzen%207&stock=in-stock',
  'keyword=geforse%204060',
  'keyword=corsair&sort=rating',
  'keyword=gam&sort=name',
  'keyword=!!!',
  'category=graphics-cards',
  'category=graphics-cards&brand=msi&sort=price-high',
  'stock=out-of-stock',
  'minPrice=20000&maxPrice=60000&pageNumber=2',
  // Issue 29: synonyms, price words, units and the exact model (search-intent.ts, model-rank.ts).
  'keyword=rtx%204060',
  'keyword=4060',
  'keyword=gpu%20under%2050k',
  'keyword=cheap%20ssd',
  'keyword=ssd%201tb%20nvme',
  // Issue 29 point 6: spec filters, alone, together, with the other filters, and in searches.
  'category=graphics-cards&spec=vram:8gb',
  'category=graphics-cards&spec=vram:12gb,chip:nvidiageforcertx4070super',
  'category=graphics-cards&brand=msi&spec=vram:16gb&stock=in-stock',
  'category=storage&spec=capacity:1tb,interface:nvme&sort=price-low',
  'category=storage&spec=capacity:1tb&minPrice=5000&maxPrice=15000',
  'category=monitors&spec=refresh:165hz,size:27in',
  'category=processors&spec=socket:am5',
  'category=processors&spec=socket:am5,cores:8&stock=in-stock',
  'category=motherboards&spec=socket:lga1700',
  'category=power-supply&spec=wattage:850w',
  'keyword=ssd&category=storage&spec=capacity:2tb',
  'keyword=rtx&spec=vram:16gb',
  'keyword=gpu&spec=vram:8gb',
  'category=graphics-cards&spec=vram:99gb',
];

async function api(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const query = (params: string) => productQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)));

async function expectSameAsSql() {
  for (const params of LISTINGS) {
    const q = understandQuery(query(params));
    expect(await api(`/api/products?${params}`), params).toEqual(await listProducts(db, q));
    expect(await api(`/api/products/facets?${params}`), params).toEqual(await productFacets(db, q));
  }
  for (const text of ['ge', 'rtx 40', 'corsair', 'ryzn 7', 'ssd 1tb nvme', 'gpu', 'kibo', 'kadi ya picha']) {
    expect(await api(`/api/products/suggest?q=${encodeURIComponent(text)}`), text).toEqual(await suggestions(db, text));
  }
}

describe('answers from the search index', () => {
  it('are the SQL answers on the demo catalog', async () => {
    const checks = app.searchIndex.stats.checks;
    await expectSameAsSql();
    // Each answer waited for a change check: they came from the index, not from the SQL.
    expect(app.searchIndex.stats.checks).toBeGreaterThan(checks);
    expect((await api('/api/products?keyword=geforse%204060')).correctedKeyword).toBe('geforce 4060');
  });

  it('are still the SQL answers after a rename, a price, stock and status change, a delete and an insert', async () => {
    const rtx = (await api('/api/products?keyword=rtx&pageSize=10')).products as { id: number; name: string }[];
    await db
      .update(products)
      .set({ name: `${rtx[0].name} Ultra` })
      .where(eq(products.id, rtx[0].id));
    await db.update(products).set({ price: 1, countInStock: 0 }).where(eq(products.id, rtx[1].id));
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, rtx[2].id));
    await db.delete(products).where(eq(products.id, rtx[3].id));
    await db.insert(products).values({
      name: 'Indexcheck RTX 4060 Ventus',
      price: 45_000,
      category: 'graphics-cards',
      brand: 'MSI',
      image: '/x.png',
      specifications: { 'Graphics RAM Size': '8GB', 'Graphics Coprocessor': 'NVIDIA GeForce RTX 4060' },
      countInStock: 2,
    });
    await expectSameAsSql();
    const after = (await api('/api/products?keyword=rtx&pageSize=100')).products as { id: number }[];
    expect(after.map((p) => p.id)).not.toContain(rtx[2].id);
    expect(after.map((p) => p.id)).not.toContain(rtx[3].id);
  });
});

describe('when the index throws', () => {
  it('answers from the SQL, loads the index again, and answers from the new one', async () => {
    const broken = await app.searchIndex.fresh();
    const fail = () => {
      throw new Error('a bug in the index');
    };
    Object.assign(broken, { page: fail, facets: fail, suggest: fail, correct: fail });
    const { fallbacks = 0, reloads = 0 } = app.searchIndex.stats;
    // A shopper still gets the right answer, from the SQL search.
    expect(await api('/api/products?keyword=rtx')).toEqual(await listProducts(db, query('keyword=rtx')));
    expect(app.searchIndex.stats.fallbacks).toBe(fallbacks + 1);
    await vi.waitFor(() => expect(app.searchIndex.stats.reloads).toBe(reloads + 1));
    // The index loaded again answers everything, and the same as the SQL.
    const after = app.searchIndex.stats.fallbacks;
    await expectSameAsSql();
    expect(app.searchIndex.stats.fallbacks).toBe(after);
    expect(await app.searchIndex.fresh()).not.toBe(broken);
  });
});
