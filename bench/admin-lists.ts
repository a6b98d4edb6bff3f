/**
 * Admin list benchmark (issue 20b): the admin product list and the audit log at 100,000 products
 * and 100,000 audit rows on PostgreSQL. Each request shape is called one after another through the
 * service (the SQL the endpoint runs, without HTTP), and p50 / p99 are printed. Figures only: it
 * never fails because something is slow.
 *
 *   npx tsx bench/admin-lists.ts [--products 100000] [--audit 100000] [--runs 200] [--admin-url URL] [--keep-databases]
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client';
import { auditQuerySchema } from '#core/schemas/audit';
import { adminProductQuerySchema } from '#core/schemas/admin-products';
import { listAudit } from '#server/modules/audit/service';
import { adminProducts } from '#server/modules/catalog/admin-list';
import { catalogDatabase, DEFAULT_ADMIN_URL } from './lib/catalog-db';
import { flag, hasFlag, intFlag } from './lib/cli';
import { runMain } from './lib/lifecycle';
import { table } from './lib/results';

const PRODUCT_SHAPES: Record<string, Record<string, string>> = {
  'first page (name)': {},
  'page 40 (name)': { page: '40' },
  'search "ryzen"': { q: 'ryzen' },
  'search by id': { q: '4242' },
  'category + low stock': { category: 'processors', stock: 'low' },
  'status draft': { status: 'draft' },
  'out of stock, by price desc': { stock: 'out', sort: 'price', dir: 'desc' },
  'brand + in stock, by stock': { brand: 'asus', stock: 'in', sort: 'stock' },
  'newest first': { sort: 'newest', dir: 'desc' },
};

const AUDIT_SHAPES: Record<string, Record<string, string>> = {
  'newest page': {},
  'page 100': { page: '100' },
  'one product': { entity: 'product', entityId: '4242' },
  'one actor': { actorId: '1' },
  'entity = order': { entity: 'order' },
  'one day': { from: '2026-11-01', to: '2026-11-01' },
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return [pct(ms, 50).toFixed(1), pct(ms, 99).toFixed(1)];
}

async function main() {
  const size = intFlag('products', 100_000);
  const auditRows = intFlag('audit', 100_000);
  const runs = intFlag('runs', 200);
  const catalog = await catalogDatabase(
    flag('admin-url') || DEFAULT_ADMIN_URL,
    size,
    hasFlag('keep-databases'),
    'shop_i20b',
  );
  const database = await openDatabase({ url: catalog.url });
  const { db } = database;
  // A share of drafts and archived products, and an audit log spread over 60 days and 4 actors.
  // Only the rows that change: each updated row runs the search-word triggers.
  await db.execute(
    sql`update products set status = case when id % 50 = 0 then 'draft' else 'archived' end where id % 50 = 0 or id % 77 = 0`,
  );
  await db.execute(
    sql`insert into users (name, email, password_hash, is_admin) select 'Bench ' || g, 'bench' || g || '@example.com', 'x', g = 1 from generate_series(1, 4) g on conflict do nothing`,
  );
  await db.execute(sql`delete from audit_log`);
  await db.execute(sql`
    insert into audit_log (actor_id, actor_label, entity, entity_id, action, before, after, created_at)
    select (select min(id) from users) + (g % 4), 'Bench', (array['product','product','product','order','user','settings'])[1 + g % 6],
           (1 + (g * 7919) % ${size})::text, 'update', jsonb_build_object('price', g), jsonb_build_object('price', g + 1),
           timestamptz '2026-11-24' - (g % 60) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(1, ${auditRows}) g`);
  await db.execute(sql`analyze`);
  const rows: string[][] = [];
  for (const [name, params] of Object.entries(PRODUCT_SHAPES)) {
    const q = adminProductQuerySchema.parse(params);
    rows.push(['GET /api/admin/products', name, ...(await time(runs, () => adminProducts(db, q, 5)))]);
  }
  for (const [name, params] of Object.entries(AUDIT_SHAPES)) {
    const q = auditQuerySchema.parse(params);
    rows.push(['GET /api/admin/audit', name, ...(await time(runs, () => listAudit(db, q)))]);
  }
  // The machine's load decides much of the figures on a shared box: printed with them.
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  console.log(
    `\n${size.toLocaleString('en-US')} products, ${auditRows.toLocaleString('en-US')} audit rows, PostgreSQL, ${runs} sequential calls each; load average ${load}:\n`,
  );
  console.log(table(['endpoint', 'request', 'p50 ms', 'p99 ms'], rows));
  await database.close();
}

runMain(main);
