import type pg from 'pg';

// A connection that broke or could not be had: the request that used it failed, and the next one
// (on a fresh connection) may well succeed. Class 08 is PostgreSQL's 'connection exception'; 57P0x
// are the server going away (pg_terminate_backend, shutdown, crash recovery); 53300 too many clients.
const CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// pg and pg-pool say these only in words.
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /^terminating connection/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** True when `error` (or what it wraps: drizzle sets `cause`) is a lost or unobtainable database connection. */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  const inners = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inners.some((inner) => isConnectionLost(inner, depth + 1));
}

/**
 * Issue 33, finding 3: a pooled client that loses its connection while checked out (inside a
 * transaction) emits 'error'; pg-pool listens only while the client is idle, so the event had no
 * listener and took the whole worker down. Every client gets a listener for its whole life. A client
 * that breaks while checked out is handed back at once (the pool drops it and opens a new one later):
 * drizzle never releases a client whose BEGIN failed, which would leak a pool slot for good.
 */
export function guardPool(pool: pg.Pool) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('error', () => {}); // an idle client broke: pg-pool has removed it already
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      const release = client.release;
      // The request still holding it will call release() once more when it gives up: make that a no-op.
      client.release = () => {};
      release.call(client, err);
    });
  });
}
