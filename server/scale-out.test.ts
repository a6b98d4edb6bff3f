import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { appSecrets, jobRuns, mpesaPayments, orders, products } from '#db/schema';
import { openTestDatabase } from '../test/database';
import { orderPayload, pickProduct } from '../test/shop';
import { createUser } from '../test/users';

/**
 * Issue 15's proof: `WORKERS=3` on one PostgreSQL and one Redis, requests spread across the workers
 * (node:cluster hands each new connection to the next worker, so every request here opens its own).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const WORKERS = 3;
const TICK_MS = 1000;

interface Res {
  status: number;
  worker: string;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let port = 0;
let shop: ChildProcess | undefined;
let database: Database;
let dataDir = '';
let output = '';

/** One request on a connection of its own (no keep-alive), so that the cluster picks the next worker. */
function call(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; raw?: Buffer } = {},
): Promise<Res> {
  const payload = opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
  const headers: Record<string, string> = { connection: 'close', ...opts.headers };
  if (payload && !opts.raw) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({
          status: res.statusCode ?? 0,
          worker: String(res.headers['x-shop-worker']),
          body,
          json: () => JSON.parse(body),
        });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const p = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return p;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const jobState = async () => {
  const rows = await database.db
    .select()
    .from(jobRuns)
    .where(inArray(jobRuns.name, ['payment-reconciliation', 'order-expiry']));
  return Object.fromEntries(rows.map((r) => [r.name, r]));
};

describe.skipIf(!onPostgres)('three workers on one PostgreSQL and Redis (runs when TEST_DATABASE_URL is set)', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-out-'));
    shop = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts', '--api-only'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: String(WORKERS),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        // Counters of this run only, whatever else shares the Redis.
        REDIS_KEY_PREFIX: `shop-test-${randomBytes(6).toString('hex')}:`,
        JOB_INTERVAL_SECONDS: String(TICK_MS / 1000),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop.stdout!.on('data', (d: Buffer) => void (output += d));
    shop.stderr!.on('data', (d: Buffer) => void (output += d));
    await until('the shop to start', async () => output.includes('Shop ready on'), 90_000);
  }, 120_000);

  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((r) => shop!.once('exit', r));
      shop.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('spreads requests over all three workers', async () => {
    // node:cluster hands each connection to the next free worker, one that has acknowledged its last
    // connection: a worker whose event loop is busy for a moment (a job tick on a loaded CI machine) is
    // passed over, and 6 requests once reached only 2 workers. So ask until every worker has answered,
    // at most 30 times: a worker that never gets a request still fails this.
    const seen = new Set<string>();
    for (let i = 0; i < WORKERS * 10 && seen.size < WORKERS; i++) seen.add((await call('GET', '/api/health')).worker);
    expect(seen.size).toBe(WORKERS);
    expect(output).not.toContain('REDIS_URL is not set');
  });

  it('holds a limit in total across the workers: the 11th sign-in attempt is refused wherever it lands', async () => {
    const attempt = () =>
      call('POST', '/api/auth/login', { body: { email: 'nobody-scale@example.com', password: 'wrong password' } });
    const first = await Promise.all(Array.from({ length: 10 }, attempt));
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(new Set(first.map((r) => r.worker)).size).toBe(WORKERS);
    for (let i = 0; i < WORKERS; i++) {
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(res.json().message).toMatch(/^Too many sign-in attempts\./);
    }
  });

  it('shows a price change made through one worker on every worker at the next request', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const product = await pickProduct(database, { offset: 3 });
    const listing = `/api/products?keyword=${encodeURIComponent(product.name)}`;
    const priceEverywhere = async () => {
      const prices = [];
      for (let i = 0; i < WORKERS; i++) {
        const res = await call('GET', listing);
        prices.push({
          worker: res.worker,
          price: res.json().products.find((p: { id: number }) => p.id === product.id)?.price,
        });
      }
      expect(new Set(prices.map((p) => p.worker)).size).toBe(WORKERS);
      return prices.map((p) => p.price);
    };
    // Every worker has the listing cached.
    expect(await priceEverywhere()).toEqual(Array(WORKERS).fill(Number(product.price)));
    const current = (await call('GET', `/api/products/${product.id}`)).json();
    const newPrice = Number(product.price) + 111;
    const put = await call('PUT', `/api/products/${product.id}`, {
      headers: admin.headers,
      body: {
        name: current.name,
        description: current.description,
        price: newPrice,
        category: current.category,
        brand: current.brand,
        countInStock: current.countInStock,
        image: current.image,
        images: current.images,
        specifications: current.specifications,
      },
    });
    expect(put.status).toBe(200);
    expect(await priceEverywhere()).toEqual(Array(WORKERS).fill(newPrice));
  });

  it('shows a settings change made through one worker on every worker at the next request', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const names = async () => {
      const seen = [];
      for (let i = 0; i < WORKERS; i++) seen.push((await call('GET', '/api/settings')).json().storeName);
      return seen;
    };
    const before = (await call('GET', '/api/settings')).json();
    await names(); // cached everywhere
    const { whatsappNumberFromEnv: _e, currency: _c, ...settings } = before;
    const put = await call('PUT', '/api/settings', {
      headers: admin.headers,
      body: { ...settings, storeName: 'Nairobi Rigs Cluster' },
    });
    expect(put.status).toBe(200);
    expect(await names()).toEqual(Array(WORKERS).fill('Nairobi Rigs Cluster'));
  });

  it('settles an M-Pesa payment started on one worker when its callback arrives through another', async () => {
    const customer = await createUser(database);
    const product = await pickProduct(database, { offset: 5 });
    const order = await call('POST', '/api/orders', {
      headers: customer.headers,
      body: orderPayload([
        { id: product.id, name: product.name, price: Number(product.price), image: product.image, quantity: 1 },
      ]),
    });
    expect(order.status).toBe(201);
    // The simulator's own callback for this number says "cancelled": only ours can make it paid.
    const push = await call('POST', '/api/payments/mpesa/stk-push', {
      headers: customer.headers,
      body: { orderId: order.json()._id ?? order.json().id, phoneNumber: '254700001032' },
    });
    expect(push.status).toBe(201);
    const payment = push.json();
    const [secret] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'mpesa-secret-stk'));
    // Connections go to the workers in turn: after one that reached the push's worker comes another.
    await until(
      'a request to reach the worker of the push',
      async () => (await call('GET', '/api/health')).worker === push.worker,
      5000,
    );
    const receipt = `TST${randomBytes(4).toString('hex').toUpperCase()}`;
    const callback = await call('POST', `/api/payments/mpesa/callback/${secret.value}`, {
      body: {
        Body: {
          stkCallback: {
            MerchantRequestID: payment.MerchantRequestID,
            CheckoutRequestID: payment.CheckoutRequestID,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: payment.amount },
                { Name: 'MpesaReceiptNumber', Value: receipt },
                { Name: 'PhoneNumber', Value: 254700001032 },
              ],
            },
          },
        },
      },
    });
    expect(callback.status).toBe(200);
    expect(callback.worker).not.toBe(push.worker);
    // Settled by this callback (the reconciler would ask only after 30 s, and the simulator's says cancelled).
    const paid = await until(
      'the payment to be paid',
      async () => {
        const res = await call('GET', `/api/payments/${payment.id}`, { headers: customer.headers });
        return res.json().status === 'paid' && res.json();
      },
      5000,
    );
    expect(paid.receiptNumber).toBe(receipt);
  });

  it("answers a status query for a push through any worker (the simulator's state is shared)", async () => {
    const customer = await createUser(database);
    const product = await pickProduct(database, { offset: 6 });
    const order = await call('POST', '/api/orders', {
      headers: customer.headers,
      body: orderPayload([
        { id: product.id, name: product.name, price: Number(product.price), image: product.image, quantity: 1 },
      ]),
    });
    const push = await call('POST', '/api/payments/mpesa/stk-push', {
      headers: customer.headers,
      body: { orderId: order.json()._id ?? order.json().id, phoneNumber: '254700001032' },
    });
    expect(push.status).toBe(201);
    const basic = `Basic ${Buffer.from('simulator-key:simulator-secret').toString('base64')}`;
    // The simulator posts its callback (cancelled) after 2.5 s through whichever worker; then every worker knows.
    await until(
      'the push to be answered on every worker',
      async () => {
        const answers = [];
        for (let i = 0; i < WORKERS; i++) {
          const token = (
            await call('GET', '/__daraja/oauth/v1/generate?grant_type=client_credentials', {
              headers: { authorization: basic },
            })
          ).json().access_token;
          const q = await call('POST', '/__daraja/mpesa/stkpushquery/v1/query', {
            headers: { authorization: `Bearer ${token}` },
            body: { CheckoutRequestID: push.json().CheckoutRequestID },
          });
          answers.push(q.status === 200 ? q.json().ResultCode : 'pending');
        }
        return answers.every((a) => a === '1032');
      },
      10_000,
    );
    const payment = (await call('GET', `/api/payments/${push.json().id}`, { headers: customer.headers })).json();
    expect(payment.status).toBe('failed');
  });

  it('runs reconciliation and expiry once per tick in one worker, and expires an overdue order', async () => {
    const before = await jobState();
    await new Promise((r) => setTimeout(r, 5 * TICK_MS + 200));
    const after = await jobState();
    for (const name of ['payment-reconciliation', 'order-expiry']) {
      const ran = after[name].runs - before[name].runs;
      // Five ticks: three workers each running them would make ~15 (a loaded machine may skip one).
      expect(ran, name).toBeGreaterThanOrEqual(3);
      expect(ran, name).toBeLessThanOrEqual(6);
      expect(after[name].lastPid).toBe(before[name].lastPid);
    }
    const customer = await createUser(database);
    const product = await pickProduct(database, { offset: 7 });
    const placed = await call('POST', '/api/orders', {
      headers: customer.headers,
      body: orderPayload([
        { id: product.id, name: product.name, price: Number(product.price), image: product.image, quantity: 1 },
      ]),
    });
    const orderId = Number(placed.json()._id ?? placed.json().id);
    await database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await until(
      'the overdue order to expire',
      async () =>
        (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0].status !== 'awaiting_payment',
      3 * TICK_MS,
    );
    const [stock] = await database.db
      .select({ n: products.countInStock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock.n).toBe(product.countInStock);
  });

  it('records 20 Paybill confirmations of KES 11 for one order sent at once across the workers: KES 220', async () => {
    // Issue 33: each was answered "Accepted", then 16 of them died of a deadlock and KES 33 was recorded.
    const customer = await createUser(database);
    const product = await pickProduct(database, { offset: 7 });
    const order = await call('POST', '/api/orders', {
      headers: customer.headers,
      body: orderPayload([
        { id: product.id, name: product.name, price: Number(product.price), image: product.image, quantity: 3 },
      ]),
    });
    expect(order.status).toBe(201);
    const orderId = order.json().id as number;
    const [secret] = await database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'mpesa-secret-paybill-confirm'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/api/payments/paybill/confirm/${secret.value}`, {
          body: {
            TransactionType: 'Pay Bill',
            TransID: `BURST${String(i).padStart(5, '0')}`,
            TransTime: '20261127120000',
            TransAmount: '11.00',
            BusinessShortCode: '174379',
            BillRefNumber: `KPC${String(orderId).padStart(6, '0')}`,
            MSISDN: '2547 ***** 126',
            FirstName: 'Burst',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.worker)).size).toBeGreaterThan(1);
    const recorded = async () =>
      (await database.db.select().from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId))).reduce(
        (sum, p) => sum + p.amount,
        0,
      );
    expect(await until('KES 220 recorded', async () => (await recorded()) === 220, 15_000)).toBe(true);
    expect(output).not.toMatch(/deadlock detected/);
  });

  it('moves the jobs to another worker within one tick when their worker is killed', async () => {
    const holder = (await jobState())['order-expiry'].lastPid;
    const killedAt = Date.now();
    process.kill(holder, 'SIGKILL');
    const moved = await until(
      'another worker to run the jobs',
      async () => {
        const s = await jobState();
        const next = s['order-expiry'];
        return next.lastPid !== holder && next.lastRunAt.getTime() > killedAt && s;
      },
      // One tick to notice the free lock (the holder's session ends with it), plus room for a loaded machine.
      TICK_MS + 2000,
    );
    expect(moved['payment-reconciliation'].lastPid).not.toBe(holder);
    expect(output).toMatch(new RegExp(`worker ${holder} exited \\(signal SIGKILL\\); starting another`));
    // The cluster replaces the dead worker.
    await until(
      'three workers again',
      async () => {
        const seen = new Set<string>();
        for (let i = 0; i < WORKERS * 2; i++) seen.add((await call('GET', '/api/health')).worker);
        return seen.size === WORKERS;
      },
      30_000,
    );
  }, 40_000);

  it('serves an image uploaded through one worker from every worker', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const boundary = `----scale${randomBytes(6).toString('hex')}`;
    const raw = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await call('POST', '/api/upload', {
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw,
    });
    expect(upload.status).toBe(200);
    const url: string = upload.json().urls[0];
    const served = [];
    for (let i = 0; i < WORKERS; i++) {
      const res = await call('GET', url);
      served.push({ worker: res.worker, status: res.status });
    }
    expect(new Set(served.map((s) => s.worker)).size).toBe(WORKERS);
    expect(served.map((s) => s.status)).toEqual(Array(WORKERS).fill(200));
  });

  it('stops every worker on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => shop!.once('exit', (code) => r(code)));
    shop!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: each worker finishes its open requests, then stops');
    await expect(call('GET', '/api/health')).rejects.toThrow();
  }, 30_000);
});
