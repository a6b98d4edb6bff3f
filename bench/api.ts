/**
 * API load benchmark (npm run bench:api). Starts the real shop server and a bare Fastify baseline,
 * hits each target with autocannon and prints req/s, latency and the ratio to the bare route.
 * Prints figures only: it never fails because something is slow.
 *
 *   npm run bench:api -- [--duration 10] [--connections 50] [--warmup 2] [--sequential 0]
 *                        [--targets name,name | --all | --catalog] [--data-dir DIR] [--start-timeout 120]
 *                        [--database-url URL] [--no-cache]
 *   npm run bench:api -- --catalog-sizes 10000,100000 [--admin-url URL] [--keep-databases]
 *   npm run bench:api:100k        # issue 8: PostgreSQL, 100,000 products, list/search/detail/order
 *   npm run bench:api -- --workers 1,2   # issue 15: per worker count (PostgreSQL, 100,000 products by default)
 *
 * `--database-url` runs the server on an existing PostgreSQL database, without seeding it (e.g. one
 * filled by `npm run db:generate-catalog`). `--catalog-sizes` does the whole thing per size: a database
 * `shop_bench_<size>` on the server of `--admin-url`, filled by bench/generators/generate-catalog.ts, the catalog
 * targets measured, one table per size, the database dropped (kept and reused with --keep-databases).
 * Each target repeats one URL, so listings and searches are answered from the listing cache after the
 * first request (decision 009); `--no-cache` (CATALOG_CACHE=off) measures the database queries instead.
 */
import { randomBytes } from 'node:crypto';
import { measure, type Options, type Row, type Target } from './lib/api-load';
import { startBareServer } from './lib/bare-server';
import { firstProductId } from './lib/catalog';
import { catalogDatabase, DEFAULT_ADMIN_URL } from './lib/catalog-db';
import { flag, hasFlag, intFlag, listFlag } from './lib/cli';
import { runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl } from './lib/local';
import { orderRequests } from './lib/order-fixture';
import { fileTimestamp, machineInfo, table, writeResult } from './lib/results';
import { printProblems, startShopServer, type ServerProblem } from './lib/shop-server';

