/**
 * `npm run bench:build-suggest -- [--database-url URL] [--rounds 3]`
 *
 * "Build for me" (issue 17) on a large catalog: how long the server takes to read the in-stock parts
 * (once, then kept until the catalog changes) and to compute a suggestion for every budget from
 * KES 40,000 to 600,000 in steps of 20,000 × every use. The database is a PostgreSQL one filled by
 * `npm run db:generate-catalog -- --products 100000 --database-url URL` (default URL:
 * BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/shop_bench_100k). Prints figures only;
 * nothing passes or fails on a time. Also prints how many suggestions were within budget.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { BUILD_USES, TESTED_BUDGETS } from '#core/build-pc/build-rules';
import { suggestBuild } from '#core/build-pc/build-suggest';
import { checkCompatibility } from '#core/build-pc/compatibility';
import { openDatabase } from '#db/client';
import { products } from '#db/schema';
import { currentParts, loadSuggestPool } from '#server/modules/builds/service';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, rounds: { type: 'string', default: '3' } },
});
const url =
  values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_100k';
const rounds = Math.max(1, Number(values.rounds));

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `min ${s[0].toFixed(2)} ms  median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${s[s.length - 1].toFixed(2)} ms  (n=${s.length})`;
};

const database = await openDatabase({ url, poolSize: 2 });
try {
  const [{ n }] = await database.db.select({ n: count() }).from(products);
  console.log(`catalog: ${n.toLocaleString('en')} products (${url.replace(/\/\/[^@]*@/, '//')})`);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );

  const loads: number[] = [];
  let pool = await loadSuggestPool(database.db);
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    pool = await loadSuggestPool(database.db);
    loads.push(performance.now() - t);
  }
  const sizes = Object.entries(pool.items)
    .map(([slot, items]) => `${slot} ${items.length}`)
    .join(', ');
  console.log(`pool read + prepared (once per catalog change): ${stats(loads)}`);
  console.log(`pool after merging interchangeable parts: ${sizes}`);

  const times: Record<string, number[]> = Object.fromEntries(BUILD_USES.map((u) => [u, []]));
  let ok = 0;
  let over = 0;
  let bad = 0;
  for (let r = 0; r < rounds; r++) {
    for (const use of BUILD_USES) {
      for (const budget of TESTED_BUDGETS) {
        const t = performance.now();
        const result = suggestBuild(pool, budget, use);
        times[use].push(performance.now() - t);
        if (r > 0) continue;
        if (result.status === 'ok') {
          const fine = result.total <= budget && checkCompatibility(result.parts).every((c) => c.status === 'pass');
          if (fine) ok++;
          else bad++;
        } else over++;
      }
    }
  }
  // What POST /api/builds/suggest does per request once the pool is there: suggest, then re-read
  // the eight suggested parts (so none sold out or repriced is given out).
  const perRequest: number[] = [];
  for (const use of BUILD_USES) {
    for (const budget of TESTED_BUDGETS) {
      const t = performance.now();
      const result = suggestBuild(pool, budget, use);
      if (result.status === 'ok') await currentParts(database.db, result.parts);
      perRequest.push(performance.now() - t);
    }
  }
  for (const use of BUILD_USES) console.log(`suggest ${use.padEnd(13)} ${stats(times[use])}`);
  console.log(`per request (suggest + re-read of the parts): ${stats(perRequest)}`);
  console.log(`suggest, all: ${stats(Object.values(times).flat())}`);
  console.log(`results: ${ok} compatible builds within budget, ${over} budgets below the cheapest build, ${bad} wrong`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await database.close();
}
