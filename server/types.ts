import type { Database, Db } from '#db/client';
import type { StoreSettings } from '#core/settings';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    settings: { get(): Promise<StoreSettings>; invalidate(): void };
  }
}
