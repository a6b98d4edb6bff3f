/**
 * Durability under a crash: `npm run bench:crash`.
 *
 * Starts the real shop (`node --import tsx server/main.ts --api-only`, NODE_ENV=production, its own
 * DATA_DIR and port), places orders from concurrent clients, kills the server with SIGKILL in the
 * middle of the load (right as an order is acknowledged), restarts it on the same data and checks that every order answered 201 is
 * there and complete, and that the stock of every product is its initial stock minus the
 * quantities of the orders present. Several rounds (kill, restart, check) by default.
 *
 *   npm run bench:crash                                  # embedded PGlite
 *   npm run bench:crash -- --postgres postgres://postgres@127.0.0.1:5432/test
 *   BENCH_DATABASE_URL=postgres://… npm run bench:crash   # the same
 *   options: --rounds 3 --clients 20 --load-ms 4000 (±50 % at random) --products 20
 *
 * With PostgreSQL, a database of its own is created on that server and dropped afterwards.
 * Exits 1 when an acknowledged order is lost or incomplete, or the stock does not add up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { orderTotals, type DeliveryRules } from '#core/shipping';
import { flag, intFlag } from './lib/cli';
import { onCleanup, runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl } from './lib/local';
import { ROOT } from './lib/results';
import { freePort } from './lib/shop-server';

const ADMIN_EMAIL = 'crash-bench@example.com';
const ADMIN_PASSWORD = `crash-${randomBytes(9).toString('base64url')}`;
const STOCK = 100_000;

interface Product {
  id: number;
  name: string;
  price: number;
  image: string;
  countInStock: number;
}
interface Ack {
  id: number;
  items: { product: string; quantity: number; price: number }[];
  items_price: number;
  shipping_price: number;
  total_price: number;
}
interface OrderJson extends Ack {
  user: { id: number } | null;
  order_items: { product: string | null; quantity: number; price: number }[];
}

// ——— the server as a child process ——————————————————————————————————————————————————————

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

async function startServer(env: NodeJS.ProcessEnv, label: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts'), '--api-only'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: SIGKILL takes the whole server at once, as a crash would.
    detached: true,
  });
  let exitInfo: string | undefined;
  const exited = new Promise<string>((done) =>
    child.on('exit', (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      done(exitInfo);
    }),
  );
  const tail: string[] = [];
  const onLine = (line: string) => {
    tail.push(line);
    if (tail.length > 30) tail.shift();
    if (/Shop ready|"level":(50|60)|Error/.test(line)) console.log(`  [${label}] ${line.slice(0, 300)}`);
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  const kill = (signal: NodeJS.Signals) => {
    if (exitInfo !== undefined || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  onCleanup(async () => {
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }, () => kill('SIGKILL'));

  const started = Date.now();
  for (;;) {
    if (exitInfo !== undefined) throw new Error(`the server exited (${exitInfo}) before answering:\n${tail.join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`no healthy answer within 180 s:\n${tail.join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`  [${label}] healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, child, exited, kill };
}

// ——— HTTP helpers ———————————————————————————————————————————————————————————————————————

async function api<T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

async function signIn(base: string) {
  const res = await api<{ token: string; user: { id: number } }>(base, 'POST', '/api/auth/login', undefined, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

async function allOrders(base: string, token: string): Promise<OrderJson[]> {
  const res = await api<OrderJson[]>(base, 'GET', '/api/orders', token);
  if (res.status !== 200) throw new Error(`GET /api/orders: ${res.status}`);
  return res.json;
}

async function stockOf(base: string, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const id of ids) {
    const res = await api<Product>(base, 'GET', `/api/products/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/products/${id}: ${res.status}`);
    out.set(id, res.json.countInStock);
  }
  return out;
}

/** The products the clients buy, each given a large stock so orders never run out. */
async function prepareProducts(base: string, token: string, n: number): Promise<Product[]> {
  const list = await api<{ products: (Product & Record<string, unknown>)[] }>(base, 'GET', `/api/products?pageSize=${n}&stock=in-stock&sort=price-low`);
  const chosen: Product[] = [];
  for (const p of list.json.products) {
    const { id, name, description, price, category, brand, image, images, specifications } = p;
    const res = await api<Product>(base, 'PUT', `/api/products/${id}`, token, {
      name, description, price, category, brand, image, images, specifications, countInStock: STOCK,
    });
    if (res.status !== 200) throw new Error(`PUT /api/products/${id}: ${res.status} ${JSON.stringify(res.json)}`);
    chosen.push({ id: p.id, name: p.name, price: Number(p.price), image: p.image, countInStock: STOCK });
  }
  return chosen;
}

