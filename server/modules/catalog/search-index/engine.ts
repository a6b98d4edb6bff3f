import { KEYWORD_EXACT_MAX } from '#core/search-limits';
import type { ProductQuery } from '#core/schemas/catalog';
import { EXACT_TOTAL_MAX } from '../service';
import { keywordQuery, type IndexContext } from './context';
import { DocStore } from './doc-store';
import { emptyFacets, facetCounts } from './facet-counts';
import { keywordPage } from './keyword-page';
import { encodeVector, Lexicon, Postings } from './lexicon';
import { listingPage } from './listing-page';
import { Matcher } from './matching';
import { Orders } from './orders';
import { SpellingIndex } from './spelling-index';
import { suggestProducts } from './suggest';
import { parseTsVector } from './tsvector';
import type { EnglishLexemes, IndexLimits, SearchDoc, SearchIndex } from './types';

function sameVector(a: Int32Array | undefined, b: Int32Array): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Adds (sign 1) or removes (-1) a vector's lexemes from a field's postings. */
function post(postings: Postings, vec: Int32Array | undefined, id: number, add: boolean) {
  if (!vec) return;
  for (let i = 1; i <= vec[0]; i++) {
    if (add) postings.add(vec[i], id);
    else postings.remove(vec[i], id);
  }
}

/**
 * The in-process search index (decision 050): the catalog's search columns and vectors in typed
 * arrays, answering what keyword-search.ts, service.ts, facets.ts, suggest.ts and spelling.ts answer
 * from SQL, with the same results. Pure: whoever holds it feeds it documents and the vocabulary.
 */
export function createSearchIndex(opts: { limits?: Partial<IndexLimits> } = {}): SearchIndex {
  const limits: IndexLimits = { keywordExactMax: KEYWORD_EXACT_MAX, listingExactMax: EXACT_TOTAL_MAX, ...opts.limits };
  const store = new DocStore();
  const lexicon = new Lexicon();
  const postings = { name: new Postings(), full: new Postings() };
  const categoryPostings = new Postings();
  const orders = new Orders(store);
  const spelling = new SpellingIndex();
  const ctx: IndexContext = { store, lexicon, matcher: new Matcher(store, lexicon, postings), orders, limits, categoryPostings };

  function upsert(doc: SearchDoc) {
    const id = doc.id;
    const nameVec = encodeVector(parseTsVector(doc.nameVector), lexicon);
    const fullVec = encodeVector(parseTsVector(doc.fullVector), lexicon);
    const had = store.has(id);
    const oldName = had ? store.nameVec[id] : undefined;
    const oldFull = had ? store.fullVec[id] : undefined;
    const oldCategory = had ? store.category[id] : -1;
    const keysChanged =
      !had || store.name[id] !== doc.name || store.price[id] !== doc.price || store.rating[id] !== doc.rating || store.numReviews[id] !== doc.numReviews;
    const nameSame = sameVector(oldName, nameVec);
    const fullSame = sameVector(oldFull, fullVec);
    if (!nameSame) post(postings.name, oldName, id, false);
    if (!fullSame) post(postings.full, oldFull, id, false);
    // Unchanged vectors keep their arrays: the old ones are the same words.
    store.put(doc, nameSame ? oldName! : nameVec, fullSame ? oldFull! : fullVec);
    if (!nameSame) post(postings.name, nameVec, id, true);
    if (!fullSame) post(postings.full, fullVec, id, true);
    if (store.category[id] !== oldCategory) {
      if (oldCategory >= 0) categoryPostings.remove(oldCategory, id);
      categoryPostings.add(store.category[id], id);
    }
    if (keysChanged) orders.touch(id);
  }

  function remove(id: number) {
    if (!store.has(id)) return;
    post(postings.name, store.nameVec[id], id, false);
    post(postings.full, store.fullVec[id], id, false);
    categoryPostings.remove(store.category[id], id);
    store.delete(id);
    orders.touch(id);
  }

  return {
    apply({ upsert: docs, remove: ids }) {
      // In id order, postings only ever grow at their end during a full load.
      for (const doc of [...docs].sort((a, b) => a.id - b.id)) upsert(doc);
      // An id both upserted and removed is gone: the removal is the later news.
      for (const id of ids) remove(id);
    },
    setVocabulary(words) {
      spelling.set(words);
    },
    get size() {
      return store.activeCount;
    },
    correct(terms) {
      return spelling.correct(terms);
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
  };
}
