import type { Db } from '#db/client';
import type { ProductSummary } from '#core/catalog/product';
import type { ProductFacets, ProductQuery, Suggestions } from '#core/schemas/catalog';
import {
  emptyFacets,
  listJson,
  type EnglishLexemes,
  type ProductStore,
  type SearchIndex,
  type SearchIndexHolder,
} from '../../search';
import { searchTerms } from './search';
import { listProducts, pagesOf, type ProductPage } from './service';
import { matchingCategories, suggestionQuery, suggestions, synonymsUnderstand } from './suggest-sql';
import { productFacets } from './facets';
import type { SynonymTable, UnderstoodQuery } from './search-intent';

/**
 * The shop's listings, searches, facets and suggestions answered by the in-process search index
 * (decision 050), fresh as of the request: the index applies every change committed before it.
 * The SQL versions (service.ts listProducts, facets.ts, suggest-sql.ts) stay as the index's test oracle.
 */

interface Keyword {
  terms: string[];
  english: EnglishLexemes;
  correctedKeyword?: string;
}

/** What the engine threw: the index's failure, not the database's. */
class IndexFailure extends Error {}

function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (cause) {
    throw new IndexFailure('the search index failed', { cause });
  }
}

/**
 * The index's answer; should the engine throw, the SQL search's (its test oracle, slower but the same
 * answers) while the holder loads the index again: a bug in the index must not stop the shop selling.
 */
async function orSql<T>(holder: SearchIndexHolder, fromIndex: () => Promise<T>, fromSql: () => Promise<T>): Promise<T> {
  try {
    return await fromIndex();
  } catch (err) {
    if (!(err instanceof IndexFailure)) throw err;
    holder.broken?.(err.cause);
    return fromSql();
  }
}

/**
 * The query's words, misspelt ones corrected unless `exact` (core/catalog/spelling-rules.ts), with their English
 * lexemes. Undefined without a keyword; null when the keyword has no word at all ('!!!': no match).
 */
async function keywordOf(holder: SearchIndexHolder, index: SearchIndex, q: Pick<ProductQuery, 'keyword' | 'exact'>) {
  if (!q.keyword) return undefined;
  const typed = searchTerms(q.keyword);
  if (!typed.length) return null;
  const fix = q.exact ? { terms: typed, corrected: false } : engine(() => index.correct(typed));
  const english = await holder.lexemes(fix.terms);
  return {
    terms: fix.terms,
    english,
    ...(fix.corrected ? { correctedKeyword: fix.terms.join(' ') } : {}),
  } satisfies Keyword;
}

/**
 * The page's ids, total and reach, as listProducts computes them (the SQL oracle); the query as typed
 * when the understood one (search-intent.ts) finds nothing.
 */
async function indexedPage(holder: SearchIndexHolder, q: UnderstoodQuery): ReturnType<typeof pageOf> {
  const page = await pageOf(holder, q);
  return page.meta.total === 0 && q.fallback ? pageOf(holder, q.fallback) : page;
}

/** listProducts with search-intent.ts's fallback. */
async function sqlList(db: Db, q: UnderstoodQuery, opts?: { summary: true }) {
  const page = await listProducts(db, q, opts);
  return page.total === 0 && q.fallback ? listProducts(db, q.fallback, opts) : page;
}

async function pageOf(holder: SearchIndexHolder, q: ProductQuery) {
  const index = await holder.fresh();
  const keyword = await keywordOf(holder, index, q);
  const page = keyword === null ? { ids: [], total: 0 } : engine(() => index.page(q, keyword?.terms, keyword?.english));
  const meta = { page: q.pageNumber, pages: pagesOf(q, page), total: page.total };
  return {
    ids: page.ids,
    meta: keyword?.correctedKeyword ? { ...meta, correctedKeyword: keyword.correctedKeyword } : meta,
  };
}

/** A listing's product cards (the shop's pages): summaries from the product store. */
export function indexedListProducts(
  holder: SearchIndexHolder,
  store: ProductStore,
  db: Db,
  q: UnderstoodQuery,
): Promise<ProductPage<ProductSummary>> {
  return orSql(
    holder,
    async () => {
      const { ids, meta } = await indexedPage(holder, q);
      return { products: await store.get(ids, { summary: true }), ...meta };
    },
    () => sqlList(db, q, { summary: true }) as Promise<ProductPage<ProductSummary>>,
  );
}

/**
 * GET /api/products' answer as JSON text: each product's JSON is kept by the store, so a page costs
 * no row parsing or serialising per product (decision 050). Sent as application/json, it passes
 * Fastify's serializer by (list-json.ts).
 */
export function indexedListJson(
  holder: SearchIndexHolder,
  store: ProductStore,
  db: Db,
  q: UnderstoodQuery,
): Promise<string> {
  return orSql(
    holder,
    async () => {
      const { ids, meta } = await indexedPage(holder, q);
      return listJson(meta, await store.json(ids));
    },
    async () => JSON.stringify(await sqlList(db, q)),
  );
}

const noMatch = (f: ProductFacets) => f.stock.every((s) => s.count === 0);

/** The facets of the understood query, or of the query as typed when it finds nothing (search-intent.ts). */
export async function indexedFacets(holder: SearchIndexHolder, db: Db, q: UnderstoodQuery): Promise<ProductFacets> {
  const facets = await facetsOf(holder, db, q);
  return q.fallback && noMatch(facets) ? facetsOf(holder, db, q.fallback) : facets;
}

function facetsOf(holder: SearchIndexHolder, db: Db, q: ProductQuery): Promise<ProductFacets> {
  return orSql(
    holder,
    async () => {
      const index = await holder.fresh();
      const keyword = await keywordOf(holder, index, q);
      if (keyword === null) return emptyFacets();
      const facets = engine(() => index.facets(q, keyword?.terms, keyword?.english));
      return { ...facets, ...(keyword?.correctedKeyword ? { correctedKeyword: keyword.correctedKeyword } : {}) };
    },
    () => productFacets(db, q),
  );
}

/**
 * suggest-sql.ts's answer: names starting with the typed words; when none, the corrected words' (a typo
 * while typing: 'ryzn 7'); when still none, the search's first five ('ssd 1tb nvme', 'gpu').
 */
export function indexedSuggestions(
  holder: SearchIndexHolder,
  db: Db,
  text: string,
  table?: SynonymTable,
): Promise<Suggestions> {
  const terms = searchTerms(text);
  if (!terms.length) return Promise.resolve({ products: [], categories: [] });
  return orSql(
    holder,
    async () => {
      const index = await holder.fresh();
      let words = terms;
      let products = engine(() => index.suggest(words));
      let corrected = false;
      if (!products.length && !synonymsUnderstand(terms, table)) {
        const fix = engine(() => index.correct(terms));
        if (fix.corrected) {
          words = fix.terms;
          corrected = true;
          products = engine(() => index.suggest(words));
        }
      }
      if (!products.length) {
        const { ids } = await indexedPage(holder, suggestionQuery(words, table));
        products = engine(() => index.describe(ids));
      }
      return {
        products,
        categories: matchingCategories(words.join(' '), table),
        ...(corrected ? { correctedText: words.join(' ') } : {}),
      };
    },
    () => suggestions(db, text, table),
  );
}
