import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client';
import { createListingCache, type ListingCache } from '../../search';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: ListingCache;
  }
}

/** The channel db/migrations/0003 notifies on every committed change to products and brands. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** A cache fed by the database's change notifications; the returned function stops listening. */
export function listenForCatalogChanges(database: Database, cache: ListingCache) {
  return database.listen(CATALOG_CHANNEL, {
    notify: () => cache.changed(),
    ready: () => cache.setLive(true),
    lost: () => cache.setLive(false),
  });
}

/**
 * app.catalogCache: the brand lists, kept until the products or brands change (decision 009), and a
 * signal for caches of other modules (the builder's parts pool). Listings, facets and suggestions are
 * search's answers, kept fresh by its change check (server/search, decision 071), not here.
 */
export function registerCatalogCache(app: FastifyInstance) {
  const cache = createListingCache();
  app.decorate('catalogCache', cache);
  // Off, the cache never hears changes, so it never turns on.
  if (app.config.CATALOG_CACHE === 'off') return;
  const unlisten = listenForCatalogChanges(app.database, cache);
  app.addHook('onClose', () => unlisten());
}
