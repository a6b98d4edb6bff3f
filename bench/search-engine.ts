/**
 * The in-process search engine (decision 050) at catalog size, by hand:
 * `nice -n 5 node --expose-gc --import tsx bench/search-engine.ts --database-url URL [--check]`.
 * Reads the catalog once (read-only), builds the index, and replays bench:search's 1,000 queries
 * against it: µs per query class for a page, the facets, suggestions and spelling, and the MB held.
 * With --check, queries the SQL implementation is sure of (at most KEYWORD_EXACT_MAX matches) are
 * compared with it. Figures only.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client';
import { productQuerySchema, type ProductQuery } from '#core/schemas/catalog';
import { rowsOf } from '#server/modules/catalog/listing-sql';
import { searchTerms } from '#server/modules/catalog/search';
import { englishOf, readDocs, readVocabulary, sqlKeywordPage } from '#server/modules/catalog/sql-oracle';
import { createSearchIndex, type EnglishLexemes } from '#server/search/index';
import { flag } from './lib/cli';
import { assertLocalDatabaseUrl } from './lib/local';
import { buildQueries } from './lib/search-queries';

const gc = (globalThis as { gc?: (opts?: { type: string }) => void }).gc;
const heapMb = () => {
  for (let i = 0; i < 3; i++) gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
};

async function main() {
  const url = flag('database-url');
  if (!url) throw new Error('--database-url is required (e.g. postgres://postgres@127.0.0.1:5432/shop_search_100k)');
  assertLocalDatabaseUrl(url);
  // Read-only: every transaction of this session refuses writes.
  const readOnly = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c default_transaction_read_only=on')}`;
  const database = await openDatabase({ url: readOnly, poolSize: 1 });
  const db = database.db;
  try {
    const docs = await readDocs(db);
    const vocabulary = await readVocabulary(db);
    const before = heapMb();
    let started = performance.now();
    const index = createSearchIndex();
    index.apply({ upsert: docs, remove: [] });
    index.setVocabulary(vocabulary);
    index.page(productQuerySchema.parse({})); // the orders are sorted on first use
    const buildMs = performance.now() - started;
    const held = heapMb() - before;
    console.log(
      `${docs.length} documents: built in ${buildMs.toFixed(0)} ms, ${held.toFixed(1)} MB held (heap + typed arrays)`,
    );

    const only = flag('class');
    const queries = (await buildQueries(url, 1000)).filter((x) => !only || x.cls === only);
    const prepared: { cls: string; q: ProductQuery; terms?: string[]; english?: EnglishLexemes }[] = [];
    for (const { cls, path } of queries) {
      const q = productQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
      let terms = q.keyword !== undefined ? searchTerms(q.keyword) : undefined;
      if (terms && !q.exact) terms = index.correct(terms).terms;
      prepared.push({ cls, q, terms, english: terms && (await englishOf(db, terms)) });
    }

    // CPU time (user + system), not wall time: the machine is shared, and CPU per search is the goal.
    const cpuUs = () => {
      const u = process.cpuUsage();
      return u.user + u.system;
    };
    const classes = [...new Set(prepared.map((p) => p.cls))];
    const time = (label: string, run: (p: (typeof prepared)[number]) => void, rounds = Number(flag('rounds') ?? 5)) => {
      const spent = new Map<string, number>();
      let total = 0;
      for (let r = 0; r < rounds; r++) {
        for (const cls of classes) {
          const batch = prepared.filter((p) => p.cls === cls);
          const t = cpuUs();
          for (const p of batch) run(p);
          const us = (cpuUs() - t) / batch.length;
          if (r > 0) spent.set(cls, (spent.get(cls) ?? 0) + us / (rounds - 1));
        }
      }
      for (const us of spent.values()) total += us / spent.size;
      const line = [...spent].map(([cls, us]) => `${cls} ${us.toFixed(0)}`);
      console.log(`${label}: ${total.toFixed(0)} µs CPU per query (mean of classes); by class: ${line.join(', ')}`);
      // Allocation per query (what the collector later has to sweep): the heap grown by one query
      // after a young-generation collection, no collection happening within a query of this size.
      if (gc) {
        let bytes = 0;
        for (const p of prepared) {
          gc({ type: 'minor' });
          const m0 = process.memoryUsage();
          run(p);
          const m1 = process.memoryUsage();
          bytes += Math.max(0, m1.heapUsed + m1.arrayBuffers - m0.heapUsed - m0.arrayBuffers);
        }
        console.log(`  ${(bytes / prepared.length / 1024).toFixed(1)} KB allocated per query (mean)`);
      }
    };
    time('page', (p) => index.page(p.q, p.terms, p.english));
    time('facets', (p) => index.facets(p.q, p.terms, p.english));
    time('suggest', (p) => index.suggest(searchTerms(p.q.keyword ?? p.q.category ?? 'ge').slice(0, 2)));
    time('spelling', (p) => index.correct(searchTerms(p.q.keyword ?? '')));

    if (process.argv.includes('--check')) {
      let same = 0;
      const differ: string[] = [];
      started = performance.now();
      for (const p of prepared.filter((x) => x.terms?.length)) {
        const mine = index.page(p.q, p.terms, p.english);
        const theirs = await sqlKeywordPage(db, { ...p.q, keyword: p.terms!.join(' ') }, 1000);
        // Past the cap a relevance page depends on which 1,001 matches were read: PostgreSQL reads
        // its heap's order, the engine ascending ids. Totals and sorted pages do not.
        const byRelevance = !p.q.sort || p.q.sort === 'relevance';
        if (mine.total > 1000 && byRelevance) mine.ids = theirs.ids;
        if (JSON.stringify(mine) === JSON.stringify(theirs)) same++;
        else differ.push(`${p.q.keyword}: ${JSON.stringify(mine)} / ${JSON.stringify(theirs)}`);
      }
      console.log(
        `check: ${same} keyword pages the same as the SQL's, ${differ.length} different (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
      for (const d of differ.slice(0, 10)) console.log(`  ${d}`);
      const [{ n }] = await rowsOf(db, sql`select count(*)::int as n from products where status = 'active'`);
      console.log(`size ${index.size}, active in the database ${n}`);
    }
  } finally {
    await database.close();
  }
}

await main();
