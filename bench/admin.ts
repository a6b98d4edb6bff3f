/**
 * Admin list bench (npm run bench:admin, issue 20 point 5, decision 033). Measures p50/p99 of every
 * admin list request — orders searched by each field, filtered, sorted, deep pages; customers; the
 * products list — on PostgreSQL holding 100,000 products, 50,000 customers and 200,000 orders:
 *
 *   npm run db:generate-catalog -- --products 100000 --database-url URL
 *   npm run db:generate-orders -- --customers 50000 --orders 200000 --database-url URL
 *   npm run bench:admin -- --database-url URL [--requests 100] [--concurrency 4] [--only "search:"]
 *
 * The app is built in this process and asked through `app.inject` (routing, auth, validation, the
 * query and serialisation, without a socket), one request at a time ("sequential", one database
 * connection busy) and then `--concurrency` at a time. The audit log at 100,000 rows is measured by
 * bench/admin-lists.ts (this data set has no audit rows). The listing cache is off, so the products list
 * measures the database. Prints figures and the machine's load; never fails on a time.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client';
import { users } from '#db/schema';
import { build } from '#server/app';
import { loadConfig } from '#server/config';
import { createSession } from '#server/modules/auth/sessions';
import { flag, intFlag } from './lib/cli';
import { assertLocalDatabaseUrl } from './lib/local';
import { fileTimestamp, machineInfo, table, writeResult } from './lib/results';

const url =
  flag('database-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench20a';
assertLocalDatabaseUrl(url);
const REQUESTS = intFlag('requests', 100);
const CONCURRENCY = intFlag('concurrency', 4);
/** `--only summary`: the targets whose name contains this text. */
const ONLY = flag('only');

// The server's own default pool (10): the dashboard summary alone runs a dozen queries at once.
const database = await openDatabase({ url, poolSize: Math.max(10, CONCURRENCY + 2) });
// A database generated before the latest migrations (indexes, the dashboard's counters) gets them first.
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-admin-')),
  PUBLIC_URL: 'http://127.0.0.1:3271',
  CATALOG_CACHE: 'off',
  LOG_LEVEL: 'warn',
});
// Open the pool's connections before measuring: on a loaded machine a new PostgreSQL backend can take
// longer than the pool's 3 s connect limit, and the summary opens a dozen at once (seen here at load 18).
await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.2)`)));
const app = await build({ config, database, logger: { level: 'error' } });
await app.ready();

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const [admin] = await database.db
  .insert(users)
  .values({
    name: 'Bench Admin',
    email: 'bench-admin@gen.example',
    passwordHash: 'bench: cannot sign in',
    isAdmin: true,
    emailVerifiedAt: new Date(),
  })
  .onConflictDoUpdate({ target: users.email, set: { isAdmin: true } })
  .returning();
const headers = { authorization: `Bearer ${await createSession(database.db, admin.id)}` };

// Real values to search for, picked from the data (a different one per request).
const sample = await rows<{
  id: number;
  name: string;
  email: string;
  phone: string;
  receipt: string | null;
  order_id: number;
}>(sql`
  select u.id, u.name, u.email, p.phone, p.receipt_number as receipt, o.id as order_id
  from orders o join users u on u.id = o.user_id join mpesa_payments p on p.order_id = o.id and p.status = 'paid'
  order by md5(o.id::text) limit 500`);
const productNames = (
  await rows<{ name: string }>(sql`select name from products order by md5(id::text) limit 200`)
).map((r) => r.name.split(' ').slice(0, 2).join(' '));
let pn = 0;
const pickProduct = () => productNames[pn++ % productNames.length];
const [{ maxId }] = await rows<{ maxId: number }>(sql`select max(id) as "maxId" from orders`);
let n = 0;
const pick = () => sample[n++ % sample.length];
const local = (p: string) => `0${p.slice(3)}`;
const day = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const O = '/api/admin/orders?';
const TARGETS: { name: string; url: () => string }[] = [
  { name: 'orders newest, page 1', url: () => `${O}sort=newest` },
  { name: 'orders oldest, page 100', url: () => `${O}sort=oldest&page=100` },
  { name: 'orders deep page (5,000 of 10,000)', url: () => `${O}sort=newest&page=5000` },
  { name: 'orders by total, high first', url: () => `${O}sort=total_desc` },
  { name: 'orders by total, low first, page 50', url: () => `${O}sort=total_asc&page=50` },
  { name: 'orders stage dispatched', url: () => `${O}stage=dispatched` },
  { name: 'orders stage delivered by total', url: () => `${O}stage=delivered&sort=total_desc` },
  { name: 'orders stage refunded, page 20', url: () => `${O}stage=refunded&page=20` },
  { name: 'orders last 30 days', url: () => `${O}from=${day(29)}&to=${day(0)}` },
  {
    name: 'orders 30 days + stage + total',
    url: () => `${O}from=${day(29)}&to=${day(0)}&stage=delivered&sort=total_desc`,
  },
  { name: 'search: order number', url: () => `${O}q=${1 + ((n++ * 7919) % maxId)}` },
  { name: 'search: KPC number', url: () => `${O}q=KPC${String(1 + ((n++ * 104729) % maxId)).padStart(6, '0')}` },
  { name: 'search: phone 07…', url: () => `${O}q=${local(pick().phone)}` },
  { name: 'search: phone +254…', url: () => `${O}q=${encodeURIComponent(`+${pick().phone}`)}` },
  { name: 'search: e-mail (whole)', url: () => `${O}q=${encodeURIComponent(pick().email)}` },
  { name: 'search: e-mail (part)', url: () => `${O}q=${encodeURIComponent(pick().email.split('@')[0])}` },
  { name: 'search: customer name', url: () => `${O}q=${encodeURIComponent(pick().name)}` },
  { name: 'search: surname (2,500 customers)', url: () => `${O}q=Kariuki` },
  { name: 'search: M-Pesa receipt', url: () => `${O}q=${pick().receipt}` },
  {
    name: 'search: phone + stage + dates',
    url: () => `${O}q=${local(pick().phone)}&stage=delivered&from=${day(700)}&to=${day(0)}`,
  },
  { name: 'customers newest', url: () => '/api/admin/customers' },
  { name: 'customers by name, page 500', url: () => '/api/admin/customers?sort=name&page=500' },
  { name: 'customers search name', url: () => `/api/admin/customers?q=${encodeURIComponent(pick().name)}` },
  { name: 'customers search e-mail', url: () => `/api/admin/customers?q=${encodeURIComponent(pick().email)}` },
  { name: 'customers search phone', url: () => `/api/admin/customers?q=${local(pick().phone)}` },
  { name: "a customer's page", url: () => `/api/admin/customers/${pick().id}` },
  { name: 'order detail', url: () => `/api/admin/orders/${pick().order_id}` },
  { name: 'products list (admin), page 1', url: () => '/api/products?pageSize=100&pageNumber=1&sort=name' },
  {
    name: 'products list (admin), page 100 (the last the API serves)',
    url: () => '/api/products?pageSize=100&pageNumber=100&sort=name',
  },
  { name: 'admin products, page 1 (every status)', url: () => '/api/admin/products' },
  { name: 'admin products search name', url: () => `/api/admin/products?q=${encodeURIComponent(pickProduct())}` },
  // Issue 32, item 1: a category's display name, a brand, and a word of each (every word must match).
  { name: 'admin products search category name', url: () => '/api/admin/products?q=Processors' },
  { name: 'admin products search brand', url: () => '/api/admin/products?q=msi' },
  { name: 'admin products search brand + category', url: () => '/api/admin/products?q=msi%20graphics' },
  { name: 'admin products drafts', url: () => '/api/admin/products?status=draft' },
  { name: 'admin products low stock, by stock', url: () => '/api/admin/products?stock=low&sort=stock' },
  {
    name: 'admin products category + brand by price',
    url: () => '/api/admin/products?category=graphics-cards&brand=msi&sort=price&dir=desc',
  },
  { name: 'admin products newest, page 400', url: () => '/api/admin/products?sort=newest&page=400' },
  { name: 'unmatched payments', url: () => '/api/admin/payments/unmatched' },
  { name: 'dashboard summary, 30 days', url: () => '/api/admin/summary?range=30d' },
  { name: 'dashboard summary, 7 days', url: () => '/api/admin/summary?range=7d' },
];

async function timeOne(target: (typeof TARGETS)[number]) {
  const u = target.url();
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url: u, headers });
  const ms = performance.now() - t;
  if (res.statusCode !== 200)
    throw new Error(`${target.name}: ${u} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { ms, total: (res.json() as { total?: number }).total };
}

