import type { EnglishLexemes, SearchDoc, SearchIndex, SearchSource } from './types';

/** Distinct query words whose English lexeme is kept: the catalog's words are a few thousand. */
export const LEXEME_CACHE_MAX = 50_000;

export interface HolderStats {
  /** Products read by the initial load, and how long it took. */
  loaded: number;
  loadMs: number;
  checks: number;
  /** Changed documents given to the index (a re-read document that did not change is not). */
  applied: number;
  vocabularyLoads: number;
  /** Answers the SQL gave because the engine threw (the plugin's count, across reloads). */
  fallbacks?: number;
  /** Times the index was loaded again after such a failure. */
  reloads?: number;
}

export interface SearchIndexHolder {
  /**
   * The index, with every product change committed before this call applied: the caller waits for
   * a change check that started after it called (concurrent callers share one).
   */
  fresh(): Promise<SearchIndex>;
  /** The English lexeme of each word (null: a stop word), from a bounded in-process cache. */
  lexemes(terms: string[]): Promise<EnglishLexemes>;
  readonly stats: Readonly<HolderStats>;
  /** The engine threw answering a query: the index may hold a wrong state, load it again. */
  broken?(err: unknown): void;
}

/** FNV-1a over the strings given: a document's fingerprint, to tell a real change from a re-read. */
function hash(parts: (string | number | boolean)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0xff, 0x01000193);
  }
  return h >>> 1; // a small integer: cheaper to keep in a Map
}

/**
 * A document's fingerprints: of all it holds, and of what the spelling vocabulary (search_words:
 * active products' words) depends on, 0 when the product is hidden.
 */
function prints(d: SearchDoc) {
  const vectors = hash([d.nameVector, d.fullVector]);
  return {
    doc: hash([
      vectors,
      d.name,
      d.brand,
      d.category,
      d.price,
      d.countInStock,
      d.rating,
      d.numReviews,
      d.active,
      d.image,
      JSON.stringify(d.specifications ?? {}),
    ]),
    // search_words holds product_words(name, brand, category, description, specifications): the words as written.
    words: d.active ? hash([vectors, d.descriptionMd5 ?? '', JSON.stringify(d.specifications ?? {})]) | 1 : 0,
  };
}

/**
 * Loads every product into `index` (decision 050) and keeps it current from product_changes
 * (migration product_changes_triggers): resolves once the index holds the whole catalog.
 */
export async function loadSearchIndex(
  source: SearchSource,
  index: SearchIndex,
  /** `onChanged`: every product a check found written, whether or not its document changed (the product store forgets them). */
  opts: { onChanged?: (ids: number[]) => void } = {},
): Promise<SearchIndexHolder> {
  const started = performance.now();
  const stats: HolderStats = { loaded: 0, loadMs: 0, checks: 0, applied: 0, vocabularyLoads: 1 };
  // Per product: the fingerprints of the document the index holds.
  const held = new Map<number, { doc: number; words: number }>();
  // Set when a change touched the words; cleared once the vocabulary is read again (that read can fail).
  let vocabularyStale = false;

  let since = await source.currentXmin();
  for await (const batch of source.allDocs()) {
    index.apply({ upsert: batch, remove: [] });
    for (const d of batch) held.set(d.id, prints(d));
    stats.loaded += batch.length;
  }
  index.setVocabulary(await source.vocabulary());
  stats.loadMs = performance.now() - started;

  async function check() {
    const { xmin, ids } = await source.changesSince(since);
    stats.checks++;
    if (ids.length) {
      // Before the read: a change outside the document (specifications, images) must not be served old.
      opts.onChanged?.(ids);
      const docs = await source.docsByIds(ids);
      const upsert: SearchDoc[] = [];
      const present = new Set<number>();
      for (const d of docs) {
        present.add(d.id);
        const now = prints(d);
        const old = held.get(d.id);
        held.set(d.id, now);
        if ((old?.words ?? 0) !== now.words) vocabularyStale = true;
        // Read again while its transaction's xid is not below the xmin: unchanged, nothing to do.
        if (old && old.doc === now.doc) continue;
        upsert.push(d);
      }
      const remove = ids.filter((id) => !present.has(id) && held.has(id));
      for (const id of remove) {
        if (held.get(id)!.words) vocabularyStale = true;
        held.delete(id);
      }
      if (upsert.length || remove.length) index.apply({ upsert, remove });
      stats.applied += upsert.length + remove.length;
    }
    if (vocabularyStale) {
      index.setVocabulary(await source.vocabulary());
      vocabularyStale = false;
      stats.vocabularyLoads++;
    }
    // Only once applied: a failed check is tried again from the same point.
    since = xmin;
  }

  // `running`: a check whose statement was sent. `queued`: the next one, not sent yet, which every
  // caller arriving meanwhile joins: its snapshot will be taken after they arrived. It waits for the
  // running one, and for the end of this turn of the event loop, so the requests read from the
  // sockets together share it.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const next = () => {
    const after = running ?? Promise.resolve();
    const mine: Promise<void> = after
      .catch(() => {})
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        if (queued === mine) queued = undefined;
        const run: Promise<void> = check().finally(() => {
          if (running === run) running = undefined;
        });
        running = run;
        return run;
      });
    return mine;
  };

  const cache = new Map<string, string | null>();
  return {
    fresh() {
      queued ??= next();
      return queued.then(() => index);
    },
    async lexemes(terms) {
      const missing = [...new Set(terms.filter((t) => !cache.has(t)))];
      if (missing.length) {
        const found = await source.englishLexemes(missing);
        for (const [word, lexeme] of found) {
          // The oldest word goes first: a bound, not an LRU (the words shoppers use are few).
          if (cache.size >= LEXEME_CACHE_MAX) cache.delete(cache.keys().next().value!);
          cache.set(word, lexeme);
        }
      }
      return terms.map((t) => cache.get(t) ?? null);
    },
    get stats() {
      return { ...stats };
    },
  };
}
