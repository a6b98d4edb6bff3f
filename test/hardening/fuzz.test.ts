/**
 * Bad input, property-based: every endpoint with a body, path parameters or a query string gets
 * 200 generated requests (fuzz-cases.ts, derived from the route's own zod schemas) as guest,
 * customer and admin. No answer may be a 5xx, every 4xx must carry a message, nothing may be logged
 * as an error, and after each endpoint the database invariants still hold.
 */
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { casesFor, fuzzableEndpoints, isFuzzed, statusClass, type FuzzCase } from './fuzz-cases';
import { FuzzFixtures } from './fixtures';
import { buildHardeningApp, invariantViolations, missingMessage } from './support';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const routes: RouteOptions[] = [];
const errorLog: string[] = [];
const { app, database } = await buildHardeningApp({}, { onRoute: (r) => routes.push(r), errorLog });
const endpoints = fuzzableEndpoints(routes);
const fixtures = await FuzzFixtures.create(app, database);

const table: { endpoint: string; example?: number; cases: number; byClass: Record<string, number>; ms: number }[] = [];
afterAll(() => {
  const total = table.reduce((n, r) => n + r.cases, 0);
  console.log(
    `fuzz: ${endpoints.length} endpoints, ${total} cases\n` +
      table
        .map(
          (r) =>
            `  ${r.endpoint.padEnd(48)} example ${r.example ?? '-'}  ${String(r.cases).padStart(5)}  ${JSON.stringify(r.byClass)}  ${r.ms} ms`,
        )
        .join('\n'),
  );
});

async function send(c: FuzzCase) {
  return app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { ...c.headers, ...fixtures.headersOf(c.role) },
    payload: c.payload,
    remoteAddress: c.remoteAddress,
  });
}

describe('bad input never gets a 5xx, every 4xx says why, and the data stays consistent', () => {
  it('covers every endpoint that takes input', () => {
    // Every /api route is here; a new endpoint is fuzzed automatically.
    const apiRoutes = new Set(
      routes
        .filter((r) => isFuzzed(r.url))
        .flatMap((r) =>
          [r.method]
            .flat()
            .filter((m) => m !== 'HEAD')
            .map((m) => `${m} ${r.url}`),
        ),
    );
    expect(endpoints.map((e) => e.key).sort()).toEqual([...apiRoutes].sort());
    expect(endpoints.filter((e) => e.takesInput).length).toBeGreaterThanOrEqual(25);
  });

  it.each(endpoints.map((e) => [e.key, e] as const))(
    '%s',
    async (_key, endpoint) => {
      const started = Date.now();
      await fixtures.refresh();
      const example = await fixtures.probe(endpoint);
      // The known-good request works, so the bad ones below are refused for their badness alone.
      if (example !== undefined) expect(example, `${endpoint.key}: the known-good request`).toBeLessThan(300);
      const byClass: Record<string, number> = {};
      const byStatus: Record<number, number> = {};
      let cases = 0;
      await fc.assert(
        fc.asyncProperty(casesFor(endpoint, fixtures.hints), async (c) => {
          const logged = errorLog.length;
          const res = await send(c);
          cases++;
          byClass[statusClass(res.statusCode)] = (byClass[statusClass(res.statusCode)] ?? 0) + 1;
          byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
          const where = `${c.role} ${c.method} ${c.url.slice(0, 200)} [${c.kind}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
          const problem = missingMessage(res);
          if (problem) throw new Error(`${problem} (${where})`);
          // The callback answers first and works after: wait for it so its errors are seen here.
          await fixtures.settled();
          if (errorLog.length > logged)
            throw new Error(`error logged: ${errorLog.slice(logged).join('\n').slice(0, 1500)} (${where})`);
        }),
        { numRuns: NUM_RUNS, endOnFailure: false },
      );
      table.push({ endpoint: endpoint.key, example, cases, byClass, ms: Date.now() - started });
      expect(await invariantViolations(database)).toEqual([]);
      // The input was looked at, not only the guards: some answers are 4xx other than 401, 403 and 429
      // (400 for a bad body or query, 404 for an id that names nothing, 413/415 for the wrong body).
      const looked = Object.entries(byStatus).filter(([s]) => s.startsWith('4') && !['401', '403', '429'].includes(s));
      if (endpoint.takesInput) expect(looked.length, JSON.stringify(byStatus)).toBeGreaterThan(0);
      // Generous: 200 requests take a few seconds, but this machine is shared with browser runs.
    },
    180_000,
  );
});
