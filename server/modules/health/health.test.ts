import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client';
import { buildTestApp } from '../../../test/app';
import { databaseFailure, HEALTH_TIMEOUT_MS } from './db-failure';

const { app, database } = await buildTestApp();

/** Runs the health check with `ping` standing in for the database's. */
async function healthWith(ping: () => Promise<void>) {
  const original = database.ping;
  database.ping = ping;
  try {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { res, ms: Date.now() - started };
  } finally {
    database.ping = original;
  }
}

describe('GET /api/health', () => {
  it('reports OK with a connected database and a timestamp', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', database: 'Connected' });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it("says 'test payments — no money moves' while the M-Pesa simulator takes the payments", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().payments).toEqual({
      mode: 'simulator',
      notice: 'M-Pesa simulator: test payments — no money moves',
    });
    const live = await buildTestApp({
      MPESA_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.co.ke',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'p',
    });
    const real = await live.app.inject({ method: 'GET', url: '/api/health' });
    expect(real.json().payments).toEqual({ mode: 'production', notice: null });
  });

  it('answers 503 when the database does not answer, without telling the public why', async () => {
    const { res } = await healthWith(async () => {
      throw new Error('connection to db.internal:5432 failed');
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).not.toBe('OK');
    expect(res.json().database).toBe('Disconnected');
    expect(res.body).not.toContain('db.internal');
  });

  it("answers 503 'Disconnected: timeout' within seconds when the ping hangs", async () => {
    const { res, ms } = await healthWith(() => new Promise(() => {}));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'Error', database: 'Disconnected: timeout' });
    expect(ms).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(HEALTH_TIMEOUT_MS + 2000);
  }, 10_000);

  it("answers 503 'Disconnected: refused' for a PostgreSQL server that is not there, naming no host or port", async () => {
    // Port 1 on this machine: nothing listens, so the connection is refused at once.
    const gone = await openDatabase({ url: 'postgres://shop:secret@127.0.0.1:1/shop' });
    try {
      const { res } = await healthWith(gone.ping);
      expect(res.statusCode).toBe(503);
      expect(res.json().database).toBe('Disconnected: refused');
      // The timestamp is left out: a time like 11:41 holds ':1' too.
      const { timestamp: _t, ...said } = res.json();
      for (const secret of ['127.0.0.1', ':1', 'shop', 'secret']) expect(JSON.stringify(said)).not.toContain(secret);
    } finally {
      await gone.close();
    }
  });
});

describe('databaseFailure', () => {
  it('gives a coarse reason for the failures an operator can act on', () => {
    expect(
      databaseFailure(Object.assign(new Error('password authentication failed for user "x"'), { code: '28P01' })),
    ).toBe('Disconnected: authentication failed');
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe('Disconnected: timeout');
    expect(databaseFailure(Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' }))).toBe(
      'Disconnected: host not found',
    );
    expect(databaseFailure(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      'Disconnected: refused',
    );
    expect(databaseFailure({ code: '53300' })).toBe('Disconnected: too many clients');
  });

  it("says only 'Disconnected' for anything else", () => {
    for (const err of [new Error('PGlite is closed'), undefined, 'boom', { code: 42 }]) {
      expect(databaseFailure(err)).toBe('Disconnected');
    }
  });
});
