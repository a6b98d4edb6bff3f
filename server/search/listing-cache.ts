export interface ListingCacheOptions {
  /** Distinct listings kept; the least recently used goes first. */
  maxEntries?: number;
  /** A safety net only: every change clears the cache at once (decision 009). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * Answers kept in this process until what they were computed from changes (decision 009). Search keeps
 * its listings, facets and suggestions in one, emptied by the change check that keeps the index fresh
 * (search-service.ts); the catalog keeps its brand lists in another, emptied by the database's
 * notifications. It serves nothing until it is told it hears every change (setLive): while it cannot
 * (before LISTEN, or after its connection dropped), every read is computed afresh.
 *
 * A load in flight is shared by every caller asking for the same listing (50 shoppers searching
 * 'rtx' at once run one query), and a change clears it too: nothing read before a change is served
 * after it. Cached values are shared between callers, so callers must not mutate them.
 */
export function createListingCache(opts: ListingCacheOptions = {}) {
  const maxEntries = opts.maxEntries ?? 500;
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let live = false;
  const stats = { hits: 0, misses: 0 };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!live) {
        stats.misses++;
        return load();
      }
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now() - hit.at < maxAgeMs) {
        stats.hits++;
        entries.set(key, hit); // most recently used last
        return hit.value as Promise<T>;
      }
      stats.misses++;
      const entry: Entry = { at: now(), value: load() };
      entries.set(key, entry);
      // A failed load is not kept: the next caller tries again.
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value as Promise<T>;
    },
    /** The catalog changed (or may have): forget everything. */
    changed() {
      entries.clear();
      for (const l of listeners) l();
    },
    /** Whether changes are heard, so that caching is safe. */
    setLive(isLive: boolean) {
      entries.clear();
      live = isLive;
      for (const l of listeners) l();
    },
    /** Called on every change (and when hearing changes starts or stops): for caches of their own. */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return entries.size;
    },
    /** Answers served from the cache and loaded, since the start (bench:search reports the hit rate). */
    get stats(): Readonly<typeof stats> {
      return { ...stats };
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;

/** The same listing always gives the same key, whatever the order its parameters came in. */
export function listingKey(query: object, variant: string): string {
  const fields = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${variant}:${JSON.stringify(fields)}`;
}
