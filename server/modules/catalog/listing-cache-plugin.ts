import type { FastifyInstance } from 'fastify';
import { createListingCache, listenForCatalogChanges } from './listing-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** app.catalogCache: listings kept until the catalog changes (decision 009). */
export function registerListingCache(app: FastifyInstance) {
  const cache = createListingCache();
  app.decorate('catalogCache', cache);
  // Off, the cache never hears changes, so it never turns on.
  if (app.config.CATALOG_CACHE === 'off') return;
  const unlisten = listenForCatalogChanges(app.database, cache);
  app.addHook('onClose', () => unlisten());
  // A write of this process clears the cache before its answer leaves, so whoever wrote reads the
  // change back at once; the database's notification (which reaches every process) can come a moment
  // after the answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READS.has(request.method) && reply.statusCode < 400) cache.changed();
    done(null, payload);
  });
}
