/**
 * The shop-side cost of one page of GET /api/products built three ways (issue 16), in this process,
 * on the bench database (read only): µs of CPU per page of 24 products.
 *   1. today: the 24 rows read by id (drizzle + pg), toProduct, zod's serializer (productListSchema);
 *   1b. the product store when none of the 24 is in memory (read, each product's JSON built once);
 *   2. the product store's objects (no database), zod's serializer;
 *   3. the product store's JSON joined by listJson.
 *
 *   nice -n 5 npx tsx bench/list-json-cost.mts [DATABASE_URL] [ROUNDS]
 */
import { inArray, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { openDatabase } from '#db/client';
import { products } from '#db/schema';
import { productListSchema } from '#core/schemas/catalog';
import { createProductStore, listJson } from '../server/search';
import { searchSource } from '../server/modules/catalog/search-source';
import { toProduct } from '../server/modules/catalog/serialize';
import { productColumns } from '../server/modules/catalog/service';
import { assertLocalDatabaseUrl } from './lib/local';

const url = process.argv.find((a) => a.startsWith('postgres')) ?? 'postgres://postgres@127.0.0.1:5432/shop_search_100k';
const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 300);
assertLocalDatabaseUrl(url);
const database = await openDatabase({ url, poolSize: 2 });
const serialize = serializerCompiler({ schema: productListSchema, method: 'GET', url: '/api/products' } as never);
// Pages of 24 ids spread over the catalog, as searches would name them.
const { rows } = (await database.db.execute(
  sql`select id from products where status = 'active' order by random() limit ${24 * rounds}`,
)) as unknown as {
  rows: { id: number }[];
};
const pages = Array.from({ length: rounds }, (_, i) => rows.slice(i * 24, i * 24 + 24).map((r) => r.id));
const meta = { page: 1, pages: 42, total: 1001 };

async function cpu(name: string, fn: (ids: number[]) => Promise<string>) {
  for (const ids of pages.slice(0, 30)) await fn(ids); // warm up
  const before = process.cpuUsage();
  let bytes = 0;
  for (const ids of pages) bytes += (await fn(ids)).length;
  const used = process.cpuUsage(before);
  console.log(
    `${name.padEnd(44)} ${Math.round((used.user + used.system) / pages.length)} µs per page (${Math.round(bytes / pages.length / 1024)} KB)`,
  );
}

const cold = () => createProductStore(searchSource(database.db));
for (let pass = 1; pass <= 2; pass++) {
  await cpu('1. rows by id (drizzle, pg), zod serializer', async (ids) => {
    const found = await database.db.select(productColumns).from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((r) => [r.id, toProduct(r)]));
    return serialize({ products: ids.map((id) => byId.get(id)), ...meta }) as string;
  });
  const missing = cold();
  await cpu('1b. store misses: read, JSON built, listJson', async (ids) => {
    missing.clear();
    return listJson(meta, await missing.json(ids));
  });
  const store = cold();
  for (const ids of pages) await store.get(ids);
  await cpu(
    '2. store objects, zod serializer',
    async (ids) => serialize({ products: await store.get(ids), ...meta }) as string,
  );
  await cpu('3. store JSON, listJson', async (ids) => listJson(meta, await store.json(ids)));
}
await database.close();
