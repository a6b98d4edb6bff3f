/**
 * Bad input at volume: `npm run bench:fuzz`. The cases of test/hardening/fuzz-cases.ts (derived from
 * every route's zod schemas), 10,000 per endpoint by default, sent in-process (app.inject) to the
 * whole app on a fresh, migrated and seeded database, as guest, customer and admin.
 *
 *   npm run bench:fuzz                          # 10,000 cases per endpoint, embedded PGlite (in memory)
 *   npm run bench:fuzz -- --runs 2000 --only "orders,products/:id/reviews" --seed 42
 *   npm run bench:fuzz -- --postgres postgres://postgres@127.0.0.1:5432/test   # or BENCH_DATABASE_URL
 *
 * Prints a table per endpoint (cases, 2xx, 4xx, 5xx, 4xx without a message, errors logged,
 * invariants after the run) and exits 1 when any answer was a 5xx, a 4xx had no message, an error
 * was logged or an invariant broke. The first examples of each problem are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import pg from 'pg';
import { openDatabase, type Database } from '#db/client';
import { seedDemoCatalog } from '#db/seed/seed';
import { casesFor, fuzzableEndpoints, statusClass, type FuzzCase } from '../test/hardening/fuzz-cases';
import { FuzzFixtures } from '../test/hardening/fixtures';
import { buildHarnessApp, invariantViolations, missingMessage } from '../test/hardening/harness';
import { flag, intFlag, listFlag } from './lib/cli';
import { onCleanup, runMain } from './lib/lifecycle';
import { assertLocalDatabaseUrl } from './lib/local';
import { ROOT } from './lib/results';
import { setPasswordCostForTests } from '../server/modules/auth/password';

// Thousands of sign-ups: hashed at a test cost, as in the Vitest suites (only allowed with NODE_ENV=test).
process.env.NODE_ENV = 'test';
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

interface Row {
  endpoint: string;
  cases: number;
  classes: Record<string, number>;
  noMessage: number;
  logged: number;
  invariants: string;
  seconds: number;
  /** Status of the known-good request before the run. */
  example: number | string;
}

