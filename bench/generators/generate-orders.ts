/**
 * `npm run db:generate-orders -- --customers 50000 --orders 200000 [--database-url URL]`
 *
 * Adds generated customers and orders (with items, M-Pesa payments and timeline events) on top of a
 * catalog (run `db:generate-catalog` first), for the admin bench (issue 20, decision 033). Customers
 * are `customer<N>@gen.example`; their orders spread over two years, every stage represented
 * (most delivered, some awaiting payment, cancelled, expired, refunded), one to three lines each, a
 * paid M-Pesa push with a receipt for every paid order and a failed one before it for some. Runs in
 * SQL on the server (generate_series, arithmetic instead of random(): the same N gives the same
 * data). A second run adds only what is missing. VACUUM ANALYZE at the end.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client';

const FIRST = [
  'Wanjiku',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Kiprop',
  'Chebet',
  'Mutua',
  'Wambui',
  'Odhiambo',
  'Nyambura',
  'Kibet',
  'Atieno',
  'Njoroge',
  'Moraa',
  'Omondi',
  'Wairimu',
  'Kiplagat',
];
const LAST = [
  'Kariuki',
  'Ochieng',
  'Wafula',
  'Mutiso',
  'Korir',
  'Nyaga',
  'Onyango',
  'Kimani',
  'Barasa',
  'Rotich',
  'Muthoni',
  'Owino',
  'Cheruiyot',
  'Ndungu',
  'Wekesa',
  'Macharia',
  'Langat',
  'Gitau',
  'Auma',
  'Kilonzo',
];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

async function rows<T>(db: Db, q: ReturnType<typeof sql>) {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export async function generateOrders(db: Db, opts: { customers: number; orders: number; log?: (s: string) => void }) {
  const log = opts.log ?? (() => {});
  const t0 = Date.now();
  await db.execute(sql`
    insert into users (name, email, password_hash, email_verified_at, created_at)
    select (${arr(FIRST)})[1 + i % 20] || ' ' || (${arr(LAST)})[1 + (i / 20) % 20] || ' ' || i,
           'customer' || i || '@gen.example', 'generated: cannot sign in', now(),
           now() - make_interval(days => ((i * 7919) % 900)::int, secs => (i * 104729) % 86400)
    from generate_series(1::bigint, ${opts.customers}) i
    on conflict (email) do nothing`);
  log(`customers: ${opts.customers} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const [{ have }] = await rows<{ have: string }>(
    db,
    sql`select count(*) as have from orders where phone like 'gen:%'`,
  );
  const from = Number(have) + 1;
  if (from > opts.orders) return log('orders: already there');
  const [{ pmin, pcount }] = await rows<{ pmin: number; pcount: string }>(
    db,
    sql`select min(id) as pmin, count(*) as pcount from products`,
  );
  if (!Number(pcount)) throw new Error('No products: run db:generate-catalog first');

  const t1 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table gen_users on commit drop as
      select row_number() over (order by id) as n, id from users where email like '%@gen.example'`);
    await tx.execute(sql`create temp table gen_orders on commit drop as
      select i, u.id as user_id,
        (array['awaiting_payment','cancelled','expired','refunded','paid','paid','processing','dispatched','dispatched',
               'delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','collected','collected','delivered'])[1 + (i * 13) % 20] as status,
        now() - make_interval(days => ((i * 3571) % 730)::int, secs => (i * 7919) % 86400) as created_at
      from generate_series(${from}::bigint, ${opts.orders}) i
      join gen_users u on u.n = 1 + (i * 2654435761) % (select count(*) from gen_users)`);
    // One to three lines, products spread over the catalog by a multiplicative hash of (order, line).
    await tx.execute(sql`create temp table gen_items on commit drop as
      select g.i, p.id as product_id, p.name, p.image, p.price, 1 + (g.i + k) % 2 as quantity
      from gen_orders g cross join generate_series(1::bigint, 3) k
      join products p on p.id = ${pmin} + ((g.i * 40503 + k * 9973) % ${Number(pcount)})
      where k <= 1 + g.i % 3`);
    await tx.execute(sql`
      insert into orders (user_id, status, items_price, total_price, phone, paid_at, delivered_at, delivery_method, delivery_address, created_at, updated_at)
      select g.user_id, g.status, t.total, t.total, 'gen:' || g.i,
        case when g.status not in ('awaiting_payment', 'cancelled', 'expired') then g.created_at + interval '2 minutes' end,
        case when g.status in ('delivered', 'collected') then g.created_at + interval '2 days' end,
        case when g.status = 'collected' then 'pickup' else 'courier' end,
        case when g.status = 'collected' then null else jsonb_build_object('county', 'Nairobi', 'town', 'Kilimani', 'street', 'Street ' || g.i,
          'landmark', '', 'phone', '2547' || lpad(((g.user_id * 7919) % 100000000)::text, 8, '0')) end,
        g.created_at, g.created_at
      from gen_orders g join (select i, sum(price * quantity) as total from gen_items group by i) t on t.i = g.i
      order by g.i`);
    await tx.execute(sql`create temp table gen_ids on commit drop as
      select g.*, o.id as order_id, o.paid_at from gen_orders g join orders o on o.phone = 'gen:' || g.i`);
    await tx.execute(sql`insert into order_items (order_id, product_id, name, quantity, price, image)
      select o.order_id, it.product_id, it.name, it.quantity, it.price, it.image from gen_items it join gen_ids o on o.i = it.i`);
    // A failed push before the paid one for every seventh order; the phone is the customer's.
    await tx.execute(sql`insert into mpesa_payments (order_id, phone, amount, status, result_code, result_desc, receipt_number, checkout_request_id, created_at, updated_at)
      select o.order_id, '2547' || lpad(((o.user_id * 7919) % 100000000)::text, 8, '0'), ceil(ord.total_price)::int,
        s.status, case when s.status = 'paid' then 0 else 1032 end,
        case when s.status = 'paid' then 'The service request is processed successfully.' else 'Request cancelled by user' end,
        case when s.status = 'paid' then 'G' || upper(lpad(to_hex(o.i), 9, '0')) end,
        'ws_CO_gen_' || s.status || '_' || o.i, o.created_at + interval '1 minute', coalesce(o.paid_at, o.created_at + interval '2 minutes')
      from gen_ids o join orders ord on ord.id = o.order_id
      cross join lateral (values ('failed'), ('paid')) s(status)
      where (s.status = 'paid' and o.paid_at is not null) or (s.status = 'failed' and o.i % 7 = 0)`);
    await tx.execute(sql`insert into order_events (order_id, from_stage, stage, actor, created_at)
      select order_id, 'awaiting_payment', 'paid', 'system', paid_at from gen_ids where paid_at is not null
      union all
      select order_id, 'paid', status, 'admin', created_at + interval '1 day' from gen_ids where status in ('processing','dispatched','delivered','collected')
      union all
      select order_id, 'paid', 'cancelled', 'customer', created_at + interval '3 hours' from gen_ids where status = 'refunded'
      union all
      select order_id, 'cancelled', 'refunded', 'admin', created_at + interval '1 day' from gen_ids where status = 'refunded'
      union all
      select order_id, 'awaiting_payment', status, 'system', created_at + interval '1 hour' from gen_ids where status in ('cancelled','expired')`);
  });
  log(
    `orders: ${opts.orders - from + 1} with items, payments and events in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`vacuum analyze`);
}

function arg(name: string, fallback?: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const url = arg('database-url', process.env.DATABASE_URL);
  const database = await openDatabase(url ? { url } : { dataDir: path.resolve(process.env.DATA_DIR ?? 'data', 'db') });
  try {
    await database.migrate();
    await generateOrders(database.db, {
      customers: Number(arg('customers', '50000')),
      orders: Number(arg('orders', '200000')),
      log: (s) => console.log(s),
    });
  } finally {
    await database.close();
  }
}
