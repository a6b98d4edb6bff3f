import type { SuggestPool } from '#core/build-pc/build-suggest';

/**
 * The parts "Build for me" chooses from. Reading and preparing them takes seconds on a
 * 100,000-product catalog, and every order changes stock, so the pool is not dropped on a change:
 * it turns stale, the next request is answered from it while a fresh one loads in the background,
 * and the route re-reads the parts it suggests (so a sold-out or repriced part is never given out).
 * A pool older than `maxAgeMs` is stale too, for processes that do not hear the changes.
 */
export function createPoolCache(
  load: () => Promise<SuggestPool>,
  opts: { maxAgeMs?: number; now?: () => number } = {},
) {
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const now = opts.now ?? Date.now;
  let current: { pool: SuggestPool; at: number; stale: boolean } | undefined;
  let loading: Promise<SuggestPool> | undefined;

  function reload(): Promise<SuggestPool> {
    loading ??= load()
      .then((pool) => {
        current = { pool, at: now(), stale: false };
        return pool;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    /** The pool now: a stale one is served while a fresh one loads. */
    async get(): Promise<SuggestPool> {
      if (!current) return reload();
      if (current.stale || now() - current.at > maxAgeMs) reload().catch(() => undefined);
      return current.pool;
    },
    /** A pool read after this call. */
    fresh: reload,
    changed() {
      if (current) current.stale = true;
    },
  };
}
