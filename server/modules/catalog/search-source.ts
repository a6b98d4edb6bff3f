import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { products, searchWords } from '#db/schema';
import type { SearchDoc, SearchSource, VocabularyWord } from '../../search';
import { perHandle } from './per-handle';
import { toProduct } from './serialize';
import { productColumns } from './service';

/**
 * What search (server/search, decision 050) reads from PostgreSQL, given to it as its port
 * (searchSource): every product as a SearchDoc, the documents of the products that changed, the
 * spelling vocabulary, the English lexemes of query words, and full products for its product store.
 * Statements are prepared once per handle: the change check runs before searches.
 */

/**
 * Products read per statement by the initial load: ~20 MB of vector text a batch. The engine trims
 * its arrays after each large batch, so fewer batches load faster: at 100,000 products 4.2 s of CPU
 * in batches of 5,000, 2.7 s in batches of 20,000, 2.5 s in one.
 */
export const LOAD_BATCH = 20_000;

const docColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
  price: products.price,
  countInStock: products.countInStock,
  rating: products.rating,
  numReviews: products.numReviews,
  active: sql<boolean>`${products.status} = 'active'`,
  image: products.image,
  // The vectors as text ('…':1A): parsing them is the engine's job, and text is the cheapest way out.
  nameVector: sql<string>`${products.searchName}::text`,
  fullVector: sql<string>`${products.search}::text`,
  descriptionMd5: sql<string>`md5(${products.description})`,
  specifications: products.specifications,
};

function prepare(db: Db) {
  return {
    // One snapshot for both: rows of transactions still running now are read again next time
    // (their xid is at least this xmin); every transaction below it had committed or aborted, and
    // what it wrote is visible to this very statement. Lock-free, and right when commits come out
    // of order.
    changes: db
      .select({
        xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
        ids: sql<
          number[]
        >`array(select product_id from product_changes where xid >= ${sql.placeholder('since')}::xid8)`,
      })
      .from(sql`(select 1) one`)
      .prepare('search_index_changes'),
    xmin: db
      .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
      .from(sql`(select 1) one`)
      .prepare('search_index_xmin'),
    batch: db
      .select(docColumns)
      .from(products)
      .where(gt(products.id, sql.placeholder('after')))
      .orderBy(asc(products.id))
      .limit(sql.placeholder('limit'))
      .prepare('search_index_batch'),
    // One text parameter ('3,7'), the same for both drivers (as listing-sql.ts's ids filter).
    byIds: db
      .select(docColumns)
      .from(products)
      .where(sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`)
      .prepare('search_index_docs'),
    vocabulary: db
      .select({ word: searchWords.word, products: searchWords.products })
      .from(searchWords)
      .prepare('search_index_vocabulary'),
    lexemes: db
      .select({
        word: sql<string>`w`,
        lexeme: sql<
          string | null
        >`(select lexeme from unnest(to_tsvector('english', w)) order by positions[1] limit 1)`,
      })
      .from(sql`unnest(string_to_array(${sql.placeholder('words')}, ',')) w`)
      .prepare('search_index_lexemes'),
    // One named statement for every miss of the product store: PostgreSQL parses it once per connection.
    products: db
      .select(productColumns)
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('catalog_products_by_ids'),
  };
}

const st = perHandle(prepare);

const toDoc = (r: Record<string, unknown>): SearchDoc => ({
  id: Number(r.id),
  name: String(r.name),
  brand: String(r.brand),
  category: String(r.category),
  price: Number(r.price),
  countInStock: Number(r.countInStock),
  rating: Number(r.rating),
  numReviews: Number(r.numReviews),
  // PGlite and pg both give a boolean; a 't' would mean a driver setting changed.
  active: r.active === true || r.active === 't',
  image: String(r.image),
  nameVector: String(r.nameVector),
  fullVector: String(r.fullVector),
  descriptionMd5: String(r.descriptionMd5),
  specifications: specsOf(r.specifications),
});

/** jsonb as both drivers give it (an object; text from a driver that does not parse it). */
export const specsOf = (v: unknown): Record<string, string> =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, string>;

export interface ChangeCheck {
  /** Where the next check starts (a full transaction id, as text). */
  xmin: string;
  /** Products written by transactions that were running at `since` or began after it. */
  ids: number[];
}

/** The xmin to start from: take it BEFORE the initial load, so nothing committed during it is missed. */
export async function currentXmin(db: Db): Promise<string> {
  const [row] = await st(db).xmin.execute();
  return String(row.xmin);
}

export async function changesSince(db: Db, since: string): Promise<ChangeCheck> {
  const [row] = await st(db).changes.execute({ since });
  const ids = typeof row.ids === 'string' ? parseIntArray(row.ids) : (row.ids as unknown[]).map(Number);
  return { xmin: String(row.xmin), ids };
}

// A driver without array parsing would give '{1,2}'.
const parseIntArray = (text: string) => (text.length > 2 ? text.slice(1, -1).split(',').map(Number) : []);

/** Every product (active or not: the engine keeps what shoppers may not see out of its answers), by id batches. */
export async function* allDocs(db: Db, batch = LOAD_BATCH): AsyncGenerator<SearchDoc[]> {
  const read = (after: number) => st(db).batch.execute({ after, limit: batch });
  let next = read(0);
  for (;;) {
    const rows = await next;
    if (!rows.length) return;
    // The next batch is read while this one is indexed.
    if (rows.length === batch) {
      next = read(Number(rows[rows.length - 1].id));
      // Awaited on the next turn; a consumer that stops first must not leave it unhandled.
      next.catch(() => {});
    }
    yield rows.map(toDoc);
    if (rows.length < batch) return;
  }
}

/** The documents of these ids that still exist (an id missing from the answer was deleted). */
export async function docsByIds(db: Db, ids: number[]): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  // An import or a TRUNCATE can mark the whole catalog: read it in batches, as the initial load does.
  for (let i = 0; i < ids.length; i += LOAD_BATCH) {
    const rows = await st(db).byIds.execute({ ids: ids.slice(i, i + LOAD_BATCH).join(',') });
    for (const r of rows) docs.push(toDoc(r));
  }
  return docs;
}

export async function vocabulary(db: Db): Promise<VocabularyWord[]> {
  const rows = await st(db).vocabulary.execute();
  return rows.map((r) => ({ word: r.word, products: Number(r.products) }));
}

/** `to_tsvector('english', word)`'s lexeme of each word (null: a stop word), in one statement. */
export async function englishLexemes(db: Db, words: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (!words.length) return out;
  // Query words are letters and digits only (searchTerms), so a comma cannot be inside one.
  if (words.some((w) => w.includes(','))) throw new Error('a query word with a comma');
  const rows = await st(db).lexemes.execute({ words: words.join(',') });
  for (const r of rows) out.set(String(r.word), r.lexeme === null ? null : String(r.lexeme));
  return out;
}

/** The port search reads the database through (server/search/types.ts SearchSource). */
export function searchSource(db: Db): SearchSource {
  return {
    currentXmin: () => currentXmin(db),
    changesSince: (since) => changesSince(db, since),
    allDocs: () => allDocs(db),
    docsByIds: (ids) => docsByIds(db, ids),
    vocabulary: () => vocabulary(db),
    englishLexemes: (words) => englishLexemes(db, words),
    products: async (ids) => (await st(db).products.execute({ ids })).map((row) => toProduct(row as never)),
  };
}
