/**
 * The floor of a JSON GET (issue 16): the shop's CPU per request for light `/api` answers, against a
 * bare Fastify server on the same machine, requests on keep-alive connections. CPU from /proc
 * (bench/lib/cpu.ts), so the figure hardly depends on what else the machine runs.
 *
 *   nice -n 5 npx tsx bench/json-floor.mts [DATABASE_URL] [--requests N] [--connections C] [--cache off] [--cpu-prof DIR]
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { cpuMeter } from './lib/cpu';
import { freePort, startShopServer } from './lib/shop-server';
import { ROOT } from './lib/results';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const databaseUrl = args.find((a) => a.startsWith('postgres')) ?? 'postgres://postgres@127.0.0.1:5432/shop_search_100k';
const requests = Number(flag('--requests', '6000'));
const connections = Number(flag('--connections', '8'));
const profDir = flag('--cpu-prof', '');
const PATHS = ['/api/health', '/api/products/suggest?q=ge', '/api/products/brands'];

/** Sends `total` GETs over `connections` keep-alive sockets; resolves when all are answered. */
async function load(base: string, path: string, total: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  const one = () =>
    new Promise<void>((done, fail) => {
      const req = http.get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        if (res.statusCode !== 200) fail(new Error(`${path}: ${res.statusCode}`));
        res.resume();
        res.on('end', done);
      });
      req.on('error', fail);
    });
  const loop = async () => {
    while (sent < total) {
      sent++;
      await one();
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
}

/** A bare Fastify server in a process of its own: `GET /bare` → a small JSON object. */
async function startBare() {
  const port = await freePort();
  const code = `const app = require('fastify')({ logger: false });
app.get('/bare', async () => ({ status: 'OK', time: new Date().toISOString() }));
app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((ready) => child.stdout!.once('data', () => ready()));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

async function measure(name: string, base: string, pid: number, path: string) {
  const meter = cpuMeter(pid, databaseUrl);
  await load(base, path, Math.min(2000, requests)); // warm up the JIT
  const before = await meter.snapshot();
  const started = Date.now();
  await load(base, path, requests);
  const seconds = (Date.now() - started) / 1000;
  const { shopMs, databaseMs } = await meter.since(before);
  const us = (ms: number) => Math.round((ms * 1000) / requests);
  console.log(
    `${name.padEnd(6)} ${path.padEnd(30)} shop ${String(us(shopMs)).padStart(4)} µs/req  postgres ${String(us(databaseMs)).padStart(4)} µs/req  ${Math.round(requests / seconds)} req/s`,
  );
}

const bare = await startBare();
const shop = await startShopServer({
  apiOnly: true,
  databaseUrl,
  seed: false,
  noCache: flag('--cache', 'on') === 'off',
  nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${join(process.cwd(), profDir)}`] : [],
});
try {
  for (let pass = 1; pass <= 2; pass++) {
    await measure('bare', bare.url, bare.pid, '/bare');
    for (const path of PATHS) await measure('shop', shop.url, shop.pid, path);
  }
} finally {
  bare.stop();
  await shop.stop();
}
process.exit(0);
