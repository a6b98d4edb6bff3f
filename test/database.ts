import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#db/client';
import { databaseUrl } from './global-setup';

/** A fresh database for one test file: the migrated, seeded template, cloned. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testDbTemplate');
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_t_${template.slice(9)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  return database;
}
