import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { onCleanup } from './lifecycle';
import { assertLocalDatabaseUrl } from './local';
import { ROOT } from './results';

export interface ShopServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The server's process id, also its process group's (workers included). */
  pid: number;
  /** 'pglite' | 'postgres' as the server announced it, or 'unknown'. */
  database: string;
  dataDir: string;
  /** Seconds from spawn to the first 200 of /api/health (includes initdb and seeding on a new folder). */
  startSeconds: number;
  /** Warnings and errors the server logged (JSON log lines with level >= 40, and stderr lines). */
  problems(): ServerProblem[];
  stop(): Promise<void>;
}

export interface ServerProblem {
  level: string;
  message: string;
  count: number;
}

export interface StartOptions {
  /** How long the first /api/health may take: a new data folder runs initdb and seeds the catalog. */
  startTimeoutMs?: number;
  /** Reuse this DATA_DIR (kept afterwards) instead of a folder in the run's temp folder (removed afterwards). */
  dataDir?: string;
  /** PostgreSQL for the server (DATABASE_URL); default: BENCH_DATABASE_URL, else the embedded PGlite. */
  databaseUrl?: string;
  /** SEED_DEMO: seed the demo catalog into an empty database (default true; false for a generated catalog). */
  seed?: boolean;
  /** ADMIN_EMAIL/ADMIN_PASSWORD: an admin the bench signs in as (e.g. to restock what it orders). */
  admin?: { email: string; password: string };
  /** CATALOG_CACHE=off: every listing from the database (decision 009), to measure the queries themselves. */
  noCache?: boolean;
  /** WORKERS: processes on one port (node:cluster, PostgreSQL only); their rate limits are shared in Redis. */
  workers?: number;
  /** `--api-only`: no pages, so no build needed (bench:search measures the API only). */
  apiOnly?: boolean;
  /** Extra options for node (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/** The server could not be started: reported without a stack trace. */
export class StartError extends Error {
  override name = 'StartError';
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolvePort(port));
    });
  });
}

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
/** Lines echoed from the server before it goes quiet (a warning per request must not flood the bench). */
const ECHO_LIMIT = 60;

/**
 * The server reads `build/` from its working folder once at start, but serves the client files from
 * disk all along: a rebuild during the run (other people share this tree) would make every script
 * of the page a 404. So the server runs in a folder of its own holding a copy of `build/`, with
 * `package.json` (ESM) and a link to `node_modules`; its code is still the tree's `server/`.
 * Returns that folder.
 */
