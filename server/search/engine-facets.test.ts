import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productQuerySchema, type ProductQuery } from '#core/schemas/catalog';
import { buildTestApp } from '../../test/app';
import { productFacets } from '../modules/catalog/facets';
import { searchTerms } from '../modules/catalog/search';
import { rowsOf } from '../modules/catalog/listing-sql';
import { editDistance } from '#core/catalog/spelling-rules';
import { CANDIDATES, correctTerms } from '../modules/catalog/spelling-sql';
import { nameSuggestions } from '../modules/catalog/suggest-sql';
import {
  clusterById,
  englishOf,
  oracleIndexes,
  readDocs,
  readVocabulary,
  SMALL_LIMITS,
  sqlKeywordPage,
  sqlListing,
} from '../modules/catalog/sql-oracle';

// Facets, suggestions and spelling against the SQL (the oracle), then the same after products change.
const { database } = await buildTestApp();
const db = database.db;
const { small, full, docs } = await oracleIndexes(db);
const SMALL = SMALL_LIMITS;
const query = (params: Record<string, unknown>): ProductQuery => productQuerySchema.parse(params);
const brands = [...new Set(docs.map((d) => d.brand))];

const FILTERS: Record<string, unknown>[] = [
  {},
  { category: 'graphics-cards' },
  { brand: brands[0].toLowerCase() },
  { stock: 'in-stock', minPrice: 20000 },
  // Bounds on the price bands' own: counted from the facet cube.
  { stock: 'in-stock', minPrice: 10000, maxPrice: 49999.99, brand: brands[2] },
  { category: 'storage', maxPrice: 24999.99 },
  { stock: 'low-stock' },
  { stock: 'out-of-stock' },
  { maxPrice: 30000, category: 'memory' },
  {
    ids: docs
      .slice(0, 30)
      .map((d) => d.id)
      .join(','),
    brand: brands[1],
  },
];
const KEYWORDS = ['rtx', 'gaming', 'am', 'ddr5 ram', 'the', 'cooler', 'cards', 'ssd nvme', 'x', 'zzzz'];

/** The SQL's facets for the words as given (no spelling: the engine is handed corrected words). */
async function sqlFacets(q: ProductQuery, limit: number) {
  const { correctedKeyword: _c, ...facets } = await productFacets(db, { ...q, exact: true }, limit);
  return facets;
}

async function compareFacets(label: string) {
  for (const filter of FILTERS) {
    for (const keyword of [undefined, ...KEYWORDS]) {
      const q = query({ ...filter, ...(keyword ? { keyword } : {}) });
      const terms = keyword ? searchTerms(keyword) : undefined;
      const english = terms && (await englishOf(db, terms));
      const at = `${label} ${keyword} ${JSON.stringify(filter)}`;
      expect(small.facets(q, terms, english), at).toEqual(
        await sqlFacets(q, keyword ? SMALL.keywordExactMax : SMALL.listingExactMax),
      );
      expect(full.facets(q, terms, english), at).toEqual(await sqlFacets(q, keyword ? 1000 : 10_000));
    }
  }
}

const TYPED = [
  'r',
  'rt',
  'rtx',
  'rtx 40',
  'gam',
  'gaming m',
  'corsair veng',
  'sams',
  'amd ryz',
  'ddr5',
  'x',
  'zzzz',
  '4',
];

async function compareSuggestions(label: string) {
  for (const text of TYPED) {
    // The names step (issue 29 added a typo's and the search's fallbacks around it, indexed-search.test.ts).
    const sqlProducts = await nameSuggestions(db, searchTerms(text));
    expect(full.suggest(searchTerms(text)), `${label} ${text}`).toEqual(sqlProducts);
  }
}

describe('facets', () => {
  it('are the SQL counts for keywords and listings with every filter, cut at the limit or not', async () => {
    await compareFacets('before');
    // The caps were passed: some counts say so.
    expect(small.facets(query({}), undefined).countedUpTo).toBe(SMALL.listingExactMax + 1);
  });
});

describe('suggestions', () => {
  it("are the SQL's five for text being typed", async () => {
    await compareSuggestions('before');
    expect(full.suggest(['rtx']).length).toBe(5);
  });
});

