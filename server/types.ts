import type { Database, Db } from '#db/client';
import type { StoreSettings } from '#core/settings';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { JobRunner } from './jobs/runner';
import type { AuthService } from './modules/auth/service';

// A module's own decorations are declared beside the code that decorates (catalog-cache.ts, search-plugin.ts,
// sms/setup.ts, …); these are the app's own, set in app.ts and its core plugins.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    authService: AuthService;
    settings: { get(): Promise<StoreSettings>; invalidate(): void };
    jobs: JobRunner;
  }
}