const q = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const f = (ms: number) => ms.toFixed(1);
const load = () => execSync('uptime').toString().trim();

const loadBefore = load();
console.log(
  `Admin bench on ${new URL(url).pathname.slice(1)}: ${REQUESTS} requests per target, sequential then ${CONCURRENCY} at a time.\n${loadBefore}`,
);
const results: { name: string; seqP50: number; seqP99: number; conP50: number; conP99: number; matches?: number }[] =
  [];
for (const target of TARGETS.filter((t) => !ONLY || t.name.includes(ONLY))) {
  for (let i = 0; i < 5; i++) await timeOne(target); // warm-up: plans cached, pages in memory
  const seq: number[] = [];
  let matches: number | undefined;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await timeOne(target);
    seq.push(r.ms);
    matches = r.total;
  }
  const con: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) con.push((await timeOne(target)).ms);
    }),
  );
  const row = {
    name: target.name,
    seqP50: q(seq, 50),
    seqP99: q(seq, 99),
    conP50: q(con, 50),
    conP99: q(con, 99),
    matches,
  };
  results.push(row);
  console.log(
    `  ${row.name}: p50 ${f(row.seqP50)} ms, p99 ${f(row.seqP99)} ms (sequential); p99 ${f(row.conP99)} ms (${CONCURRENCY} at a time)`,
  );
}
const loadAfter = load();
console.log(
  `\n${table(
    ['request', 'matches', 'seq p50 ms', 'seq p99 ms', `×${CONCURRENCY} p50 ms`, `×${CONCURRENCY} p99 ms`],
    results.map((r) => [
      r.name,
      r.matches === undefined ? '' : r.matches.toLocaleString('en-US'),
      f(r.seqP50),
      f(r.seqP99),
      f(r.conP50),
      f(r.conP99),
    ]),
  )}`,
);
console.log(`\nbefore: ${loadBefore}\nafter:  ${loadAfter}`);
const file = writeResult(
  `admin-${fileTimestamp()}.json`,
  JSON.stringify(
    { machine: machineInfo(), loadBefore, loadAfter, requests: REQUESTS, concurrency: CONCURRENCY, results },
    null,
    2,
  ),
);
console.log(`Results: ${file}`);
await app.close();
await database.close();