// Add targets here. Every request goes to 127.0.0.1 only. The bare route always runs: it is the
// baseline of the 'vs bare' column, and it must be measured in the same run as the others.
const TARGETS: Target[] = [
  { name: 'bare /bare', on: 'bare', path: '/bare', byDefault: true, catalog: true },
  { name: 'health', on: 'shop', path: '/api/health', byDefault: true },
  { name: 'products list', on: 'shop', path: '/api/products', optional: true, byDefault: true, catalog: true },
  // Not run by default (use --all, --catalog or --targets "products filtered,search typo"):
  {
    name: 'products filtered',
    on: 'shop',
    path: '/api/products?category=graphics-cards&stock=in-stock&sort=price-low&maxPrice=200000',
    optional: true,
    catalog: true,
  },
  {
    name: 'search ryzen',
    on: 'shop',
    path: '/api/products?keyword=ryzen',
    optional: true,
    byDefault: true,
    catalog: true,
  },
  // Full text finds nothing for 'ryzn', so this takes the trigram (typo) path.
  { name: 'search typo', on: 'shop', path: '/api/products?keyword=ryzn%207', optional: true, catalog: true },
  {
    name: 'product detail',
    on: 'shop',
    path: async ({ shop }) => `/api/products/${encodeURIComponent(await firstProductId(shop))}`,
    optional: true,
    byDefault: true,
    catalog: true,
  },
  // Orders of one item each, spread over 10 cheap products restocked to 1,000,000 first: every answer
  // should be a 201. Placed by the bench's admin: customers are limited to 10 orders per 15 minutes.
  {
    name: 'place order',
    on: 'shop',
    method: 'POST',
    path: ({ shop, admin }) => orderRequests(shop, admin),
    byDefault: true,
    catalog: true,
  },
  { name: 'home page (SSR)', on: 'shop', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
];

// autocannon records latency in whole milliseconds: show decimals only when there are some.
const ms = (v: number) =>
  Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
const int = (v: number) => Math.round(v).toLocaleString('en-US');

function printTable(rows: Row[], o: Options): void {
  const seq = o.sequential > 0;
  console.log(
    `\n${table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare', ...(seq ? ['seq p50', 'seq p99'] : [])],
      rows.map((r) =>
        r.status === 'skipped'
          ? [r.name, r.reason === 'not available' ? 'skipped (not available)' : `skipped (${r.reason})`]
          : [
              r.name,
              int(r.requestsPerSec!),
              ms(r.latencyMs!.p50),
              ms(r.latencyMs!.p99),
              int(r.non2xx!),
              int(r.errors!),
              r.ratioToBare == null ? '—' : `${r.ratioToBare.toFixed(3)}×`,
              ...(seq
                ? r.sequentialMs
                  ? [r.sequentialMs.p50.toFixed(1), r.sequentialMs.p99.toFixed(1)]
                  : ['—', '—']
                : []),
            ],
      ),
    )}\n`,
  );
  if (seq) console.log(`seq p50 / p99: ${o.sequential} requests one after another (one connection), ms.`);
}

interface Run {
  size?: number;
  workers?: number;
  database: string;
  generate?: string;
  rows: Row[];
  loadAverage: number[];
  problems: ServerProblem[];
}

/** `--workers 1,2`: req/s, p99 and the ratio to the bare route (measured in the same run) side by side per count. */
function printWorkersTable(runs: Run[]) {
  for (const size of [...new Set(runs.map((r) => r.size))]) {
    const group = runs.filter((r) => r.size === size);
    const load = group.map((r) => `${r.workers}w: ${r.loadAverage.join(' ')}`).join('; ');
    console.log(
      `\nBy worker count${size ? `, ${size.toLocaleString('en-US')} products` : ''} (load average after each run: ${load}):`,
    );
    const cells = (run: Run, name: string) => {
      const row = run.rows.find((x) => x.name === name);
      if (!row || row.status === 'skipped') return ['—', '—', '—'];
      return [
        int(row.requestsPerSec!),
        ms(row.latencyMs!.p99),
        row.ratioToBare == null ? '—' : `${row.ratioToBare.toFixed(3)}×`,
      ];
    };
    const head = group.flatMap((r) => [`${r.workers}w req/s`, `${r.workers}w p99 ms`, `${r.workers}w vs bare`]);
    console.log(
      `${table(
        ['target', ...head],
        group[0].rows.map((row) => [row.name, ...group.flatMap((r) => cells(r, row.name))]),
      )}\n`,
    );
  }
}

async function main() {
  const o: Options = {
    duration: intFlag('duration', 10),
    connections: intFlag('connections', 50),
    warmup: intFlag('warmup', 2, 0),
    // The catalog runs report sequential latency too: under 50 connections, latency is mostly queueing.
    sequential: intFlag('sequential', hasFlag('catalog-sizes') || hasFlag('catalog') ? 200 : 0, 0),
  };
  const startTimeout = intFlag('start-timeout', 120);
  const workerCounts = listFlag('workers')?.map(Number);
  if (workerCounts?.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--workers takes whole numbers: 1,2');
  // Several workers need PostgreSQL: without a database of its own choosing, the issue's 100,000 products.
  const sizeList =
    listFlag('catalog-sizes') ??
    (workerCounts && !flag('database-url') && !process.env.BENCH_DATABASE_URL ? ['100000'] : undefined);
  const sizes = sizeList?.map((s) => Number(s.replace(/_/g, '')));
  if (sizes?.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--catalog-sizes takes whole numbers: 10000,100000');
  const wanted = listFlag('targets');
  const targets = TARGETS.filter((t) =>
    wanted
      ? t.on === 'bare' || wanted.some((w) => w.toLowerCase() === t.name.toLowerCase())
      : hasFlag('all') || (sizes || hasFlag('catalog') ? t.catalog : t.byDefault),
  );
  const unknown = wanted?.filter((w) => !TARGETS.some((t) => t.name.toLowerCase() === w.toLowerCase()));
  if (unknown?.length) {
    throw new Error(`Unknown target in --targets. Known: ${TARGETS.map((t) => t.name).join(' | ')}`);
  }
  const databaseUrl = flag('database-url') || undefined;
  if (databaseUrl) assertLocalDatabaseUrl(databaseUrl);
  // The admin restocks what 'place order' buys; a fresh password each run, never a default one.
  const admin = { email: 'bench-admin@example.com', password: `bench-${randomBytes(12).toString('base64url')}` };

  const bare = await startBareServer();
  console.log(
    `\nautocannon: ${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s per target, ` +
      `listing cache ${hasFlag('no-cache') ? 'off (--no-cache)' : 'on'}; ` +
      `${machineInfo().cpus} CPU cores, Node ${process.version}\n`,
  );

  const runs: Run[] = [];
  for (const size of sizes ?? [undefined]) {
    const db = size
      ? await catalogDatabase(
          flag('admin-url') || process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL,
          size,
          hasFlag('keep-databases'),
        )
      : undefined;
    // One server per worker count, on the same database, measured in turn (the bare route in each run).
    for (const workers of workerCounts ?? [undefined]) {
      const shop = await startShopServer({
        startTimeoutMs: startTimeout * 1000,
        dataDir: flag('data-dir') || undefined,
        databaseUrl: db?.url ?? databaseUrl,
        // An existing catalog is measured as it is: no demo seed on top of it.
        seed: !(db || databaseUrl),
        admin,
        noCache: hasFlag('no-cache'),
        workers,
      });
      const rows = await measure(targets, { shop: shop.url, admin }, bare.url, o);
      const loadAverage = machineInfo().loadAverage;
      const heading = [
        size && `${size.toLocaleString('en-US')} products (PostgreSQL ${db!.name})`,
        workers && `${workers} worker${workers === 1 ? '' : 's'}`,
      ];
      if (size || workers)
        console.log(`\n${heading.filter(Boolean).join(', ')}, load average ${loadAverage.join(' ')}:`);
      printTable(rows, o);
      const problems = shop.problems();
      printProblems(problems);
      runs.push({ size, workers, database: shop.database, generate: db?.summary, rows, loadAverage, problems });
      await shop.stop();
    }
    await db?.drop();
  }
  if (workerCounts) printWorkersTable(runs);

  const file = writeResult(
    `api-${fileTimestamp()}.json`,
    `${JSON.stringify(
      {
        bench: 'api',
        date: new Date().toISOString(),
        machine: machineInfo(),
        options: { ...o, listingCache: !hasFlag('no-cache') },
        ...(sizes || workerCounts
          ? { runs }
          : { server: { database: runs[0].database }, results: runs[0].rows, serverProblems: runs[0].problems }),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nJSON results: ${file}`);
}

runMain(main);
