/** Vitest side of the hardening suites: an app on its own clone of the seeded test database. */
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import type { Database } from '#db/client';
import type { App } from '#server/app';
import { openTestDatabase } from '../database';
import { buildHarnessApp, type memoryMailer } from './harness';

export { CALLBACK_SECRET, invariantViolations, memoryMailer, missingMessage } from './harness';

export interface HardeningApp {
  app: App;
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
}

/**
 * Like test/app.ts's buildTestApp (an app on a fresh clone of the migrated, seeded template, closed
 * after the file), with the route collector, an in-memory mailer and optional error-log capture.
 * Call at the top level of a test file.
 */
export async function buildHardeningApp(
  env: Record<string, string> = {},
  opts: {
    onRoute?: (route: RouteOptions) => void;
    simulatorDelayMs?: number;
    errorLog?: string[];
    logLevel?: 'error' | 'warn' | 'info';
  } = {},
): Promise<HardeningApp> {
  const database = await openTestDatabase();
  const { app, mailer } = await buildHarnessApp(database, { dataDir: join(inject('uploadsDir'), '..'), env, ...opts });
  afterAll(async () => {
    await app.darajaSimulator?.flush();
    await app.close();
    await database.close();
  });
  return { app, database, mailer };
}
