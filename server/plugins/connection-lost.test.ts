/**
 * Issue 33, finding 3: a dropped database connection (pg_terminate_backend) while a request holds it
 * inside a transaction fails only that request, with a 503 and Retry-After; the process stays up and
 * the next request gets a fresh connection. Before, the pooled client's 'error' event had no listener
 * and took the worker down (vitest reports that as an unhandled error, failing this file).
 * PostgreSQL only: PGlite has no connections to drop.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '#db/connection-lost';
import { buildTestApp } from '../../test/app';
import { pickProduct } from '../../test/shop';
import { createUser } from '../../test/users';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('isConnectionLost', () => {
  it('knows dropped and unobtainable connections, through drizzle wrappers, and nothing else', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLost(new Error('Failed query: rollback', { cause: terminated }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
  });
});

describe.skipIf(!onPostgres)('a dropped database connection (PostgreSQL)', async () => {
  const { app, database } = await buildTestApp();
  const staff = await createUser(database, { isStaff: true });
  const p = await pickProduct(database, { offset: 3 });
  const body = { name: p.name, price: p.price, category: p.category, brand: p.brand, countInStock: 4, image: p.image };
  const put = () => app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: staff.headers, payload: body });

  it('fails only the request inside the transaction, with 503 and Retry-After; the next one succeeds', async () => {
    // What took the worker down before: an 'error' event nobody listened to.
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onCrash);
    // Another session locks the product, so the edit waits inside its transaction (after BEGIN).
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from products where id = $1 for update', [p.id]);
    const pending = put();
    let killed = 0;
    for (let i = 0; i < 100 && !killed; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const { rows } = await locker.query(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      killed = rows.length;
    }
    expect(killed).toBe(1);
    // Every other connection of the app goes too, idle ones included.
    await locker.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const failed = await pending;
    await locker.query('rollback');
    await locker.end();
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.json().message).toMatch(/try again in a few seconds/);

    await new Promise((r) => setTimeout(r, 100));
    process.off('uncaughtException', onCrash);
    expect(crashes).toEqual([]);
    const again = await put();
    expect(again.statusCode, again.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('keeps its pool whole: many requests after the drop still succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.inject(`/api/products/${p.id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });
});
