import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { onCleanup } from './lifecycle';
import { assertLocalDatabaseUrl } from './local';
import { ROOT } from './results';

/** The server the benches create their catalog databases on, unless told otherwise. */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface CatalogDatabase {
  name: string;
  url: string;
  /** Seconds the generator took (0 when the database already had the catalog). */
  generateSeconds: number;
  /** The generator's own summary line (rows/s). */
  summary: string;
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `bench/generators/generate-catalog.ts` as a child process, its output prefixed; resolves with its last line. */
function generate(url: string, products: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(ROOT, 'bench', 'generators', 'generate-catalog.ts'),
        '--products',
        String(products),
        '--database-url',
        url,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let last = '';
    const echo = (line: string) => {
      if (!line.trim()) return;
      last = line;
      console.log(`  [generate] ${line}`);
    };
    createInterface({ input: child.stdout! }).on('line', echo);
    createInterface({ input: child.stderr! }).on('line', echo);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(last) : reject(new Error(`generate-catalog exited with code ${code}`)),
    );
  });
}

/**
 * A PostgreSQL database `shop_bench_<size>` holding a generated catalog of `size` products. A fresh
 * one is created (an old one dropped) unless `keep` is set: then an existing one is reused and topped
 * up, and it is not dropped at the end.
 */
export async function catalogDatabase(
  adminUrl: string,
  size: number,
  keep: boolean,
  prefix = 'shop_bench',
): Promise<CatalogDatabase> {
  assertLocalDatabaseUrl(adminUrl);
  const name = `${prefix}_${size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : size}`;
  const url = databaseUrl(adminUrl, name);
  const exists = await admin(adminUrl, async (c) => {
    const found = (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (found && !keep) await c.query(`drop database ${name} with (force)`);
    if (!found || !keep) await c.query(`create database ${name}`);
    return found && keep;
  });
  let dropped = false;
  const drop = async () => {
    if (keep || dropped) return;
    dropped = true;
    await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  onCleanup(drop);
  console.log(
    `${exists ? 'Reusing' : 'Created'} database ${name}; generating ${size.toLocaleString('en-US')} products...`,
  );
  const started = Date.now();
  const summary = await generate(url, size);
  return { name, url, generateSeconds: (Date.now() - started) / 1000, summary, drop };
}