// ——— load ————————————————————————————————————————————————————————————————————————————————

interface LoadResult {
  acked: Ack[];
  refused: Record<string, number>;
  failed: number;
}

/** Clients in a loop, each placing orders with the correct figures, until the server stops answering. */
async function load(
  base: string,
  token: string,
  products: Product[],
  rules: DeliveryRules,
  clients: number,
  onAck: () => void,
): Promise<LoadResult> {
  const result: LoadResult = { acked: [], refused: {}, failed: 0 };
  const client = async () => {
    for (;;) {
      const picked = [...products].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
      const lines = picked.map((p) => ({ product: String(p.id), name: p.name, price: p.price, image: p.image, quantity: 1 + Math.floor(Math.random() * 2) }));
      const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      const totals = orderTotals(subtotal, rules);
      try {
        const res = await api<OrderJson>(base, 'POST', '/api/orders', token, {
          orderItems: lines,
          paymentMethod: 'M-Pesa',
          itemsPrice: totals.itemsPrice,
          totalPrice: totals.total,
        });
        if (res.status === 201) {
          const o = res.json;
          result.acked.push({
            id: o.id,
            items: lines.map((l) => ({ product: l.product, quantity: l.quantity, price: l.price })),
            items_price: o.items_price,
            shipping_price: o.shipping_price,
            total_price: o.total_price,
          });
          onAck();
        } else result.refused[res.status] = (result.refused[res.status] ?? 0) + 1;
      } catch {
        // The server is gone (killed): this client stops. An order in flight may or may not be saved.
        result.failed++;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return result;
}

// ——— checks ——————————————————————————————————————————————————————————————————————————————

function sameItems(ack: Ack, found: OrderJson): string | undefined {
  const want = [...ack.items].sort((a, b) => Number(a.product) - Number(b.product));
  const got = [...found.order_items].sort((a, b) => Number(a.product) - Number(b.product));
  if (want.length !== got.length) return `${got.length} items instead of ${want.length}`;
  for (let i = 0; i < want.length; i++) {
    if (want[i].product !== got[i].product || want[i].quantity !== got[i].quantity || Math.abs(want[i].price - got[i].price) > 0.001) {
      return `item ${i}: ${JSON.stringify(got[i])} instead of ${JSON.stringify(want[i])}`;
    }
  }
  for (const key of ['items_price', 'shipping_price', 'total_price'] as const) {
    if (Math.abs(ack[key] - found[key]) > 0.001) return `${key} ${found[key]} instead of ${ack[key]}`;
  }
  return undefined;
}

// ——— main ————————————————————————————————————————————————————————————————————————————————

async function main() {
  const pgUrl = flag('postgres') || process.env.BENCH_DATABASE_URL;
  const rounds = intFlag('rounds', 3);
  const clients = intFlag('clients', 20);
  const loadMs = intFlag('load-ms', 4000);
  const productCount = intFlag('products', 20);

  const work = mkdtempSync(join(os.tmpdir(), 'shop-crash-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    MPESA_ENV: 'simulator',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'MPESA_CALLBACK_SECRET', 'WHATSAPP_NUMBER']) delete env[key];

  let engine = 'PGlite (embedded, DATA_DIR/db)';
  if (pgUrl) {
    assertLocalDatabaseUrl(pgUrl);
    const name = `shop_crash_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    onCleanup(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    engine = `PostgreSQL (database ${name}, dropped afterwards)`;
  }
  console.log(`bench:crash on ${engine}: ${rounds} round(s), ${clients} clients, SIGKILL after ~${loadMs} ms of load each round`);

  let server = await startServer(env, 'start');
  let { token, user } = await signIn(server.url);
  const products = await prepareProducts(server.url, token, productCount);
  const settings = (await api<DeliveryRules>(server.url, 'GET', '/api/settings')).json;
  const rules = { deliveryFee: settings.deliveryFee, freeDeliveryThreshold: settings.freeDeliveryThreshold };
  const initialStock = await stockOf(server.url, products.map((p) => p.id));
  console.log(`${products.length} products prepared (stock ${STOCK} each); delivery fee ${rules.deliveryFee}, free above ${rules.freeDeliveryThreshold}`);

  const acked = new Map<number, Ack>();
  const rows: string[][] = [];
  let problems = 0;
  for (let round = 1; round <= rounds; round++) {
    const killAfter = Math.round(loadMs * (0.5 + Math.random()));
    // Once the time is up, the kill comes the moment the next 201 arrives: the order just
    // acknowledged is as fresh as it gets, and the other clients' orders are still in flight.
    let armed = false;
    let beforeKill = 0;
    const target = server;
    const loading = load(server.url, token, products, rules, clients, () => {
      if (!armed) return;
      armed = false;
      beforeKill = Date.now();
      target.kill('SIGKILL');
    });
    await new Promise((r) => setTimeout(r, killAfter));
    armed = true;
    const fallback = setTimeout(() => {
      if (!armed) return;
      armed = false;
      beforeKill = Date.now();
      target.kill('SIGKILL');
    }, 5_000);
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
    ({ token, user } = await signIn(server.url));
    const orders = (await allOrders(server.url, token)).filter((o) => o.user?.id === user.id);
    const byId = new Map(orders.map((o) => [o.id, o]));
    let found = 0;
    let lost = 0;
    let incomplete = 0;
    for (const ack of acked.values()) {
      const o = byId.get(ack.id);
      if (!o) {
        lost++;
        if (lost <= 5) console.log(`  LOST: order ${ack.id} was acknowledged (201) but is not in the database`);
        continue;
      }
      const wrong = sameItems(ack, o);
      if (wrong) {
        incomplete++;
        if (incomplete <= 5) console.log(`  INCOMPLETE: order ${ack.id}: ${wrong}`);
      } else found++;
    }
    // Orders cut off mid-request may have been saved without an answer: they count for the stock.
    const unacknowledged = orders.filter((o) => !acked.has(o.id)).length;
    const stock = await stockOf(server.url, products.map((p) => p.id));
    const taken = new Map<number, number>();
    for (const o of orders) for (const i of o.order_items) if (i.product) taken.set(Number(i.product), (taken.get(Number(i.product)) ?? 0) + i.quantity);
    const badStock = products.filter((p) => stock.get(p.id) !== initialStock.get(p.id)! - (taken.get(p.id) ?? 0));
    for (const p of badStock.slice(0, 5)) {
      console.log(`  STOCK: product ${p.id} has ${stock.get(p.id)}, expected ${initialStock.get(p.id)} − ${taken.get(p.id) ?? 0}`);
    }
    problems += lost + incomplete + badStock.length;
    rows.push([String(round), String(acked.size), String(found), String(lost), String(incomplete), String(unacknowledged), badStock.length ? `${badStock.length} wrong` : 'consistent']);
  }

  const header = ['round', 'acknowledged (total)', 'found', 'lost', 'incomplete', 'saved without answer', 'stock'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${engine}\n${line(header)}\n${rows.map(line).join('\n')}`);
  const last = rows[rows.length - 1];
  console.log(`\norders acknowledged: ${last[1]}, found: ${last[2]}, lost: ${last[3]}${Number(last[4]) ? `, incomplete: ${last[4]}` : ''}`);
  if (problems) {
    console.log('FAIL: acknowledged orders were lost or damaged, or the stock does not add up.');
    process.exitCode = 1;
  }
}

runMain(async () => {
  await main();
  if (process.exitCode) throw Object.assign(new Error('durability check failed'), { name: 'StartError' });
});
