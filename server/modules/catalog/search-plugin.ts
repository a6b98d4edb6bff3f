import type { FastifyInstance } from 'fastify';
import { createSearch, type Search } from '../../search';
import { searchSource } from './search-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search (server/search): the index, its product store (`.store`) and the answers it keeps. */
    searchIndex: Search;
  }
}

/**
 * app.searchIndex (decisions 050 and 071): this process's search (server/search), loaded before the
 * app is ready (each worker of WORKERS=N loads its own) and kept current from product_changes before
 * every answer: the index, the spelling vocabulary, the product store (app.searchIndex.store) and the
 * answers kept, all by that one check. The catalog gives it the database through searchSource.
 */
export function registerSearch(app: FastifyInstance) {
  const search = createSearch(searchSource(app.db), {
    storeBytes: app.config.PRODUCT_STORE_MB * 1024 * 1024,
    keepAnswers: app.config.CATALOG_CACHE === 'on',
    log: { info: (msg) => app.log.info(msg), error: (obj, msg) => app.log.error(obj, msg) },
  });
  app.decorate('searchIndex', search);
  app.addHook('onReady', () => search.load());
}
