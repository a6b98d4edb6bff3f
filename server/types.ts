import type { Database, Db } from '#db/client';
import type { StoreSettings } from '#core/settings';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { JobRunner } from './jobs/runner';
import type { AuthService } from './modules/auth/service';
import type { ListingCache } from './modules/catalog/listing-cache';
import type { SearchIndexHolder } from './modules/catalog/search-index/holder';
import type { ProductStore } from './modules/catalog/product-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    authService: AuthService;
    catalogCache: ListingCache;
    searchIndex: SearchIndexHolder;
    productStore: ProductStore;
    settings: { get(): Promise<StoreSettings>; invalidate(): void };
    jobs: JobRunner;
  }
}