function snapshotBuild(tempDir: string): string {
  const cwd = join(tempDir, 'app');
  mkdirSync(cwd, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    rmSync(join(cwd, 'build'), { recursive: true, force: true });
    try {
      cpSync(join(ROOT, 'build'), join(cwd, 'build'), { recursive: true });
      if (
        existsSync(join(cwd, 'build', 'server', 'index.js')) &&
        readdirSync(join(cwd, 'build', 'client', 'assets')).length
      )
        break;
    } catch {
      // a build in progress elsewhere removed files while we copied them
    }
    if (attempt === 5) throw new StartError('Could not copy a complete build/ (is a build running right now?)');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
  }
  copyFileSync(join(ROOT, 'package.json'), join(cwd, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(cwd, 'node_modules'), 'dir');
  return cwd;
}

/** The working folder of an API-only server: package.json (ESM) and node_modules, no build. */
function apiFolder(tempDir: string): string {
  const cwd = join(tempDir, 'app');
  mkdirSync(cwd, { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(cwd, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(cwd, 'node_modules'), 'dir');
  return cwd;
}

/** Env variables of the caller that must not reach the benchmarked server. */
const DROPPED_ENV = [
  'DATABASE_URL',
  'CATALOG_CACHE',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'MPESA_ENV',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_SECRET',
];

/**
 * Starts the real shop (`server/main.ts` through tsx, NODE_ENV=production) on a free port of
 * 127.0.0.1 and waits for /api/health to answer 200. The server is stopped by the returned `stop`
 * and, whatever happens, by the bench's clean-up (SIGTERM, then SIGKILL after 10 s).
 */
export async function startShopServer(opts: StartOptions = {}): Promise<ShopServer> {
  // Production mode imports build/server/index.js. `bench:pages` runs ensure-build first; `bench:api`
  // builds only when there is no build at all (the API does not depend on how fresh the pages are).
  if (!opts.apiOnly && !existsSync(join(ROOT, 'build', 'server', 'index.js'))) {
    console.log('No production build yet: running scripts/ensure-build.mjs...');
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  }
  const startTimeoutMs = opts.startTimeoutMs ?? 120_000;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tempDir = mkdtempSync(join(os.tmpdir(), 'shop-bench-'));
  onCleanup(() => rmSync(tempDir, { recursive: true, force: true }));
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : join(tempDir, 'data');
  const cwd = opts.apiOnly ? apiFolder(tempDir) : snapshotBuild(tempDir);

  const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json') };
  for (const key of DROPPED_ENV) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: opts.seed === false ? 'false' : 'true',
    MPESA_ENV: 'simulator',
  });
  if (opts.noCache) env.CATALOG_CACHE = 'off';
  if (opts.workers) {
    env.WORKERS = String(opts.workers);
    // The machine's Redis (BENCH_REDIS_URL to choose another), under a prefix of this run.
    env.REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    env.REDIS_KEY_PREFIX = `shop-bench-${randomBytes(4).toString('hex')}:`;
  }
  if (opts.admin) Object.assign(env, { ADMIN_EMAIL: opts.admin.email, ADMIN_PASSWORD: opts.admin.password });
  const benchDb = opts.databaseUrl ?? process.env.BENCH_DATABASE_URL;
  if (benchDb) {
    assertLocalDatabaseUrl(benchDb);
    env.DATABASE_URL = benchDb;
  }

  console.log(
    `Starting the shop server on ${url} (${benchDb ? `PostgreSQL ${new URL(benchDb).pathname.slice(1)}` : 'embedded PGlite'}` +
      `${opts.workers ? `, ${opts.workers} worker${opts.workers === 1 ? '' : 's'}` : ''}` +
      `${opts.seed === false ? ', no seeding' : ''}, ` +
      `DATA_DIR ${dataDir}, a copy of build/ in ${cwd})...`,
  );
  const started = Date.now();
  // `node --import tsx` rather than the tsx CLI: one process, so our signals reach the server itself.
  // Its own process group (detached), so SIGKILL takes anything it may have started with it.
  // As `npm start` runs it (package.json): a young generation of 32 MB per semi-space (decision 050).
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--max-semi-space-size=32',
      ...(opts.nodeArgs ?? []),
      '--import',
      'tsx',
      join(ROOT, 'server', 'main.ts'),
      ...(opts.apiOnly ? ['--api-only'] : []),
    ],
    {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );

  let exitInfo: string | undefined;
  const exited = new Promise<void>((done) => {
    child.on('exit', (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      done();
    });
  });
  child.on('error', (err) => {
    exitInfo = `spawn error: ${err.message}`;
  });

  const problems = new Map<string, ServerProblem>();
  const recentLines: string[] = [];
  let database = 'unknown';
  let echoed = 0;
  let hidden = 0;
  const record = (level: string, message: string) => {
    const key = `${level}\u0000${message}`;
    const p = problems.get(key);
    if (p) p.count++;
    else problems.set(key, { level, message, count: 1 });
  };
  const onLine = (line: string, stream: 'stdout' | 'stderr') => {
    if (!line.trim()) return;
    recentLines.push(line);
    if (recentLines.length > 40) recentLines.shift();
    const ready = /Shop ready on .*\((pglite|postgres)/.exec(line);
    if (ready) database = ready[1];
    let parsed: { level?: number; msg?: string; err?: { message?: string }; req?: { url?: string } } | undefined;
    if (line.startsWith('{')) {
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
    }
    if (parsed && typeof parsed.level === 'number') {
      if (parsed.level >= 40) {
        const extra = parsed.err?.message && parsed.err.message !== parsed.msg ? `: ${parsed.err.message}` : '';
        record(LEVELS[parsed.level] ?? String(parsed.level), `${parsed.msg ?? ''}${extra}`.slice(0, 300));
      }
    } else if (stream === 'stderr') {
      record('stderr', line.slice(0, 300));
    }
    if (echoed < ECHO_LIMIT) {
      echoed++;
      console.log(`  [shop] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
      if (echoed === ECHO_LIMIT) console.log('  [shop] (further server output is counted, not shown)');
    } else hidden++;
  };
  createInterface({ input: child.stdout! }).on('line', (l) => onLine(l, 'stdout'));
  createInterface({ input: child.stderr! }).on('line', (l) => onLine(l, 'stderr'));

  const signal = (sig: NodeJS.Signals) => {
    if (child.pid === undefined || exitInfo !== undefined) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      try {
        child.kill(sig);
      } catch {
        // already gone
      }
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exitInfo === undefined) {
      signal('SIGTERM');
      const timer = setTimeout(() => {
        console.error('The shop server did not stop within 10 s of SIGTERM: sending SIGKILL.');
        signal('SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (hidden) console.log(`(${hidden} more lines of server output were not shown)`);
    rmSync(tempDir, { recursive: true, force: true });
  };
  onCleanup(stop, () => signal('SIGKILL'));

  // Wait for health: 200, or the server dying, or the time limit.
  const deadline = started + startTimeoutMs;
  let lastStatus = 'no answer';
  for (;;) {
    if (exitInfo !== undefined) {
      const output = echoed < ECHO_LIMIT ? ' (its output is above)' : `. Its last output:\n${recentLines.join('\n')}`;
      throw new StartError(`The shop server exited (${exitInfo}) before /api/health answered${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      lastStatus = `HTTP ${res.status}`;
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch (err) {
      lastStatus = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) {
      throw new StartError(`/api/health did not answer 200 within ${startTimeoutMs / 1000} s (last: ${lastStatus})`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const startSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`Shop server healthy after ${startSeconds} s (${database}).`);

  return {
    url,
    port,
    pid: child.pid!,
    get database() {
      return database;
    },
    dataDir,
    startSeconds,
    problems: () => [...problems.values()],
    stop,
  };
}

export function printProblems(problems: ServerProblem[]): void {
  if (!problems.length) {
    console.log('Server log: no warnings or errors.');
    return;
  }
  console.log(`Server log: ${problems.reduce((n, p) => n + p.count, 0)} warning/error lines:`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p.count}× [${p.level}] ${p.message}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} other messages (see the JSON results)`);
}
