/**
 * API load benchmark (npm run bench:api). Starts the real shop server and a bare Fastify baseline,
 * hits each target with autocannon and prints req/s, latency and the ratio to the bare route.
 * Prints figures only: it never fails because something is slow.
 *
 *   npm run bench:api -- [--duration 10] [--connections 50] [--warmup 2] [--sequential 0]
 *                        [--targets name,name | --all | --catalog] [--data-dir DIR] [--start-timeout 120]
 *                        [--database-url URL]
 *   npm run bench:api -- --catalog-sizes 10000,100000 [--admin-url URL] [--keep-databases]
 *
 * `--database-url` runs the server on an existing PostgreSQL database, without seeding it (e.g. one
 * filled by `npm run db:generate-catalog`). `--catalog-sizes` does the whole thing per size: a database
 * `shop_bench_<size>` on the server of `--admin-url`, filled by db/generate-catalog.ts, the catalog
 * targets measured, one table per size, the database dropped (kept and reused with --keep-databases).
 */
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server';
import { firstProductId, SkipError } from './lib/catalog';
import { catalogDatabase, DEFAULT_ADMIN_URL } from './lib/catalog-db';
import { flag, hasFlag, intFlag, listFlag } from './lib/cli';
import { runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl, assertLocalUrl } from './lib/local';
import { fileTimestamp, machineInfo, table, writeResult } from './lib/results';
import { printProblems, startShopServer, type ServerProblem } from './lib/shop-server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Ctx {
  /** Base URL of the shop server. */
  shop: string;
}

interface Target {
  /** Short name, used in the table and by `--targets`. */
  name: string;
  /** 'bare' is the baseline Fastify server; every other target runs against the shop. */
  on: 'bare' | 'shop';
  /** A path, or a function finding one when the servers are up (throw SkipError to skip). */
  path: string | ((ctx: Ctx) => Promise<string>);
  method?: Method;
  headers?: Record<string, string>;
  body?: string;
  /** The endpoint may not exist yet: a 404 on the first request means "skipped (not available)". */
  optional?: boolean;
  /** Runs without `--targets`/`--all`. */
  byDefault?: boolean;
  /** One of the catalog targets (`--catalog`, `--catalog-sizes`). */
  catalog?: boolean;
}

