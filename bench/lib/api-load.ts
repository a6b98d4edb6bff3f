import autocannon from 'autocannon';
import { SkipError } from './catalog';
import { assertLocalUrl } from './local';
import type { Credentials } from './order-fixture';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Ctx {
  /** Base URL of the shop server. */
  shop: string;
  /** The admin the shop was started with. */
  admin: Credentials;
}

/** What a target's `path` function may find when the servers run: a path, or a whole request. */
export interface Prepared {
  path: string;
  headers?: Record<string, string>;
  /** Bodies sent in turn (each connection cycles through them). */
  bodies?: string[];
}

export interface Target {
  /** Short name, used in the table and by `--targets`. */
  name: string;
  /** 'bare' is the baseline Fastify server; every other target runs against the shop. */
  on: 'bare' | 'shop';
  /** A path, or a function finding one (or a whole request) when the servers are up (throw SkipError to skip). */
  path: string | ((ctx: Ctx) => Promise<string | Prepared>);
  method?: Method;
  headers?: Record<string, string>;
  /** The endpoint may not exist yet: a 404 on the first request means "skipped (not available)". */
  optional?: boolean;
  /** Runs without `--targets`/`--all`. */
  byDefault?: boolean;
  /** One of the catalog targets (`--catalog`, `--catalog-sizes`). */
  catalog?: boolean;
}

export interface Row {
  name: string;
  url: string;
  method: Method;
  status: 'measured' | 'skipped';
  reason?: string;
  requestsPerSec?: number;
  latencyMs?: { average: number; p50: number; p90: number; p99: number; max: number };
  totalRequests?: number;
  non2xx?: number;
  statusCounts?: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  errors?: number;
  timeouts?: number;
  bytesPerSec?: number;
  ratioToBare?: number | null;
  /** `--sequential N`: N requests one after another (one connection), in ms with decimals. */
  sequentialMs?: { n: number; mean: number; p50: number; p99: number; max: number };
}

export interface Options {
  duration: number;
  connections: number;
  warmup: number;
  sequential: number;
}

/** A target with its request settled: URL, method, headers and the bodies to send. */
interface Request {
  url: string;
  method: Method;
  headers?: Record<string, string>;
  bodies: (string | undefined)[];
}

async function probe(r: Request, i = 0, onRefused?: (status: number, body: string) => void): Promise<number> {
  const res = await fetch(r.url, {
    method: r.method,
    // Like autocannon, no compression unless the target asks for it (fetch would offer br and gzip).
    headers: { 'accept-encoding': 'identity', ...r.headers },
    body: r.bodies[i % r.bodies.length],
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (res.status >= 400) onRefused?.(res.status, body);
  return res.status;
}

function load(r: Request, seconds: number, connections: number) {
  const path = new URL(r.url);
  return autocannon({
    url: r.url,
    method: r.method,
    headers: r.headers,
    duration: seconds,
    connections,
    ...(r.bodies.length > 1
      ? {
          requests: r.bodies.map((body) => ({
            method: r.method,
            path: path.pathname + path.search,
            headers: r.headers,
            body,
          })),
        }
      : { body: r.bodies[0] }),
  });
}

/** Waits (up to 5 min) until /api/health answers: the server has worked off the requests queued before it. */
async function drain(shop: string): Promise<void> {
  const until = Date.now() + 300_000;
  for (;;) {
    try {
      await probe({ url: `${shop}/api/health`, method: 'GET', bodies: [undefined] });
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
    }
  }
}

/**
 * N requests, one at a time: the latency of one request when nothing queues. Stops early after 15 s
 * (with at least 10 requests), so a slow endpoint does not hold the run for minutes.
 */
async function sequential(r: Request, n: number): Promise<NonNullable<Row['sequentialMs']>> {
  const times: number[] = [];
  const until = performance.now() + 15_000;
  for (let i = 0; i < n && (i < 10 || performance.now() < until); i++) {
    const t = performance.now();
    await probe(r, i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return {
    n: times.length,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: at(0.5),
    p99: at(0.99),
    max: times[times.length - 1],
  };
}

async function settle(target: Target, ctx: Ctx, bareUrl: string): Promise<Request> {
  const found = typeof target.path === 'string' ? target.path : await target.path(ctx);
  const p: Prepared = typeof found === 'string' ? { path: found } : found;
  const url = `${target.on === 'bare' ? bareUrl : ctx.shop}${p.path}`;
  assertLocalUrl(url);
  return {
    url,
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...p.headers },
    bodies: p.bodies?.length ? p.bodies : [undefined],
  };
}

/** Measures each target against the running servers; prints progress, returns the rows. */
export async function measure(targets: Target[], ctx: Ctx, bareUrl: string, o: Options): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    const method = target.method ?? 'GET';
    let r: Request | undefined;
    try {
      r = await settle(target, ctx, bareUrl);
      const status = await probe(r);
      if (status === 404 && target.optional) throw new SkipError('not available');
      if (status >= 400) console.log(`  ! ${target.name}: the first request answered ${status}; measuring anyway`);
    } catch (err) {
      if (!(err instanceof SkipError)) throw err;
      console.log(`- ${target.name}: skipped (${err.message})`);
      rows.push({ name: target.name, url: r?.url ?? '', method, status: 'skipped', reason: err.message });
      continue;
    }
    process.stdout.write(
      `- ${target.name} (${method} ${r.url}${r.bodies.length > 1 ? `, ${r.bodies.length} bodies in turn` : ''}): `,
    );
    if (o.warmup > 0) {
      process.stdout.write('warming up… ');
      await load(r, o.warmup, o.connections);
    }
    // Sequential first, on a warm server but before the load run leaves work (GC, autovacuum) behind.
    const seq = o.sequential > 0 ? await sequential(r, o.sequential) : undefined;
    process.stdout.write('measuring… ');
    const res = await load(r, o.duration, o.connections);
    const { average, p50, p90, p99, max } = res.latency;
    rows.push({
      name: target.name,
      url: r.url,
      method,
      status: 'measured',
      requestsPerSec: res.requests.average,
      latencyMs: { average, p50, p90, p99, max },
      totalRequests: res.requests.total,
      non2xx: res.non2xx,
      statusCounts: { '2xx': res['2xx'], '3xx': res['3xx'], '4xx': res['4xx'], '5xx': res['5xx'] },
      errors: res.errors,
      timeouts: res.timeouts,
      bytesPerSec: res.throughput.average,
      sequentialMs: seq,
    });
    console.log(`${Math.round(res.requests.average).toLocaleString('en-US')} req/s`);
    // autocannon keeps no bodies: one more request says why answers were refused.
    if (res.non2xx)
      await probe(r, 0, (status, body) =>
        console.log(`  ! ${res.non2xx} answers were not 2xx; now: ${status} ${body.slice(0, 200)}`),
      );
    // autocannon stops without waiting for the answers still due: let the server work off that
    // backlog (health queues behind it for a database connection) before the next target starts.
    if (target.on === 'shop') await drain(ctx.shop);
  }

  const bare = targets.find((t) => t.on === 'bare')?.name;
  const bareRps = rows.find((row) => row.name === bare && row.status === 'measured')?.requestsPerSec;
  for (const row of rows) {
    if (row.requestsPerSec !== undefined) row.ratioToBare = bareRps ? row.requestsPerSec / bareRps : null;
  }
  return rows;
}
