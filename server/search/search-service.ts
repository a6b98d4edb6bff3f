import { createSearchIndex } from './engine';
import { loadSearchIndex, type SearchIndexHolder } from './holder';
import { createListingCache } from './listing-cache';
import { createProductStore, type ProductStore } from './product-store';
import type { SearchSource } from './types';

export interface SearchOptions {
  /** What the product store may hold (PRODUCT_STORE_MB). */
  storeBytes?: number;
  /** Keep answers (listings, facets, suggestions) until a change check finds the catalog changed (CATALOG_CACHE). */
  keepAnswers?: boolean;
  log?: { info(msg: string): void; error(obj: { err: unknown }, msg: string): void };
}

/** An answer and whether it was kept from an earlier request (the `x-cache` header, for bench:search). */
export interface Answer<T> {
  value: T;
  hit: boolean;
}

export interface Search extends SearchIndexHolder {
  /** Full products and their JSON by id, for the pages the index chooses. */
  readonly store: ProductStore;
  /**
   * The answer kept under `key`, or `compute`'s, from an index fresh as of this call. `compute` gets
   * the holder to read: its fresh() does not check again.
   */
  answer<T>(key: string, compute: (search: SearchIndexHolder) => Promise<T>): Promise<Answer<T>>;
  /** Answers kept now (tests). */
  readonly answersKept: number;
  /** Loads the catalog: before the app is ready. */
  load(): Promise<void>;
}

/**
 * Search for one process (decision 050, decision 071): the index, the spelling vocabulary, the
 * product store and the answers kept, all kept fresh by ONE mechanism: the holder's change check
 * (product_changes), which runs before every answer. A check that finds products written updates
 * the index and, when their words changed, the vocabulary; makes the store forget them; and empties
 * the answers kept. Nothing else empties them: a sign-in or an order for a product already out of
 * the answer does not. English lexemes of query words depend on the text search configuration, not
 * on the catalog, so they need no freshness (a bounded cache in the holder).
 */
export function createSearch(source: SearchSource, opts: SearchOptions = {}): Search {
  const store = createProductStore(source, { maxBytes: opts.storeBytes });
  const keep = opts.keepAnswers ?? true;
  const answers = createListingCache();
  // Every change is seen by the check before each answer, so the cache may serve from the start.
  answers.setLive(keep);
  const onChanged = (ids: number[]) => {
    store.invalidate(ids);
    answers.changed();
  };
  const loadHolder = () => loadSearchIndex(source, createSearchIndex(), { onChanged });

  let holder: SearchIndexHolder | undefined;
  const loaded = () => {
    if (!holder) throw new Error('the search index is used before the app is ready');
    return holder;
  };
  let fallbacks = 0;
  let reloads = 0;
  let reloading: Promise<void> | undefined;

  const search: Search = {
    store,
    fresh: () => loaded().fresh(),
    lexemes: (terms) => loaded().lexemes(terms),
    get stats() {
      return { ...loaded().stats, fallbacks, reloads };
    },
    // Until the new index is loaded, the old one keeps answering what it can; the SQL answers the rest.
    broken(err) {
      fallbacks++;
      opts.log?.error({ err }, 'search index: a query failed, answered from SQL; loading the index again');
      reloading ??= loadHolder()
        .then((fresh) => {
          holder = fresh;
          reloads++;
          // The new holder's feed starts at its own load: forget what the old one may not have seen.
          store.clear();
          answers.changed();
        })
        .catch((loadErr: unknown) => opts.log?.error({ err: loadErr }, 'search index: loading it again failed'))
        .finally(() => (reloading = undefined));
    },
    async answer(key, compute) {
      if (!keep) return { value: await compute(search), hit: false };
      // The check first: a change it finds empties the answers before this one is looked up.
      const index = await search.fresh();
      const checked: SearchIndexHolder = {
        fresh: () => Promise.resolve(index),
        lexemes: search.lexemes,
        get stats() {
          return search.stats;
        },
        broken: search.broken,
      };
      const hits = answers.stats.hits;
      const value = answers.get(key, () => compute(checked));
      const hit = answers.stats.hits > hits;
      return { value: await value, hit };
    },
    get answersKept() {
      return answers.size;
    },
    async load() {
      holder = await loadHolder();
      const { loaded: n, loadMs } = holder.stats;
      opts.log?.info(`search index: ${n} products loaded in ${Math.round(loadMs)} ms`);
    },
  };
  return search;
}
