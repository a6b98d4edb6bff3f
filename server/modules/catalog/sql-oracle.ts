import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import type { ProductQuery } from '#core/schemas/catalog';
import {
  createSearchIndex,
  parseTsVector,
  type EnglishLexemes,
  type IndexPage,
  type SearchDoc,
  type VocabularyWord,
} from '../../search';
import { keywordPage, WALK_MAX, type SearchLimits } from './keyword-search';
import { rowsOf } from './listing-sql';
import { listProducts } from './service';
import { specsOf } from './search-source';

/**
 * The differential tests' oracle: today's SQL implementation on the same database, and the rows
 * the engine is fed (what the freshness code reads for it).
 */
export async function readDocs(db: DbOrTx, where = sql`true`): Promise<SearchDoc[]> {
  const rows = await rowsOf(
    db,
    sql`select id, name, brand, category, price::text as price, count_in_stock, rating, num_reviews,
               status = 'active' as active, image, search_name::text as name_vector, search::text as full_vector,
               specifications
          from products where ${where} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    brand: String(r.brand),
    category: String(r.category),
    price: Number(r.price),
    countInStock: Number(r.count_in_stock),
    rating: Number(r.rating),
    numReviews: Number(r.num_reviews),
    active: r.active === true || r.active === 't',
    image: String(r.image),
    nameVector: String(r.name_vector),
    fullVector: String(r.full_vector),
    specifications: specsOf(r.specifications),
  }));
}

export async function readVocabulary(db: DbOrTx): Promise<VocabularyWord[]> {
  return (await rowsOf(db, sql`select word, products from search_words`)).map((r) => ({
    word: String(r.word),
    products: Number(r.products),
  }));
}

const englishCache = new Map<string, string | null>();
/** to_tsvector('english', word) per word: its lexeme, null for a stop word. */
export async function englishOf(db: DbOrTx, terms: string[]): Promise<EnglishLexemes> {
  const out: EnglishLexemes = [];
  for (const t of terms) {
    if (!englishCache.has(t)) {
      const [row] = await rowsOf(db, sql`select to_tsvector('english', ${t})::text as v`);
      const lexemes = parseTsVector(String(row.v)).lexemes;
      englishCache.set(t, lexemes[0] ?? null);
    }
    out.push(englishCache.get(t)!);
  }
  return out;
}

/** keyword-search.ts keywordPage with the words as given (exact: no spelling), as an IndexPage. */
export async function sqlKeywordPage(db: DbOrTx, q: ProductQuery, exactMax: number): Promise<IndexPage> {
  const limits: SearchLimits = { exactMax, walkMax: WALK_MAX };
  const page = await keywordPage(db, { id: products.id }, { ...q, exact: true }, limits);
  const out: IndexPage = { ids: page.rows.map((r) => Number(r.id)), total: page.total };
  if (page.pagesCap !== undefined) out.pagesCap = page.pagesCap;
  return out;
}

/** service.ts listProducts without keyword: the page's ids and total. */
export async function sqlListing(db: DbOrTx, q: ProductQuery): Promise<IndexPage> {
  const page = await listProducts(db, q, { summary: true });
  return { ids: page.products.map((p) => p.id), total: page.total };
}

/** Rewrites products in id order: its heap order is then the engine's scan order. */
export async function clusterById(db: DbOrTx) {
  await db.execute(sql`cluster products using products_pkey`);
  await db.execute(sql`analyze products`);
}

/** The caps small enough (5 matches counted) for the demo catalog's 140 products to pass them. */
export const SMALL_LIMITS = { keywordExactMax: 5, listingExactMax: 20 };

/**
 * The differential tests' indexes on `db`, rewritten in id order first (PostgreSQL reads a capped
 * match list in heap order, the engine in ascending ids): one with SMALL_LIMITS, one with the shop's.
 */
export async function oracleIndexes(db: DbOrTx) {
  await clusterById(db);
  const small = createSearchIndex({ limits: SMALL_LIMITS });
  const full = createSearchIndex();
  const docs = await readDocs(db);
  const vocabulary = await readVocabulary(db);
  for (const index of [small, full]) {
    index.apply({ upsert: docs, remove: [] });
    index.setVocabulary(vocabulary);
  }
  return { small, full, docs };
}
