import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productQuerySchema, type ProductQuery } from '#core/schemas/catalog';
import { buildTestApp } from '../../test/app';
import { rowsOf } from '../modules/catalog/listing-sql';
import { searchTerms } from '../modules/catalog/search';
import {
  englishOf,
  oracleIndexes,
  readVocabulary,
  SMALL_LIMITS,
  sqlKeywordPage,
  sqlListing,
} from '../modules/catalog/sql-oracle';

// The engine must give today's SQL answers (the oracle) on the demo catalog, with decision 027's
// caps small enough (5 matches counted) for the demo catalog's 140 products to pass them.
const { database } = await buildTestApp();
const db = database.db;
const { small, full, docs } = await oracleIndexes(db);
const SMALL = SMALL_LIMITS;
const query = (params: Record<string, unknown>): ProductQuery => productQuerySchema.parse(params);

/** Query words: vocabulary words, the names' model numbers, prefixes, pairs from one name, stop words. */
async function keywords(): Promise<string[]> {
  const vocabulary = (await readVocabulary(db)).map((w) => w.word).sort();
  const every = <T>(list: T[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0);
  const nameWords = [...new Set(docs.flatMap((d) => searchTerms(d.name)))].sort();
  const out = new Set<string>([
    ...every(vocabulary, 60),
    ...every(
      nameWords.filter((w) => /\d/.test(w)),
      20,
    ),
  ]);
  for (const w of every(vocabulary, 25)) for (let n = 2; n <= Math.min(5, w.length); n++) out.add(w.slice(0, n));
  for (const d of every(docs, 25)) {
    const t = searchTerms(d.name);
    if (t.length >= 2) out.add(`${t[0]} ${t[1]}`);
    if (t.length >= 3) out.add(`${t[0]} ${t[2].slice(0, 3)}`);
  }
  for (const k of [
    'the gaming',
    'for cards',
    'gaming the',
    'and',
    'rtx 4',
    'amd amd',
    'cards card',
    'graphics card',
    'memory ddr5',
    'zzzz',
  ])
    out.add(k);
  return [...out];
}
const KEYWORDS = await keywords();

async function both(q: ProductQuery) {
  const terms = searchTerms(q.keyword ?? '');
  const english = await englishOf(db, terms);
  return { terms, english };
}

describe('keyword pages by relevance', () => {
  it(`are the SQL's pages, totals and page caps for ${KEYWORDS.length} keywords, counting 5 and 1,000`, async () => {
    let compared = 0;
    for (const keyword of KEYWORDS) {
      for (const pageNumber of [1, 2, 3]) {
        const q = query({ keyword, pageSize: 2, pageNumber });
        const { terms, english } = await both(q);
        expect(small.page(q, terms, english), `${keyword} p${pageNumber}`).toEqual(
          await sqlKeywordPage(db, q, SMALL.keywordExactMax),
        );
      }
      const q = query({ keyword, pageSize: 24 });
      const { terms, english } = await both(q);
      const want = await sqlKeywordPage(db, q, 1000);
      expect(full.page(q, terms, english), keyword).toEqual(want);
      compared += want.ids.length;
    }
    // Not a vacuous comparison: most keywords find something.
    expect(compared).toBeGreaterThan(KEYWORDS.length * 5);
  });
});

describe('sorted keyword pages', () => {
  it('are the SQL pages in every sort, with the cap passed and not', async () => {
    for (const keyword of KEYWORDS.filter((_, i) => i % 3 === 0)) {
      for (const sort of ['name', 'price-low', 'price-high', 'rating'] as const) {
        for (const pageNumber of [1, 3]) {
          const q = query({ keyword, sort, pageSize: 3, pageNumber });
          const { terms, english } = await both(q);
          expect(small.page(q, terms, english), `${keyword} ${sort} p${pageNumber}`).toEqual(
            await sqlKeywordPage(db, q, SMALL.keywordExactMax),
          );
          expect(full.page(q, terms, english), `${keyword} ${sort} p${pageNumber}`).toEqual(
            await sqlKeywordPage(db, q, 1000),
          );
        }
      }
    }
  });
});

const brands = [...new Set(docs.map((d) => d.brand))].slice(0, 4);
const FILTERS: Record<string, unknown>[] = [
  { category: 'graphics-cards' },
  { category: 'memory', sort: 'price-high' },
  { brand: brands[0].toUpperCase() },
  { brand: brands[1], stock: 'in-stock' },
  { stock: 'low-stock' },
  { stock: 'out-of-stock', sort: 'rating' },
  { minPrice: 10000, maxPrice: 50000 },
  { minPrice: 25000, maxPrice: 99999.99, stock: 'in-stock' },
  { minPrice: 25000, sort: 'price-low', category: 'processors' },
  {
    ids: docs
      .slice(3, 12)
      .map((d) => d.id)
      .join(','),
  },
  { brand: 'nobody' },
];

describe('filters', () => {
  it('keyword pages with each filter are the SQL ones', async () => {
    for (const filter of FILTERS) {
      for (const keyword of ['rtx', 'gaming', 'amd', 'ddr', 'cooler', 'the ssd']) {
        for (const pageNumber of [1, 2]) {
          const q = query({ keyword, pageSize: 3, pageNumber, ...filter });
          const { terms, english } = await both(q);
          const label = `${keyword} ${JSON.stringify(filter)} p${pageNumber}`;
          expect(small.page(q, terms, english), label).toEqual(await sqlKeywordPage(db, q, SMALL.keywordExactMax));
          expect(full.page(q, terms, english), label).toEqual(await sqlKeywordPage(db, q, 1000));
        }
      }
    }
  });

  it('listings without keyword are the SQL ones, in every sort', async () => {
    for (const filter of [{}, ...FILTERS]) {
      for (const sort of [undefined, 'name', 'price-low', 'price-high', 'rating', 'relevance']) {
        for (const pageNumber of [1, 2, 3]) {
          const q = query({ pageSize: 7, pageNumber, ...filter, ...(sort ? { sort } : {}) });
          expect(small.page(q), `${JSON.stringify(filter)} ${sort} p${pageNumber}`).toEqual(await sqlListing(db, q));
        }
      }
    }
  });
});

describe('ranks', () => {
  it("ts_rank's values, exactly, for name and full-text matches", async () => {
    const { tsRank } = await import('./ts-rank');
    const { keywordQuery } = await import('./context');
    const { Lexicon, encodeVector } = await import('./lexicon');
    const { parseTsVector } = await import('./tsvector');
    const lexicon = new Lexicon();
    const vectors = new Map(
      docs.map((d) => [
        d.id,
        {
          name: encodeVector(parseTsVector(d.nameVector), lexicon),
          full: encodeVector(parseTsVector(d.fullVector), lexicon),
        },
      ]),
    );
    let checked = 0;
    for (const keyword of KEYWORDS.filter((_, i) => i % 4 === 0)) {
      const terms = searchTerms(keyword);
      const english = await englishOf(db, terms);
      const kq = keywordQuery(lexicon, terms, english);
      const tsq = terms.map((t, i) => (i === terms.length - 1 && t.length > 1 ? `${t}:*` : t)).join(' & ');
      const rows = await rowsOf(
        db,
        sql`select id, ts_rank(search_name, to_tsquery('simple', ${tsq}))::float8 as n,
                   ts_rank(search, to_tsquery('simple', ${tsq}) || to_tsquery('english', ${tsq}))::float8 as f
              from products where search @@ (to_tsquery('simple', ${tsq}) || to_tsquery('english', ${tsq}))`,
      );
      for (const r of rows) {
        const v = vectors.get(Number(r.id))!;
        expect(tsRank(v.full, 0, kq.fullRank.ops, kq.fullRank.and, lexicon.ranks), `${keyword} #${r.id}`).toBe(
          Number(r.f),
        );
        expect(tsRank(v.name, 0, kq.nameRank.ops, kq.nameRank.and, lexicon.ranks), `${keyword} #${r.id} name`).toBe(
          Number(r.n),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