async function openBenchDatabase(pgUrl: string | undefined): Promise<{ database: Database; engine: string }> {
  if (!pgUrl) return { database: await openDatabase({}), engine: 'PGlite (in memory)' };
  assertLocalDatabaseUrl(pgUrl);
  const name = `shop_fuzz_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onCleanup(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: u.toString(), poolSize: 10 }),
    engine: `PostgreSQL (database ${name}, dropped afterwards)`,
  };
}

async function main() {
  const runs = intFlag('runs', 10_000);
  const seed = flag('seed') ? Number(flag('seed')) : Date.now() % 2 ** 31;
  const only = listFlag('only');
  const { database, engine } = await openBenchDatabase(flag('postgres') || process.env.BENCH_DATABASE_URL);
  onCleanup(() => database.close());
  const work = mkdtempSync(join(os.tmpdir(), 'shop-fuzz-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));

  console.log(`bench:fuzz on ${engine}: migrating and seeding...`);
  await database.migrate();
  // The seed's images are cached with the test suites' (named by a hash of their drawing).
  await seedDemoCatalog(database.db, { uploadsDir: join(ROOT, 'node_modules/.cache/shop-test/uploads') });

  const routes: RouteOptions[] = [];
  const errorLog: string[] = [];
  const { app } = await buildHarnessApp(database, {
    dataDir: join(work, 'data'),
    onRoute: (r) => routes.push(r),
    errorLog,
  });
  onCleanup(async () => {
    await app.darajaSimulator?.flush();
    await app.close();
  });
  const fixtures = await FuzzFixtures.create(app, database);
  const endpoints = fuzzableEndpoints(routes).filter((e) => !only || only.some((o) => e.key.includes(o)));
  console.log(`${endpoints.length} endpoints × ${runs} cases, seed ${seed} (--seed ${seed} replays this run)\n`);

  const rows: Row[] = [];
  const examples: string[] = [];
  for (const [index, endpoint] of endpoints.entries()) {
    const started = Date.now();
    await fixtures.refresh();
    const row: Row = {
      endpoint: endpoint.key,
      cases: 0,
      classes: {},
      noMessage: 0,
      logged: 0,
      invariants: '',
      seconds: 0,
      example: (await fixtures.probe(endpoint)) ?? '-',
    };
    const note = (what: string, c: FuzzCase, res: { statusCode: number; body: string }, extra = '') => {
      if (examples.filter((e) => e.startsWith(`${endpoint.key} ${what}`)).length >= 3) return;
      const payload = c.payload === undefined ? '' : ` body ${JSON.stringify(String(c.payload).slice(0, 300))}`;
      examples.push(
        `${endpoint.key} ${what}: ${c.role} ${c.method} ${c.url.slice(0, 200)} [${c.kind}]${payload} → ${res.statusCode} ${res.body.slice(0, 200)}${extra}`,
      );
    };
    await fc.check(
      fc.asyncProperty(casesFor(endpoint, fixtures.hints), async (c) => {
        const logged = errorLog.length;
        const res = await app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { ...c.headers, ...fixtures.headersOf(c.role) },
          payload: c.payload,
          remoteAddress: c.remoteAddress,
        });
        await fixtures.settled();
        row.cases++;
        const cls = statusClass(res.statusCode);
        row.classes[cls] = (row.classes[cls] ?? 0) + 1;
        if (res.statusCode >= 500) note('5xx', c, res);
        if (missingMessage(res)) {
          row.noMessage++;
          note('4xx without message', c, res);
        }
        if (errorLog.length > logged) {
          row.logged++;
          note('error logged', c, res, `\n    log: ${errorLog.slice(logged).join(' ').slice(0, 400)}`);
        }
        return true;
      }),
      { numRuns: runs, seed: seed + index },
    );
    const violations = await invariantViolations(database);
    row.invariants = violations.length ? `${violations.length} broken` : 'hold';
    for (const v of violations.slice(0, 3)) examples.push(`${endpoint.key} invariant: ${v}`);
    row.seconds = Math.round((Date.now() - started) / 100) / 10;
    rows.push(row);
    console.log(
      `${endpoint.key.padEnd(46)} ${String(row.cases).padStart(6)}  2xx ${String(row.classes['2xx'] ?? 0).padStart(5)}  4xx ${String(row.classes['4xx'] ?? 0).padStart(5)}  ` +
        `5xx ${String(row.classes['5xx'] ?? 0).padStart(3)}  ${row.seconds} s`,
    );
  }

  const header = [
    'endpoint',
    'example',
    'cases',
    '2xx',
    '4xx',
    '5xx',
    '4xx w/o message',
    'errors logged',
    'invariants',
    's',
  ];
  const cells = rows.map((r) => [
    r.endpoint,
    String(r.example),
    String(r.cases),
    String(r.classes['2xx'] ?? 0),
    String(r.classes['4xx'] ?? 0),
    String(r.classes['5xx'] ?? 0),
    String(r.noMessage),
    String(r.logged),
    r.invariants,
    String(r.seconds),
  ]);
  const sum = (k: string) => rows.reduce((n, r) => n + (r.classes[k] ?? 0), 0);
  cells.push([
    'total',
    '',
    String(rows.reduce((n, r) => n + r.cases, 0)),
    String(sum('2xx')),
    String(sum('4xx')),
    String(sum('5xx')),
    String(rows.reduce((n, r) => n + r.noMessage, 0)),
    String(rows.reduce((n, r) => n + r.logged, 0)),
    rows.every((r) => r.invariants === 'hold') ? 'hold' : 'BROKEN',
    String(Math.round(rows.reduce((n, r) => n + r.seconds, 0))),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${engine}, seed ${seed}\n${line(header)}\n${cells.map(line).join('\n')}`);
  if (examples.length) console.log(`\nExamples:\n${examples.map((e) => `  ${e}`).join('\n')}`);

  const bad =
    sum('5xx') +
    rows.reduce((n, r) => n + r.noMessage + r.logged, 0) +
    rows.filter((r) => r.invariants !== 'hold').length;
  if (bad)
    throw Object.assign(
      new Error('bad input produced a 5xx, a 4xx without a message, a logged error or a broken invariant'),
      { name: 'StartError' },
    );
}

runMain(main);
