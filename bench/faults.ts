/**
 * Money under faults (issue 33): `npm run bench:faults`.
 *
 * Runs the shop (`server/main.ts --api-only`, NODE_ENV=production) with WORKERS=3 on a PostgreSQL
 * database of its own and a Redis of its own (redis-server on --redis-port, 6390 by default, so the
 * machine's shared Redis is never stopped), under ~15 clients that place orders and pay each with a
 * Paybill confirmation as Daraja posts it. After a quiet phase (with 20 confirmations of KES 11 for one
 * order sent at once across the workers), in turn: kill -9 one worker; pg_terminate_backend every
 * connection of the shop; stop Redis for a few seconds and start it again. Then it waits for the
 * payment-inbox job to apply what is stored and prints, per phase: orders and payments acknowledged
 * vs recorded, 5xx and unanswered requests, worker exits, and seconds until the errors stopped; and
 * whether every product's stock adds up.
 *
 *   npm run bench:faults -- [--clients 15] [--phase-seconds 12] [--redis-port 6390] [--postgres URL]
 * Exits 1 when an acknowledged order or payment is missing or the stock does not add up.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { HOLDS_STOCK } from '#core/orders/stages';
import { orderTotals, type DeliveryRules } from '#core/pricing/totals';
import { intFlag } from './lib/cli';
import { api, prepareProducts, signIn, STOCK } from './lib/crash-client';
import { findPostgres, ownDatabase } from './lib/crash-databases';
import { call, client, confirmation, newPhase, nextReceipt, type PhaseStats } from './lib/faults-load';
import { onCleanup, runMain } from './lib/lifecycle';
import { ROOT } from './lib/results';
import { freePort } from './lib/shop-server';

const ADMIN = { email: 'faults-bench@example.com', password: `faults-${randomBytes(9).toString('base64url')}` };
const CONFIRM_SECRET = randomBytes(24).toString('base64url');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startRedis(port: number): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  onCleanup(stop);
  return { child, stop };
}

async function startShop(env: NodeJS.ProcessEnv, onLine: (line: string) => void) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts'), '--api-only'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  onCleanup(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    const t = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  });
  for (const started = Date.now(); ; await sleep(300)) {
    if ((await call(url, 'GET', '/api/health')).status === 200) break;
    if (Date.now() - started > 180_000 || child.exitCode !== null) throw new Error('the shop did not start');
  }
  // All three workers listening: the primary says "Shop ready" once they are.
  return { url, child };
}

/** The worker processes of the primary (its children running the shop: tsx also starts an esbuild child). */
const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('server/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter(Boolean);

async function main() {
  const clients = intFlag('clients', 15);
  const phaseMs = intFlag('phase-seconds', 12) * 1000;
  const redisPort = intFlag('redis-port', 6390);
  const postgres = await findPostgres();
  if (!postgres.url) throw new Error(postgres.why);
  const db = await ownDatabase(postgres.url);
  const work = mkdtempSync(join(os.tmpdir(), 'shop-faults-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  let redis = startRedis(redisPort);
  await sleep(300);

  const phases: PhaseStats[] = [];
  let current = newPhase('quiet');
  phases.push(current);
  const primaryLog: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: db.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    WORKERS: '3',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    MPESA_ENV: 'simulator',
    MPESA_PAYBILL_CONFIRM_SECRET: CONFIRM_SECRET,
    JOB_INTERVAL_SECONDS: '2',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
  };
  for (const key of ['SMTP_URL', 'MPESA_CALLBACK_SECRET', 'WHATSAPP_NUMBER']) delete env[key];
  console.log(
    `bench:faults: WORKERS=3, PostgreSQL database ${db.name}, Redis on port ${redisPort}, ${clients} clients`,
  );
  const shop = await startShop(env, (line) => {
    if (/worker \d+ exited/.test(line)) current.workerExits++;
    if (/exited|Error|"level":(50|60)/.test(line)) primaryLog.push(`${current.name}: ${line.slice(0, 240)}`);
  });
  const { token } = await signIn(shop.url, ADMIN);
  const products = await prepareProducts(shop.url, token, 12);
  const settings = (await api<DeliveryRules>(shop.url, 'GET', '/api/settings')).json;
  const rules = { deliveryFee: settings.deliveryFee, freeDeliveryThreshold: settings.freeDeliveryThreshold };
  const confirmPath = `/api/payments/paybill/confirm/${CONFIRM_SECRET}`;
  const run = randomBytes(2).toString('hex').toUpperCase().slice(0, 3);

  // Twenty confirmations of KES 11 for one order, all at once, spread over the three workers.
  const lines = [
    {
      product: String(products[0].id),
      name: products[0].name,
      price: products[0].price,
      image: products[0].image,
      quantity: 1,
    },
  ];
  const t = orderTotals(products[0].price, rules);
  const one = await call(shop.url, 'POST', '/api/orders', token, {
    orderItems: lines,
    paymentMethod: 'M-Pesa',
    itemsPrice: t.itemsPrice,
    totalPrice: t.total,
  });
  const burst = await Promise.all(
    Array.from({ length: 20 }, () => {
      const receipt = nextReceipt(run);
      return call(shop.url, 'POST', confirmPath, undefined, confirmation(one.json.id, 11, receipt)).then((r) => {
        if (r.status === 200) current.paymentsAcked.set(receipt, { orderId: one.json.id, amount: 11 });
        return r.status;
      });
    }),
  );
  current.ordersAcked.push(one.json.id);

  let stopped = false;
  const load = Array.from({ length: clients }, () =>
    client({ base: shop.url, token, products, rules, confirmPath, run, phase: () => current, stopped: () => stopped }),
  );
  const probe = (async () => {
    while (!stopped) {
      const r = await call(shop.url, 'GET', '/api/health');
      if (r.status === 0 || r.status >= 500) current.lastFailureAt = Date.now();
      await sleep(250);
    }
  })();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  const faults: [string, () => Promise<void>][] = [
    [
      'kill -9 a worker',
      async () => {
        const [pid] = workerPids(shop.child.pid!);
        process.kill(pid, 'SIGKILL');
      },
    ],
    [
      'drop every DB connection',
      async () => {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [db.name],
        );
      },
    ],
    [
      'stop Redis 4 s',
      async () => {
        await redis.stop();
        await sleep(4000);
        redis = startRedis(redisPort);
      },
    ],
  ];
  await sleep(phaseMs);
  for (const [name, inject] of faults) {
    current = newPhase(name);
    phases.push(current);
    await inject();
    await sleep(phaseMs);
    // The next fault only once this one is over: no failure seen for 3 s (at most a minute more).
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500))
      if (Date.now() - Math.max(current.lastFailureAt, current.startedAt) > 3000) break;
  }
  stopped = true;
  await Promise.all([...load, probe]);

  // What was acknowledged must be there once the inbox is drained (the retry job runs every 2 s).
  const q = new pg.Client({ connectionString: db.url });
  await q.connect();
  const drainStart = Date.now();
  let unapplied = -1;
  while (Date.now() - drainStart < 120_000) {
    unapplied = (await q.query('select count(*)::int n from payment_callbacks where applied_at is null')).rows[0].n;
    if (unapplied === 0) break;
    await sleep(1000);
  }
  const orderIds = new Set((await q.query('select id from orders')).rows.map((r) => r.id as number));
  const receipts = new Set(
    (await q.query('select receipt_number from mpesa_payments where receipt_number is not null')).rows.map(
      (r) => r.receipt_number as string,
    ),
  );
  const stock = await q.query(
    `select p.id, p.count_in_stock + coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
       where oi.product_id = p.id and o.status = any($2)), 0) as total from products p where p.id = any($1)`,
    [products.map((p) => p.id), HOLDS_STOCK],
  );
  const stockWrong = stock.rows.filter((r) => Number(r.total) !== STOCK).length;
  const burstRecorded = (
    await q.query('select coalesce(sum(amount), 0)::int s from mpesa_payments where order_id = $1', [one.json.id])
  ).rows[0].s;
  await q.end();
  await admin.end();

  console.log(
    `\n20 confirmations of KES 11 for order ${one.json.id} at once: ${burst.filter((s) => s === 200).length} answered 200, KES ${burstRecorded} recorded`,
  );
  console.log(`inbox drained in ${((Date.now() - drainStart) / 1000).toFixed(1)} s (unapplied left: ${unapplied})\n`);
  const header = [
    'phase',
    'orders ack',
    'orders rec',
    'pay ack',
    'pay rec',
    '5xx',
    'no answer',
    'worker exits',
    'recover s',
  ];
  const rows = phases.map((p) => {
    const payRec = [...p.paymentsAcked.keys()].filter((r) => receipts.has(r)).length;
    const recover = p.lastFailureAt ? ((p.lastFailureAt - p.startedAt) / 1000).toFixed(1) : '0';
    return [
      p.name,
      p.ordersAcked.length,
      p.ordersAcked.filter((id) => orderIds.has(id)).length,
      p.paymentsAcked.size,
      payRec,
      p.status5xx,
      p.noAnswer,
      p.workerExits,
      recover,
    ].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log(
    `\nstock conserved: ${stockWrong ? `NO, wrong for ${stockWrong} products` : `yes (${products.length} products)`}`,
  );
  if (primaryLog.length) console.log(`\nserver lines worth reading (first 15):\n${primaryLog.slice(0, 15).join('\n')}`);
  const lost = rows.reduce((n, r) => n + Number(r[1]) - Number(r[2]) + Number(r[3]) - Number(r[4]), 0);
  if (lost || stockWrong || burstRecorded !== 11 * burst.filter((s) => s === 200).length) {
    console.log('FAIL: acknowledged orders or payments are missing, or the stock does not add up.');
    process.exitCode = 1;
  }
}

runMain(async () => {
  await main();
  if (process.exitCode) throw Object.assign(new Error('fault check failed'), { name: 'StartError' });
});
