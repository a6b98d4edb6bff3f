/**
 * Durability under a crash: `npm run bench:crash`.
 *
 * Starts the real shop (`node --import tsx server/main.ts --api-only`, NODE_ENV=production, its own
 * DATA_DIR and port), places orders from concurrent clients, kills the server with SIGKILL in the
 * middle of the load (right as an order is acknowledged), restarts it on the same data and checks
 * that every order answered 201 is there and complete, and that the stock of every product is its
 * initial stock minus the quantities of the orders present. Several rounds (kill, restart, check),
 * on each database: the embedded PGlite, then PostgreSQL when a server is at hand.
 *
 *   npm run bench:crash                                  # PGlite, then PostgreSQL if reachable
 *   npm run bench:crash -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:crash -- --only pglite                 # or --only postgres
 *   options: --rounds 3 --clients 20 --load-ms 4000 (±50 % at random) --products 20
 *
 * PostgreSQL: `--postgres URL`, else BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres when it answers. A database of its own is created on
 * that (local) server and dropped afterwards; the one in the URL is never written to.
 * Exits 1 when an acknowledged order is lost or incomplete, or the stock does not add up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { flag, intFlag } from './lib/cli';
import { allOrders, api, load, prepareProducts, sameItems, signIn, STOCK, stockOf, type Ack } from './lib/crash-client';
import { findPostgres, ownDatabase } from './lib/crash-databases';
import { startServer } from './lib/crash-server';
import { runMain } from './lib/lifecycle';
import { ROOT } from './lib/results';
import type { DeliveryRules } from '#core/pricing/totals';

const ADMIN = { email: 'crash-bench@example.com', password: `crash-${randomBytes(9).toString('base64url')}` };

interface Settings {
  rounds: number;
  clients: number;
  loadMs: number;
  productCount: number;
}
interface Summary {
  engine: string;
  acknowledged: number;
  found: number;
  lost: number;
  incomplete: number;
  stockWrong: number;
}

/** Rounds of load, SIGKILL, restart and check on one database; prints a table, returns the totals. */
async function crashRounds(engine: string, env: NodeJS.ProcessEnv, s: Settings): Promise<Summary> {
  console.log(
    `\nbench:crash on ${engine}: ${s.rounds} round(s), ${s.clients} clients, SIGKILL after ~${s.loadMs} ms of load each round`,
  );
  let server = await startServer(env, 'start');
  let { token, user } = await signIn(server.url, ADMIN);
  const products = await prepareProducts(server.url, token, s.productCount);
  const settings = (await api<DeliveryRules>(server.url, 'GET', '/api/settings')).json;
  const rules = { deliveryFee: settings.deliveryFee, freeDeliveryThreshold: settings.freeDeliveryThreshold };
  const ids = products.map((p) => p.id);
  const initialStock = await stockOf(server.url, ids);
  console.log(
    `${products.length} products prepared (stock ${STOCK} each); delivery fee ${rules.deliveryFee}, free above ${rules.freeDeliveryThreshold}`,
  );

  const acked = new Map<number, Ack>();
  const rows: string[][] = [];
  let summary: Summary = { engine, acknowledged: 0, found: 0, lost: 0, incomplete: 0, stockWrong: 0 };
  for (let round = 1; round <= s.rounds; round++) {
    const killAfter = Math.round(s.loadMs * (0.5 + Math.random()));
    // Once the time is up, the kill comes the moment the next 201 arrives: the order just
    // acknowledged is as fresh as it gets, and the other clients' orders are still in flight.
    let armed = false;
    let beforeKill = 0;
    const target = server;
    const killNow = () => {
      if (!armed) return;
      armed = false;
      beforeKill = Date.now();
      target.kill('SIGKILL');
    };
    const loading = load(server.url, token, products, rules, s.clients, killNow);
    await new Promise((r) => setTimeout(r, killAfter));
    armed = true;
    const fallback = setTimeout(killNow, 5_000); // no 201 coming: kill anyway
    const how = await server.exited;
    clearTimeout(fallback);
    const result = await loading;
    for (const a of result.acked) acked.set(a.id, a);
    console.log(
      `round ${round}: killed (${how}) right after a 201, ${killAfter} ms into the load, ${Date.now() - beforeKill} ms to die; ` +
        `${result.acked.length} orders acknowledged this round, ${result.failed} requests cut off` +
        (Object.keys(result.refused).length ? `, refused: ${JSON.stringify(result.refused)}` : ''),
    );

    server = await startServer(env, `restart ${round}`);
    ({ token, user } = await signIn(server.url, ADMIN));
    const orders = (await allOrders(server.url, token)).filter((o) => o.user?.id === user.id);
    const byId = new Map(orders.map((o) => [o.id, o]));
    const now: Summary = { engine, acknowledged: acked.size, found: 0, lost: 0, incomplete: 0, stockWrong: 0 };
    for (const ack of acked.values()) {
      const o = byId.get(ack.id);
      const wrong = o ? sameItems(ack, o) : 'not in the database';
      if (!o) now.lost++;
      else if (wrong) now.incomplete++;
      else now.found++;
      if (wrong && now.lost + now.incomplete <= 5)
        console.log(`  ${o ? 'INCOMPLETE' : 'LOST'}: order ${ack.id} (answered 201): ${wrong}`);
    }
    // Orders cut off mid-request may have been saved without an answer: they count for the stock.
    const unacknowledged = orders.filter((o) => !acked.has(o.id)).length;
    const stock = await stockOf(server.url, ids);
    const taken = new Map<number, number>();
    for (const o of orders)
      for (const i of o.order_items)
        if (i.product) taken.set(Number(i.product), (taken.get(Number(i.product)) ?? 0) + i.quantity);
    const badStock = products.filter((p) => stock.get(p.id) !== initialStock.get(p.id)! - (taken.get(p.id) ?? 0));
    for (const p of badStock.slice(0, 5)) {
      console.log(
        `  STOCK: product ${p.id} has ${stock.get(p.id)}, expected ${initialStock.get(p.id)} − ${taken.get(p.id) ?? 0}`,
      );
    }
    // A stock that was wrong after any round stays reported, even if a later round hides it.
    now.stockWrong = Math.max(badStock.length, summary.stockWrong);
    summary = now;
    rows.push([
      String(round),
      String(now.acknowledged),
      String(now.found),
      String(now.lost),
      String(now.incomplete),
      String(unacknowledged),
      badStock.length ? `${badStock.length} wrong` : 'consistent',
    ]);
  }
  server.kill('SIGTERM');
  await server.exited;

  const header = ['round', 'acknowledged (total)', 'found', 'lost', 'incomplete', 'saved without answer', 'stock'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${engine}\n${line(header)}\n${rows.map(line).join('\n')}`);
  return summary;
}

async function main() {
  const s: Settings = {
    rounds: intFlag('rounds', 3),
    clients: intFlag('clients', 20),
    loadMs: intFlag('load-ms', 4000),
    productCount: intFlag('products', 20),
  };
  const only = flag('only');
  if (only && only !== 'pglite' && only !== 'postgres') throw new Error('--only takes pglite or postgres');
  const postgres = only === 'pglite' ? { why: '--only pglite' } : await findPostgres();
  if (only === 'postgres' && !postgres.url) throw new Error(postgres.why);

  const summaries: Summary[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    if (only && only !== engine) continue;
    if (engine === 'postgres' && !postgres.url) {
      console.log(`\nPostgreSQL skipped: ${postgres.why}`);
      continue;
    }
    const work = mkdtempSync(join(os.tmpdir(), 'shop-crash-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      MPESA_ENV: 'simulator',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
    };
    for (const key of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'MPESA_CALLBACK_SECRET', 'WHATSAPP_NUMBER'])
      delete env[key];
    const db = engine === 'postgres' ? await ownDatabase(postgres.url!) : undefined;
    if (db) env.DATABASE_URL = db.url;
    const label = db ? `PostgreSQL (database ${db.name}, dropped afterwards)` : 'PGlite (embedded, DATA_DIR/db)';
    try {
      summaries.push({
        ...(await crashRounds(label, env, s)),
        engine: engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
      });
    } finally {
      await db?.drop();
      rmSync(work, { recursive: true, force: true });
    }
  }

  console.log('\nSummary (all rounds):');
  for (const r of summaries) {
    console.log(
      `  ${r.engine.padEnd(10)} orders acknowledged: ${r.acknowledged}, found: ${r.found}, lost: ${r.lost}` +
        `${r.incomplete ? `, incomplete: ${r.incomplete}` : ''}, stock ${r.stockWrong ? `wrong for ${r.stockWrong} products` : 'consistent'}`,
    );
  }
  if (summaries.some((r) => r.lost + r.incomplete + r.stockWrong > 0)) {
    console.log('FAIL: acknowledged orders were lost or damaged, or the stock does not add up.');
    process.exitCode = 1;
  }
}

runMain(async () => {
  await main();
  if (process.exitCode) throw Object.assign(new Error('durability check failed'), { name: 'StartError' });
});
