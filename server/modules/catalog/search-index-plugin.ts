import type { FastifyInstance } from 'fastify';
import { createSearchIndex } from './search-index/engine';
import { loadSearchIndex, type SearchIndexHolder } from './search-index/holder';
import { createProductStore } from './product-store';

/**
 * app.searchIndex (decision 050): this process's in-memory search index of the catalog, loaded
 * before the app is ready (each worker of WORKERS=N loads its own) and kept current from
 * product_changes before every answer. Listings, searches, facets and suggestions read it.
 * app.productStore: the rows of the pages it chooses, forgotten as the index's checks see them change.
 */
export function registerSearchIndex(app: FastifyInstance) {
  let holder: SearchIndexHolder | undefined;
  const loaded = () => {
    if (!holder) throw new Error('the search index is used before the app is ready');
    return holder;
  };
  const store = createProductStore(app.db, { maxBytes: app.config.PRODUCT_STORE_MB * 1024 * 1024 });
  const load = () => loadSearchIndex(app.db, createSearchIndex(), { onChanged: (ids) => store.invalidate(ids) });
  let fallbacks = 0;
  let reloads = 0;
  let reloading: Promise<void> | undefined;
  app.decorate('productStore', store);
  app.decorate('searchIndex', {
    fresh: () => loaded().fresh(),
    lexemes: (terms: string[]) => loaded().lexemes(terms),
    get stats() {
      return { ...loaded().stats, fallbacks, reloads };
    },
    // Until the new index is loaded, the old one keeps answering what it can; the SQL answers the rest.
    broken(err) {
      fallbacks++;
      app.log.error({ err }, 'search index: a query failed, answered from SQL; loading the index again');
      reloading ??= load()
        .then((fresh) => {
          holder = fresh;
          reloads++;
        })
        .catch((loadErr: unknown) => app.log.error({ err: loadErr }, 'search index: loading it again failed'))
        .finally(() => (reloading = undefined));
    },
  } satisfies SearchIndexHolder);
  app.addHook('onReady', async () => {
    holder = await load();
    const { loaded: n, loadMs } = holder.stats;
    app.log.info(`search index: ${n} products loaded in ${Math.round(loadMs)} ms`);
  });
}
