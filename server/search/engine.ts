import { KEYWORD_EXACT_MAX } from '#core/catalog/search-limits';
import type { ProductQuery } from '#core/schemas/catalog';
import { EXACT_TOTAL_MAX } from '#core/catalog/search-limits';
import { keywordQuery, type IndexContext } from './context';
import { DocStore } from './doc-store';
import { FacetCube } from './facet-cube';
import { emptyFacets, facetCounts } from './facet-counts';
import { keywordPage } from './keyword-page';
import { encodeVector, Lexicon, Postings } from './lexicon';
import { listingPage } from './listing-page';
import { Matcher } from './matching';
import { Orders } from './sort-orders';
import { SpellingIndex } from './spelling-index';
import { suggestProducts } from './suggest-products';
import { entryRank } from './ts-rank';
import { parseTsVector } from './tsvector';
import type { EnglishLexemes, IndexLimits, SearchDoc, SearchIndex } from './types';

/**
 * Adds or removes the lexemes of the vector at `b` from a field's postings (with each entry's
 * ts_rank share when the postings keep them).
 */
function post(postings: Postings, store: DocStore, b: number, id: number, add: boolean) {
  const lexemes = store.lexemesAt(b);
  for (let i = 0; i < lexemes.length; i++) {
    if (!add) postings.remove(lexemes[i], id);
    else postings.add(lexemes[i], id, postings.withShares ? entryRank(store.pool, b, i) : 0);
  }
}

/** A batch this large is a (re)load: the arrays grown for it are trimmed after. */
const BULK = 1000;

/**
 * The in-process search index (decision 050): the catalog's search columns and vectors in typed
 * arrays, answering what the catalog's keyword-search.ts, service.ts, facets.ts, suggest-sql.ts and spelling-sql.ts answer
 * from SQL, with the same results. Pure: whoever holds it feeds it documents and the vocabulary.
 */
export function createSearchIndex(opts: { limits?: Partial<IndexLimits> } = {}): SearchIndex {
  const limits: IndexLimits = { keywordExactMax: KEYWORD_EXACT_MAX, listingExactMax: EXACT_TOTAL_MAX, ...opts.limits };
  const store = new DocStore();
  const lexicon = new Lexicon();
  // Name postings keep each entry's ts_rank share: tier 1 of a one-word search ranks from them.
  const postings = { name: new Postings(true), full: new Postings() };
  const categoryPostings = new Postings();
  const brandPostings = new Postings();
  const orders = new Orders(store);
  const spelling = new SpellingIndex();
  const cube = new FacetCube(store);
  const ctx: IndexContext = {
    store,
    lexicon,
    matcher: new Matcher(store, lexicon, postings),
    orders,
    limits,
    categoryPostings,
    brandPostings,
    cube,
  };

  function upsert(doc: SearchDoc) {
    const id = doc.id;
    const nameVec = encodeVector(parseTsVector(doc.nameVector), lexicon);
    const fullVec = encodeVector(parseTsVector(doc.fullVector), lexicon);
    const had = store.has(id);
    const oldCategory = had ? store.category[id] : -1;
    const oldBrand = had ? store.brandKey[id] : -1;
    const keysChanged =
      !had ||
      store.name[id] !== doc.name ||
      store.price[id] !== doc.price ||
      store.rating[id] !== doc.rating ||
      store.numReviews[id] !== doc.numReviews;
    // Unchanged vectors stay where they are, and their postings as they are (a stock or price change).
    if (had && store.active[id]) cube.count(id, -1);
    const nameSame = had && store.same(store.nameAt[id], nameVec);
    const fullSame = had && store.same(store.fullAt[id], fullVec);
    if (had && !nameSame) post(postings.name, store, store.nameAt[id], id, false);
    if (had && !fullSame) post(postings.full, store, store.fullAt[id], id, false);
    store.put(doc, nameSame ? undefined : nameVec, fullSame ? undefined : fullVec);
    if (!nameSame) post(postings.name, store, store.nameAt[id], id, true);
    if (!fullSame) post(postings.full, store, store.fullAt[id], id, true);
    if (store.category[id] !== oldCategory) {
      if (oldCategory >= 0) categoryPostings.remove(oldCategory, id);
      categoryPostings.add(store.category[id], id);
    }
    if (store.brandKey[id] !== oldBrand) {
      if (oldBrand >= 0) brandPostings.remove(oldBrand, id);
      brandPostings.add(store.brandKey[id], id);
    }
    if (keysChanged) orders.touch(id);
    if (store.active[id]) cube.count(id, 1);
  }

  function remove(id: number) {
    if (!store.has(id)) return;
    post(postings.name, store, store.nameAt[id], id, false);
    post(postings.full, store, store.fullAt[id], id, false);
    categoryPostings.remove(store.category[id], id);
    brandPostings.remove(store.brandKey[id], id);
    if (store.active[id]) cube.count(id, -1);
    store.delete(id);
    orders.touch(id);
  }

  return {
    apply({ upsert: docs, remove: ids }) {
      // In id order, postings only ever grow at their end during a full load.
      for (const doc of [...docs].sort((a, b) => a.id - b.id)) upsert(doc);
      // An id both upserted and removed is gone: the removal is the later news.
      for (const id of ids) remove(id);
      if (docs.length > BULK) {
        store.trim();
        postings.name.trim();
        postings.full.trim();
        categoryPostings.trim();
        brandPostings.trim();
      }
    },
    setVocabulary(words) {
      spelling.set(words);
    },
    get size() {
      return store.activeCount;
    },
    correct(terms) {
      return spelling.correct(terms, (word) => {
        const id = lexicon.find(word);
        if (id < 0) return false;
        const list = postings.full.list(id);
        for (let i = 0; i < list.length; i++) if (store.active[list[i]]) return true;
        return false;
      });
    },
    page(q: ProductQuery, terms?: string[], english?: EnglishLexemes) {
      if (!terms) return listingPage(ctx, q);
      // A keyword with no words (keywordPage): nothing, and no pages.
      if (!terms.length) return { ids: [], total: 0 };
      return keywordPage(ctx, q, keywordQuery(lexicon, terms, english));
    },
    facets(q: ProductQuery, terms?: string[], english?: EnglishLexemes) {
      if (!terms) return facetCounts(ctx, q);
      if (!terms.length) return emptyFacets();
      return facetCounts(ctx, q, keywordQuery(lexicon, terms, english));
    },
    suggest(terms: string[]) {
      if (!terms.length) return [];
      return suggestProducts(ctx, keywordQuery(lexicon, terms));
    },
    describe(ids: number[]) {
      return ids.map((id) => ({ id, name: store.name[id], price: store.price[id], image: store.image[id] }));
    },
  };
}
