import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { Database } from '#db/client';
import { build, type App, type BuildOptions } from '#server/app';
import { loadConfig } from '#server/config';
import { openTestDatabase } from './database';
import { injectFetch } from './inject-fetch';
import { logSink, rememberSecrets } from './log-sink';

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * fastify/demo's build(): an app on its own fresh database, closed after the file's tests.
 * Call at the top level of a test file: `const { app, database } = await buildTestApp()`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { simulatorDelayMs?: number; onRoute?: BuildOptions['onRoute'] } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const uploadsDir = inject('uploadsDir');
  const vars = { NODE_ENV: 'test', DATA_DIR: join(uploadsDir, '..'), PUBLIC_URL: 'http://localhost:3000', ...env };
  const config = loadConfig(vars);
  // The simulator's fetch reaches this app once it is built.
  const app: App = await build({
    config,
    database,
    payments: { fetch: injectFetch(() => app), simulatorDelayMs: opts.simulatorDelayMs ?? 0 },
    onRoute: opts.onRoute,
    // Every line, at info as production writes it, for the suite's scan for secrets and phone numbers.
    logger: logSink(),
  });
  await app.ready();
  await rememberSecrets(database.db, vars);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
