import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client';
import { seedDemoCatalog } from '#db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: string;
    uploadsDir: string;
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds one template database per run; every test file clones it. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  const workDir = mkdtempSync(join(tmpdir(), `shop-test-${kind}-`));
  // Seed images depend only on the drawings (their names carry a hash of them): keep them between runs.
  const uploadsDir = resolve('node_modules/.cache/shop-test/uploads');
  project.provide('uploadsDir', uploadsDir);

  if (kind === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    await seedDemoCatalog(database.db, { uploadsDir });
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = join(workDir, 'template.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('testDbTemplate', file);
    return () => rmSync(workDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = `shop_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 2 });
  await database.migrate();
  await seedDemoCatalog(database.db, { uploadsDir });
  await database.close();
  project.provide('testDbTemplate', template);
  return async () => {
    // Clones left by a crashed file would block dropping the template; drop them first.
    const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [
      `shop_t_${template.slice(9)}%`,
    ]);
    for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  };
}
