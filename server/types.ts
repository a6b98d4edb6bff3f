import type { Database, Db } from '#db/client';
import type { StoreSettings } from '#core/settings';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { JobRunner } from './jobs/runner';
import type { AuthService } from './modules/auth/service';
import type { ListingCache, Search } from './search';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    authService: AuthService;
    catalogCache: ListingCache;
    /** Search (server/search): the index, its product store (`.store`) and the answers it keeps. */
    searchIndex: Search;
    settings: { get(): Promise<StoreSettings>; invalidate(): void };
    jobs: JobRunner;
  }
}
