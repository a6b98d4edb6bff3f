import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { productQuerySchema, type ProductQuery } from '#core/schemas/catalog';
import { buildTestApp } from '../../../test/app';
import { productFacets } from './facets';
import { keywordPage, type SearchLimits } from './keyword-search';

// Decision 027's limits at 100,000 products are 1,000 matches counted and 1,000 index rows walked;
// small limits reach every branch of those statements with the demo catalog (140 products).
const { database } = await buildTestApp();
const db = database.db;
const columns = { id: products.id, name: products.name, price: products.price };
const query = (params: Record<string, unknown>): ProductQuery => productQuerySchema.parse(params);
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id));

const COUNTED = 5;
const BRANCHES: [string, SearchLimits][] = [
  // More matches than counted; the first 1,000 rows of the order hold the page.
  ['the order index walked', { exactMax: COUNTED, walkMax: 1000 }],
  // More matches than counted; 3 rows of the order do not hold the page: every match is read and sorted.
  ['every match sorted', { exactMax: COUNTED, walkMax: 3 }],
];

describe('a sorted keyword search with more matches than it counts', () => {
  for (const keyword of ['rtx', 'gaming', 'amd']) {
    for (const sort of ['name', 'price-low', 'price-high', 'rating'] as const) {
      it(`${keyword} by ${sort}: the same pages as when every match is counted, and the total says "more"`, async () => {
        const all = await keywordPage(db, columns, query({ keyword, sort, pageSize: 100 }));
        expect(all.total).toBeGreaterThan(2 * 4);
        expect(all.rows).toHaveLength(all.total);
        for (const [, limits] of BRANCHES) {
          for (const pageNumber of [1, 2]) {
            const page = await keywordPage(db, columns, query({ keyword, sort, pageSize: 4, pageNumber }), limits);
            expect(ids(page.rows)).toEqual(ids(all.rows.slice((pageNumber - 1) * 4, pageNumber * 4)));
            expect(page.total).toBe(COUNTED + 1);
            expect(page.pagesCap).toBe(Math.ceil(COUNTED / 4));
          }
        }
      });
    }
  }

  it('by relevance, ranks only the matches read and says "more"', async () => {
    const all = await keywordPage(db, columns, query({ keyword: 'rtx', pageSize: 100 }));
    expect(all.total).toBeGreaterThan(COUNTED + 1);
    const page = await keywordPage(db, columns, query({ keyword: 'rtx', pageSize: 4 }), {
      exactMax: COUNTED,
      walkMax: 1000,
    });
    expect(page.total).toBe(COUNTED + 1);
    expect(page.rows).toHaveLength(4);
    expect(ids(page.rows).every((id) => ids(all.rows).includes(id))).toBe(true);
  });
});

describe('facets of a listing with more matches than they count', () => {
  it('count the first matches only, say how many, and each count is a lower bound of the exact one', async () => {
    for (const params of [{ keyword: 'rtx' }, { category: 'all' }, { keyword: 'gaming', stock: 'in-stock' }]) {
      const exact = await productFacets(db, query(params));
      expect(exact.countedUpTo).toBeUndefined();
      const some = await productFacets(db, query(params), COUNTED);
      expect(some.countedUpTo).toBe(COUNTED + 1);
      // With no other filter every row read falls in one price band.
      if (!('stock' in params)) expect(some.prices.reduce((n, p) => n + p.count, 0)).toBe(COUNTED + 1);
      for (const b of some.brands)
        expect(b.count).toBeLessThanOrEqual(exact.brands.find((e) => e.value === b.value)!.count);
      for (const [i, s] of some.stock.entries()) expect(s.count).toBeLessThanOrEqual(exact.stock[i].count);
    }
  });
});
