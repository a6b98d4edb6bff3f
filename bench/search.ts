/**
 * Search benchmark (npm run bench:search, issue 16). 1,000 distinct queries built from the catalog's
 * own words (single words, two words, prefixes, typos, brand + model, filters, price ranges, sorts,
 * pages 2–5) replayed at 50 connections on PostgreSQL with 100,000 generated products, with the
 * listing cache off and on; then suggestions as you type, then the facets of the same 1,000 queries. Prints req/s, p50 and p99 per query class
 * and overall, the cache hit rate, and the ratio to a bare route measured in the same run. Figures only:
 * it never fails because something is slow.
 *
 *   npm run bench:search -- [--products 100000] [--duration 20] [--connections 50] [--queries 1000]
 *                           [--sequential 40] [--cache off|on|both] [--database-url URL | --admin-url URL]
 *                           [--keep-databases] [--workers N] [--cpu-prof DIR]
 *
 * `--sequential N`: before the load, the first N queries of each class one after another on one
 * connection (seq p50 / p99: the cost of one request when nothing queues).
 *
 * CPU ms per request (decision 048): the CPU time of the shop's processes and of the PostgreSQL
 * backends of its database (/proc), divided by the requests answered. Unlike latency it hardly depends
 * on the machine's load. `--workers N` runs the shop with WORKERS=N; `--cpu-prof DIR` writes a V8
 * CPU profile of the shop's process(es) there.
 */
import os from 'node:os';
import { startBareServer } from './lib/bare-server';
import { catalogDatabase, DEFAULT_ADMIN_URL } from './lib/catalog-db';
import { flag, hasFlag, intFlag } from './lib/cli';
import { runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl } from './lib/local';
import { replay, summarize, type ClassRow } from './lib/replay';
import { fileTimestamp, machineInfo, table, writeResult } from './lib/results';
import { cpuMeter, type CpuUse } from './lib/cpu';
import { buildQueries, lookupPaths, QUERY_CLASSES, suggestPaths } from './lib/search-queries';
import { printProblems, startShopServer } from './lib/shop-server';

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const f = (v: number) => (Number.isNaN(v) ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1));

const cpuLine = (what: string, use: CpuUse, requests: number) =>
  `CPU per request (${what}, ${requests} requests): shop ${(use.shopMs / requests).toFixed(2)} ms + PostgreSQL ${(use.databaseMs / requests).toFixed(2)} ms = ${((use.shopMs + use.databaseMs) / requests).toFixed(2)} ms`;

function print(title: string, rows: ClassRow[], bareRps: number, seq: ClassRow[] = []) {
  console.log(`\n${title}`);
  const seqOf = (cls: string) => seq.find((s) => s.cls === cls);
  console.log(
    table(
      [
        'class',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'cache hits',
        'vs bare',
        ...(seq.length ? ['seq p50', 'seq p99'] : []),
      ],
      rows.map((r) => [
        r.cls,
        String(r.requests),
        f(r.reqPerSec),
        f(r.p50),
        f(r.p99),
        String(r.non2xx),
        r.hitRate === undefined ? '—' : `${(r.hitRate * 100).toFixed(0)} %`,
        r.cls === 'overall' ? `${(r.reqPerSec / bareRps).toFixed(4)}×` : '',
        ...(seq.length ? [f(seqOf(r.cls)?.p50 ?? NaN), f(seqOf(r.cls)?.p99 ?? NaN)] : []),
      ]),
    ),
  );
}