describe('spelling', () => {
  it("corrects as the SQL's lookup does, and leaves known words and words being typed alone", async () => {
    const vocabulary = (await readVocabulary(db)).map((w) => w.word).filter((w) => w.length >= 5);
    const typos = vocabulary
      .filter((_, i) => i % 7 === 0)
      .flatMap((w) => [
        w.slice(0, -1) + 'q',
        w[1] + w[0] + w.slice(2),
        w.slice(0, 2) + w.slice(3),
        `${w} ${w.slice(0, 3)}x`,
      ]);
    const queries = [...typos, 'geforse 4060', 'nvidai', 'ryzn', 'ryz', 'samsng ssd', 'ddr5 ram', 'gb', 'rtx'];
    const products = new Map((await readVocabulary(db)).map((w) => [w.word, w.products]));
    let corrected = 0;
    let differ = 0;
    for (const text of queries) {
      const terms = searchTerms(text);
      const mine = full.correct(terms);
      const theirs = await correctTerms(db, terms);
      if (mine.corrected) corrected++;
      for (const [i, typed] of terms.entries()) {
        const [m, t] = [mine.terms[i], theirs.terms[i]];
        if (m === t) continue;
        differ++;
        // The SQL chooses among the trigram index's 12 nearest (similarity 0.3 or more); the engine
        // among every word. Where the engine's word was among those 12, both must choose it; where
        // not, the engine's word must be at least as good by bestCorrection's own measure.
        const [{ offered }] = await rowsOf(
          db,
          sql`select ${m} in (select word from search_words where word % ${typed}
                               order by similarity(word, ${typed}) desc, products desc limit ${CANDIDATES}) as offered`,
        );
        expect(offered === true || offered === 't', `${text}: ${m} / ${t}`).toBe(false);
        expect(m, text).not.toBe(typed);
        const [dm, dt] = [editDistance(typed, m), t === typed ? Infinity : editDistance(typed, t)];
        expect(dm < dt || (dm === dt && products.get(m)! >= products.get(t)!), `${text}: ${m} / ${t}`).toBe(true);
      }
    }
    expect(corrected).toBeGreaterThan(queries.length / 2);
    // Most differences are typos of the first letters, which share too few trigrams for the SQL.
    expect(differ).toBeLessThan(queries.length);
    expect(full.correct(['ryz'])).toEqual({ terms: ['ryz'], corrected: false });
  });
});

describe('changes', () => {
  it('follow products made inactive, sold out, renamed, repriced and removed', async () => {
    const [a, b, c, d, e] = docs.filter((x) => x.active && /rtx|ryzen|corsair/i.test(x.name)).map((x) => x.id);
    await db.execute(sql`update products set status = 'draft' where id = ${a}`);
    await db.execute(sql`update products set count_in_stock = 0 where id = ${b}`);
    await db.execute(sql`update products set name = 'Zeta RTX Prototype Card', price = 1 where id = ${c}`);
    await db.execute(sql`update products set rating = 5, num_reviews = 999, count_in_stock = 3 where id = ${d}`);
    await db.execute(sql`delete from products where id = ${e}`);
    await clusterById(db);
    const changed = await readDocs(db, sql`id in (${a}, ${b}, ${c}, ${d})`);
    for (const index of [small, full]) {
      index.apply({ upsert: changed, remove: [e] });
      index.setVocabulary(await readVocabulary(db));
    }
    expect(full.size).toBe(docs.filter((x) => x.active).length - 2);
    await compareFacets('after');
    await compareSuggestions('after');
    for (const keyword of ['rtx', 'ryzen', 'corsair', 'zeta', 'prototype card']) {
      for (const sort of ['relevance', 'name', 'price-low', 'rating'] as const) {
        const q = query({ keyword, sort, pageSize: 4 });
        const terms = searchTerms(keyword);
        const english = await englishOf(db, terms);
        expect(small.page(q, terms, english), `${keyword} ${sort}`).toEqual(
          await sqlKeywordPage(db, q, SMALL.keywordExactMax),
        );
        expect(full.page(q, terms, english), `${keyword} ${sort}`).toEqual(await sqlKeywordPage(db, q, 1000));
      }
    }
    for (const sort of ['name', 'price-low', 'rating'] as const) {
      const q = query({ sort, pageSize: 10 });
      expect(full.page(q), sort).toEqual(await sqlListing(db, q));
    }
    // The renamed product is found by its new name, first by price, and not by its old one.
    expect(full.page(query({ keyword: 'zeta' }), ['zeta']).ids).toEqual([c]);
    expect(full.page(query({ sort: 'price-low', pageSize: 1 })).ids).toEqual([c]);
  });
});
