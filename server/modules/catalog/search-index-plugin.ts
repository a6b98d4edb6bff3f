import type { FastifyInstance } from 'fastify';
import { createSearchIndex } from './search-index/engine';
import { loadSearchIndex, type SearchIndexHolder } from './search-index/holder';

/**
 * app.searchIndex (decision 050): this process's in-memory search index of the catalog, loaded
 * before the app is ready (each worker of WORKERS=N loads its own) and kept current from
 * product_changes before every answer. Listings, searches, facets and suggestions read it.
 */
export function registerSearchIndex(app: FastifyInstance) {
  let holder: SearchIndexHolder | undefined;
  const loaded = () => {
    if (!holder) throw new Error('the search index is used before the app is ready');
    return holder;
  };
  app.decorate('searchIndex', {
    fresh: () => loaded().fresh(),
    lexemes: (terms: string[]) => loaded().lexemes(terms),
    get stats() {
      return loaded().stats;
    },
  } satisfies SearchIndexHolder);
  app.addHook('onReady', async () => {
    holder = await loadSearchIndex(app.db, createSearchIndex());
    const { loaded: n, loadMs } = holder.stats;
    app.log.info(`search index: ${n} products loaded in ${Math.round(loadMs)} ms`);
  });
}