async function main() {
  const size = intFlag('products', 100_000);
  const seconds = intFlag('duration', 20);
  const connections = intFlag('connections', 50);
  const total = intFlag('queries', 1000);
  const sequential = intFlag('sequential', 40, 0);
  const workers = intFlag('workers', 1);
  const cpuProf = flag('cpu-prof');
  const modes = (flag('cache') ?? 'both') === 'both' ? ['off', 'on'] : [flag('cache')!];
  let url = flag('database-url');
  if (url) assertLocalDatabaseUrl(url);
  else
    url = (
      await catalogDatabase(flag('admin-url') || DEFAULT_ADMIN_URL, size, hasFlag('keep-databases'), 'shop_search')
    ).url;

  const queries = await buildQueries(url, total);
  const lookups = await lookupPaths(url, total);
  const suggests = suggestPaths(queries).map((path) => ({ cls: 'suggest', path }));
  console.log(
    `${queries.length} distinct queries, ${suggests.length} suggestion prefixes; ${connections} connections, ${seconds} s per run; ${os.cpus().length} cores`,
  );

  const bare = await startBareServer();
  const runs: unknown[] = [];
  for (const mode of modes) {
    const shop = await startShopServer({
      databaseUrl: url,
      seed: false,
      noCache: mode === 'off',
      apiOnly: true,
      startTimeoutMs: 180_000,
      ...(workers > 1 ? { workers } : {}),
      ...(cpuProf ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] } : {}),
    });
    const cpu = cpuMeter(shop.pid, url);
    // Warm-up (JIT, connections, the planner's caches): not counted.
    await replay(shop.url, queries, { connections, seconds: 3, seed: 99 });
    const b = await replay(bare.url, [{ cls: 'bare', path: '/bare' }], { connections, seconds: 5 });
    const bareRps = b.samples.length / b.seconds;
    const loadBefore = load();
    // The cost of one request when nothing queues: a few queries of each class, one after another.
    const seqItems = QUERY_CLASSES.flatMap((cls) => queries.filter((q) => q.cls === cls).slice(0, sequential));
    let cpuAt = await cpu.snapshot();
    const seq = sequential
      ? summarize((await replay(shop.url, seqItems, { connections: 1, seconds: 0, once: true })).samples, 1, [
          ...QUERY_CLASSES,
        ])
      : [];
    const seqCpu = await cpu.since(cpuAt);
    cpuAt = await cpu.snapshot();
    const r = await replay(shop.url, queries, { connections, seconds });
    const loadCpu = await cpu.since(cpuAt);
    const rows = summarize(r.samples, r.seconds, [...QUERY_CLASSES]);
    const loadAfter = load();
    // The same load on a product lookup, right after: the figure the long tail is held to (2×).
    cpuAt = await cpu.snapshot();
    const l = await replay(shop.url, lookups, { connections, seconds: Math.max(5, Math.round(seconds / 2)) });
    const lookupCpu = await cpu.since(cpuAt);
    const lookupRow = summarize(l.samples, l.seconds, ['lookup'])[0];
    print(
      `Cache ${mode}: ${queries.length} queries, load average ${loadBefore} → ${loadAfter}; bare ${Math.round(bareRps)} req/s${workers > 1 ? `; ${workers} workers` : ''}`,
      rows,
      bareRps,
      seq,
    );
    if (seqItems.length && sequential) console.log(cpuLine('one at a time', seqCpu, seqItems.length));
    console.log(cpuLine(`${connections} connections`, loadCpu, r.samples.length));
    const overall = rows.find((x) => x.cls === 'overall')!;
    console.log(
      `Product lookup (/api/products/:id, ${lookups.length} products): ${f(lookupRow.reqPerSec)} req/s, p50 ${f(lookupRow.p50)} ms, p99 ${f(lookupRow.p99)} ms; search overall ÷ lookup: ${(overall.reqPerSec / lookupRow.reqPerSec).toFixed(2)}× the rate, p99 ${(overall.p99 / lookupRow.p99).toFixed(2)}×`,
    );
    console.log(cpuLine('lookups', lookupCpu, l.samples.length));
    const probe = await fetch(`${shop.url}${suggests[0].path}`);
    let suggestRows: ClassRow[] | undefined;
    let suggestCpu: CpuUse | undefined;
    if (probe.ok) {
      cpuAt = await cpu.snapshot();
      const sr = await replay(shop.url, suggests, { connections, seconds: Math.max(5, Math.round(seconds / 2)) });
      suggestCpu = await cpu.since(cpuAt);
      suggestRows = summarize(sr.samples, sr.seconds, ['suggest']).slice(0, 1);
      print(`Suggestions (cache ${mode}), load average ${load()}`, suggestRows, bareRps);
      console.log(cpuLine('suggestions', suggestCpu, sr.samples.length));
    } else console.log(`\nSuggestions: skipped (${probe.status}: not available)`);
    // The search and category pages ask for the facets of the same query with each listing.
    const facetItems = queries.map((q) => ({
      cls: 'facets',
      path: q.path.replace('/api/products?', '/api/products/facets?'),
    }));
    let facetRows: ClassRow[] | undefined;
    let facetCpu: CpuUse | undefined;
    if ((await fetch(`${shop.url}${facetItems[0].path}`)).ok) {
      cpuAt = await cpu.snapshot();
      const fr = await replay(shop.url, facetItems, { connections, seconds: Math.max(5, Math.round(seconds / 2)) });
      facetCpu = await cpu.since(cpuAt);
      facetRows = summarize(fr.samples, fr.seconds, ['facets']).slice(0, 1);
      print(`Facets (cache ${mode}), load average ${load()}`, facetRows, bareRps);
      console.log(cpuLine('facets', facetCpu, fr.samples.length));
    }
    if (r.errors) console.log(`${r.errors} connection errors or timeouts`);
    printProblems(shop.problems());
    runs.push({
      cache: mode,
      workers,
      loadBefore,
      loadAfter,
      bareRps,
      rows,
      sequential: seq,
      lookup: { row: lookupRow, cpu: { ...lookupCpu, requests: l.samples.length } },
      suggest: suggestRows,
      facets: facetRows,
      errors: r.errors,
      cpu: {
        sequential: { ...seqCpu, requests: seqItems.length },
        load: { ...loadCpu, requests: r.samples.length },
        suggest: suggestCpu,
        facets: facetCpu,
      },
    });
    await shop.stop();
  }
  await bare.stop();
  const file = writeResult(
    `search-${fileTimestamp()}.json`,
    `${JSON.stringify({ bench: 'search', date: new Date().toISOString(), machine: machineInfo(), size, seconds, connections, runs }, null, 2)}\n`,
  );
  console.log(`\nJSON results: ${file}`);
}

runMain(main);
