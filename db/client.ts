import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { guardPool } from './connection-lost';
import { listenPglite, listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one handle type services take: the database itself or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (the job runner holds its lock on a connection of its own). */
  url?: string;
  /** Brings the schema up to date (drizzle's runtime migrator: drizzle-kit cannot load PGlite extensions). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears the NOTIFYs of committed transactions on a channel (db/listen.ts). */
  listen(channel: string, on: ListenHandlers): Unlisten;
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and reload its data folder). */
  pglite?: PGlite;
}

/** How long opening a PostgreSQL connection (or waiting for a free one) may take before it fails. */
export const CONNECT_TIMEOUT_MS = 3000;

/** How long closing waits for queries still running. */
const CLOSE_WAIT_MS = 5000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // A server that does not answer (firewalled, host down) fails a request after 3 s instead of
    // hanging it for the operating system's TCP timeout (minutes). The same limit applies to waiting
    // for a free connection: 3 s in that queue means the database is overwhelmed anyway.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A client that errors (server restart, pg_terminate_backend), idle or in use, must not crash the process.
    guardPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, on) => listenPostgres(options.url, channel, on),
      close: async () => {
        // Requests whose client went away are still running their queries at shutdown: let them
        // finish (a few seconds at most) instead of failing them by ending the pool under them.
        const deadline = Date.now() + CLOSE_WAIT_MS;
        while ((pool.totalCount > pool.idleCount || pool.waitingCount > 0) && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await client.query('select 1')),
    listen: (channel, on) => listenPglite(client, channel, on),
    close: () => client.close(),
  };
}
