import pg from 'pg';
import { DEFAULT_ADMIN_URL, databaseUrl } from './catalog-db';
import { flag } from './cli';
import { onCleanup } from './lifecycle';
import { assertLocalDatabaseUrl } from './local';

// Where bench:crash runs its PostgreSQL round: a throw-away database on a server of this machine.

/** The PostgreSQL server to use, or a reason there is none. A URL given explicitly must work. */
export async function findPostgres(): Promise<{ url?: string; why: string }> {
  const given = flag('postgres') || process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const url = given || DEFAULT_ADMIN_URL;
  assertLocalDatabaseUrl(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { url, why: '' };
  } catch (err) {
    if (given) throw new Error(`PostgreSQL at ${url} does not answer: ${err instanceof Error ? err.message : err}`);
    return { why: `no PostgreSQL at ${url} (set --postgres URL, BENCH_DATABASE_URL or TEST_DATABASE_URL)` };
  } finally {
    await client.end().catch(() => {});
  }
}

/** A throw-away database on the server of `adminUrl`; returns its URL and how to drop it. */
export async function ownDatabase(adminUrl: string) {
  const name = `shop_crash_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  onCleanup(drop);
  return { name, url: databaseUrl(adminUrl, name), drop };
}