// Add targets here. Every request goes to 127.0.0.1 only.
const TARGETS: Target[] = [
  { name: 'bare /bare', on: 'bare', path: '/bare', byDefault: true, catalog: true },
  { name: 'health', on: 'shop', path: '/api/health', byDefault: true },
  { name: 'products list', on: 'shop', path: '/api/products', optional: true, byDefault: true, catalog: true },
  // Not run by default (use --all, --catalog or --targets "products filtered,search ryzen"):
  {
    name: 'products filtered',
    on: 'shop',
    path: '/api/products?category=graphics-cards&stock=in-stock&sort=price-low&maxPrice=200000',
    optional: true,
    catalog: true,
  },
  { name: 'search ryzen', on: 'shop', path: '/api/products?keyword=ryzen', optional: true, catalog: true },
  // Full text finds nothing for 'ryzn', so this takes the trigram (typo) path.
  { name: 'search typo', on: 'shop', path: '/api/products?keyword=ryzn%207', optional: true, catalog: true },
  {
    name: 'product detail',
    on: 'shop',
    path: async ({ shop }) => `/api/products/${encodeURIComponent(await firstProductId(shop))}`,
    optional: true,
    catalog: true,
  },
  { name: 'home page (SSR)', on: 'shop', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  // Order placement, once the endpoint exists (needs a signed-in user: pass a Bearer token):
  // {
  //   name: 'place order',
  //   on: 'shop',
  //   method: 'POST',
  //   path: '/api/orders',
  //   headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.BENCH_TOKEN}` },
  //   body: JSON.stringify({ orderItems: [{ product: '<id>', qty: 1 }], paymentMethod: 'whatsapp' }),
  //   optional: true,
  // },
];

interface Row {
  name: string;
  url: string;
  method: Method;
  status: 'measured' | 'skipped';
  reason?: string;
  requestsPerSec?: number;
  latencyMs?: { average: number; p50: number; p90: number; p99: number; max: number };
  totalRequests?: number;
  non2xx?: number;
  statusCounts?: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  errors?: number;
  timeouts?: number;
  bytesPerSec?: number;
  ratioToBare?: number | null;
  /** `--sequential N`: N requests one after another (one connection), in ms with decimals. */
  sequentialMs?: { n: number; mean: number; p50: number; p99: number; max: number };
}

async function probe(url: string, target: Target): Promise<number> {
  const res = await fetch(url, {
    method: target.method ?? 'GET',
    // Like autocannon, no compression unless the target asks for it (fetch would offer br and gzip).
    headers: { 'accept-encoding': 'identity', ...target.headers },
    body: target.body,
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
}

function load(url: string, target: Target, seconds: number, connections: number) {
  return autocannon({
    url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    duration: seconds,
    connections,
  });
}

/** Waits (up to 5 min) until /api/health answers: the server has worked off the requests queued before it. */
async function drain(shop: string): Promise<void> {
  const health: Target = { name: 'health', on: 'shop', path: '/api/health' };
  const until = Date.now() + 300_000;
  for (;;) {
    try {
      await probe(`${shop}/api/health`, health);
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
    }
  }
}

/**
 * N requests, one at a time: the latency of one request when nothing queues. Stops early after 15 s
 * (with at least 10 requests), so a slow endpoint does not hold the run for minutes.
 */
async function sequential(url: string, target: Target, n: number): Promise<NonNullable<Row['sequentialMs']>> {
  const times: number[] = [];
  const until = performance.now() + 15_000;
  for (let i = 0; i < n && (i < 10 || performance.now() < until); i++) {
    const t = performance.now();
    await probe(url, target);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { n: times.length, mean: times.reduce((a, b) => a + b, 0) / times.length, p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
}

// autocannon records latency in whole milliseconds: show decimals only when there are some.
const ms = (v: number) =>
  Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
const int = (v: number) => Math.round(v).toLocaleString('en-US');

interface Options {
  duration: number;
  connections: number;
  warmup: number;
  sequential: number;
}

/** Measures each target against the running servers; prints progress, returns the rows. */
async function measure(targets: Target[], ctx: Ctx, bareUrl: string, o: Options): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    const method = target.method ?? 'GET';
    let url = '';
    try {
      const path = typeof target.path === 'string' ? target.path : await target.path(ctx);
      url = `${target.on === 'bare' ? bareUrl : ctx.shop}${path}`;
      assertLocalUrl(url);
      const status = await probe(url, target);
      if (status === 404 && target.optional) throw new SkipError('not available');
      if (status >= 400) console.log(`  ! ${target.name}: the first request answered ${status}; measuring anyway`);
    } catch (err) {
      if (!(err instanceof SkipError)) throw err;
      console.log(`- ${target.name}: skipped (${err.message})`);
      rows.push({ name: target.name, url, method, status: 'skipped', reason: err.message });
      continue;
    }
    process.stdout.write(`- ${target.name} (${method} ${url}): `);
    if (o.warmup > 0) {
      process.stdout.write('warming up… ');
      await load(url, target, o.warmup, o.connections);
    }
    // Sequential first, on a warm server but before the load run leaves work (GC, autovacuum) behind.
    const seq = o.sequential > 0 ? await sequential(url, target, o.sequential) : undefined;
    process.stdout.write('measuring… ');
    const r = await load(url, target, o.duration, o.connections);
    rows.push({
      name: target.name,
      url,
      method,
      status: 'measured',
      requestsPerSec: r.requests.average,
      latencyMs: {
        average: r.latency.average,
        p50: r.latency.p50,
        p90: r.latency.p90,
        p99: r.latency.p99,
        max: r.latency.max,
      },
      totalRequests: r.requests.total,
      non2xx: r.non2xx,
      statusCounts: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerSec: r.throughput.average,
      sequentialMs: seq,
    });
    console.log(`${int(r.requests.average)} req/s`);
    // autocannon stops without waiting for the answers still due: let the server work off that
    // backlog (health queues behind it for a database connection) before the next target starts.
    if (target.on === 'shop') await drain(ctx.shop);
  }

  const bareRps = rows.find((r) => r.name === TARGETS[0].name && r.status === 'measured')?.requestsPerSec;
  for (const row of rows) {
    if (row.requestsPerSec !== undefined) row.ratioToBare = bareRps ? row.requestsPerSec / bareRps : null;
  }
  return rows;
}

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
              ...(seq ? (r.sequentialMs ? [r.sequentialMs.p50.toFixed(1), r.sequentialMs.p99.toFixed(1)] : ['—', '—']) : []),
            ],
      ),
    )}\n`,
  );
  if (seq) console.log(`seq p50 / p99: ${o.sequential} requests one after another (one connection), ms.`);
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
  const sizes = listFlag('catalog-sizes')?.map((s) => Number(s.replace(/_/g, '')));
  if (sizes?.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--catalog-sizes takes whole numbers: 10000,100000');
  const wanted = listFlag('targets');
  const targets = TARGETS.filter((t) =>
    wanted
      ? wanted.some((w) => w.toLowerCase() === t.name.toLowerCase())
      : hasFlag('all') || (sizes || hasFlag('catalog') ? t.catalog : t.byDefault),
  );
  if (wanted && targets.length !== wanted.length) {
    throw new Error(`Unknown target in --targets. Known: ${TARGETS.map((t) => t.name).join(' | ')}`);
  }
  const databaseUrl = flag('database-url') || undefined;
  if (databaseUrl) assertLocalDatabaseUrl(databaseUrl);

  const bare = await startBareServer();
  console.log(
    `\nautocannon: ${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s per target; ` +
      `${machineInfo().cpus} CPU cores, Node ${process.version}\n`,
  );

  const runs: { size?: number; database: string; generate?: string; rows: Row[]; loadAverage: number[]; problems: ServerProblem[] }[] = [];
  for (const size of sizes ?? [undefined]) {
    const db = size
      ? await catalogDatabase(flag('admin-url') || process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL, size, hasFlag('keep-databases'))
      : undefined;
    const shop = await startShopServer({
      startTimeoutMs: startTimeout * 1000,
      dataDir: flag('data-dir') || undefined,
      databaseUrl: db?.url ?? databaseUrl,
      // An existing catalog is measured as it is: no demo seed on top of it.
      seed: !(db || databaseUrl),
    });
    const rows = await measure(targets, { shop: shop.url }, bare.url, o);
    const loadAverage = machineInfo().loadAverage;
    if (size) console.log(`\n${size.toLocaleString('en-US')} products (PostgreSQL ${db!.name}), load average ${loadAverage.join(' ')}:`);
    printTable(rows, o);
    const problems = shop.problems();
    printProblems(problems);
    runs.push({ size, database: shop.database, generate: db?.summary, rows, loadAverage, problems });
    await shop.stop();
    await db?.drop();
  }

  const file = writeResult(
    `api-${fileTimestamp()}.json`,
    `${JSON.stringify(
      {
        bench: 'api',
        date: new Date().toISOString(),
        machine: machineInfo(),
        options: o,
        ...(sizes ? { runs } : { server: { database: runs[0].database }, results: runs[0].rows, serverProblems: runs[0].problems }),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nJSON results: ${file}`);
}

runMain(main);
