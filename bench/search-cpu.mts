/**
 * CPU per request by query class, one request at a time, against a shop that is already running
 * (decision 048): `npx tsx bench/search-cpu.mts http://127.0.0.1:PORT SHOP_PID DATABASE_URL [N] [PATH]`.
 * Sends the first N bench queries of each class (bench/lib/search-queries.ts) and their facets, a few
 * suggestions and an optional extra path, each class about 300 times, and prints the user and system
 * CPU of the shop's process and of the database's backends (/proc) per request. Figures only.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { buildQueries, QUERY_CLASSES } from './lib/search-queries';
const [base, shopPid, url, n] = [
  process.argv[2],
  Number(process.argv[3]),
  process.argv[4],
  Number(process.argv[5] ?? 60),
];
const ticks = (pid: number) => {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return [Number(f[11]) * 10, Number(f[12]) * 10];
  } catch {
    return [NaN, NaN];
  }
};
const c = new pg.Client({ connectionString: url });
await c.connect();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (path: string) =>
  new Promise<void>((res) =>
    http.get(base + path, { agent, headers: { 'accept-encoding': 'identity' } }, (r) => {
      r.resume();
      r.on('end', () => res());
    }),
  );
const queries = await buildQueries(url, 1000);
const extra = process.argv[6];
const classes: [string, string[]][] = QUERY_CLASSES.map((cls) => [
  cls,
  queries
    .filter((q) => q.cls === cls)
    .slice(0, n)
    .map((q) => q.path),
]);
classes.push(['facets', queries.slice(0, n * 3).map((q) => q.path.replace('/api/products?', '/api/products/facets?'))]);
classes.push([
  'suggest',
  [
    '/api/products/suggest?q=ge',
    '/api/products/suggest?q=ryz',
    '/api/products/suggest?q=rtx 40',
    '/api/products/suggest?q=cors',
  ],
]);
if (extra) classes.push(['extra', [extra]]);
for (const [cls, paths] of classes) {
  for (const p of paths.slice(0, 5)) await get(p); // warm
  const pids = (
    await c.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      new URL(url).pathname.slice(1),
    ])
  ).rows.map((r) => r.pid);
  const before = [ticks(shopPid), ...pids.map(ticks)];
  const reps = Math.max(1, Math.ceil(300 / paths.length));
  const t0 = performance.now();
  let count = 0;
  for (let i = 0; i < reps; i++)
    for (const p of paths) {
      await get(p);
      count++;
    }
  const wall = performance.now() - t0;
  const after = [ticks(shopPid), ...pids.map(ticks)];
  const d = after.map((a, i) => [a[0] - before[i][0], a[1] - before[i][1]]);
  const db = d
    .slice(1)
    .filter((x) => !Number.isNaN(x[0]))
    .reduce((s, x) => [s[0] + x[0], s[1] + x[1]], [0, 0]);
  const f = (x: number) => (x / count).toFixed(2);
  console.log(
    `${cls.padEnd(12)} ${String(count).padStart(4)} req  wall ${f(wall)} ms  shop usr ${f(d[0][0])} sys ${f(d[0][1])}  pg usr ${f(db[0])} sys ${f(db[1])}  total ${f(d[0][0] + d[0][1] + db[0] + db[1])}`,
  );
}
await c.end();
agent.destroy();
