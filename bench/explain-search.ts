/**
 * EXPLAIN ANALYZE of every statement one request of each search class sends (decision 027):
 * `npm run bench:explain-search -- --database-url URL [--query '/api/products?keyword=ryzen' …]`.
 * It calls the shop's own services on a handle that, for each statement, prints its plan
 * (`explain (analyze, buffers)`: the statement runs) and then runs it for the answer. Figures only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DbOrTx } from '#db/client';
import { productQuerySchema } from '#core/schemas/catalog';
import { productFacets } from '#server/modules/catalog/facets';
import { listProducts } from '#server/modules/catalog/service';
import { suggestions } from '#server/modules/catalog/suggest-sql';
import { flag } from './lib/cli';
import { runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl } from './lib/local';

/** One request per class, as the bench's generator makes them (bench/lib/search-queries.ts). */
const DEFAULT_QUERIES = [
  ['word (common)', '/api/products?keyword=ryzen'],
  ['word (rare)', '/api/products?keyword=peerless'],
  ['two words', '/api/products?keyword=corsair%20vengeance'],
  ['prefix', '/api/products?keyword=gefo'],
  ['typo', '/api/products?keyword=ryzn'],
  ['model', '/api/products?keyword=msi%204070'],
  ['price range', '/api/products?keyword=gaming&minPrice=20000&maxPrice=60000'],
  ['sort, rare word', '/api/products?keyword=peerless&sort=price-high'],
  ['sort, common word', '/api/products?keyword=ryzen&sort=price-low'],
  ['page 5', '/api/products?keyword=gold&pageNumber=5'],
  ['facets, common word', '/api/products/facets?keyword=memory'],
  ['facets, rare word', '/api/products/facets?keyword=peerless'],
  ['suggest', '/api/products/suggest?q=ge'],
] as const;

function explaining(db: DbOrTx, out: string[]): DbOrTx {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const started = performance.now();
        const result = await target.execute(query);
        const ms = performance.now() - started;
        // The planner's estimate (an EXPLAIN itself) cannot be explained: its time is shown.
        const plan = await target.execute(sql`explain (analyze, buffers, costs off) ${query}`).catch(() => undefined);
        const rows = (plan as unknown as { rows: Record<string, string>[] } | undefined)?.rows;
        out.push(
          rows
            ? rows.map((r) => r['QUERY PLAN']).join('\n')
            : `(an EXPLAIN: the planner's row estimate, ${ms.toFixed(1)} ms)`,
        );
        return result;
      };
    },
  });
}

async function main() {
  const url = flag('database-url');
  if (!url) throw new Error('--database-url is required (a PostgreSQL catalog, e.g. one made by db:generate-catalog)');
  assertLocalDatabaseUrl(url);
  const queries = flag('query') ? [['query', flag('query')!] as const] : DEFAULT_QUERIES;
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    for (const [label, path] of queries) {
      const u = new URL(path, 'http://x');
      const params = Object.fromEntries(u.searchParams);
      const plans: string[] = [];
      const db = explaining(database.db, plans);
      const started = performance.now();
      if (u.pathname.endsWith('/suggest')) await suggestions(db, (params.q ?? '').toLowerCase());
      else if (u.pathname.endsWith('/facets')) await productFacets(db, productQuerySchema.parse(params));
      else await listProducts(db, productQuerySchema.parse(params));
      const ms = performance.now() - started;
      console.log(
        `\n### ${label}: ${decodeURIComponent(path)} — ${plans.length} statement(s), ${ms.toFixed(1)} ms with the EXPLAINs\n`,
      );
      for (const plan of plans) console.log(`${plan}\n`);
    }
  } finally {
    await database.close();
  }
}

runMain(main);
