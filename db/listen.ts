import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenHandlers {
  /** A committed transaction sent a notification on the channel. */
  notify(): void;
  /** Notifications are being heard (again): anything missed while they were not must be assumed. */
  ready(): void;
  /** Notifications may be missed from now on, until ready() is called again. */
  lost(): void;
}

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled client is handed to other queries),
 * reconnecting with back-off when it drops. The channel name is ours, never user input.
 */
export function listenPostgres(url: string, channel: string, on: ListenHandlers): Unlisten {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    on.lost();
    c.end().catch(() => {});
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client = c;
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (msg) => msg.channel === channel && on.notify());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client !== c || stopped) return;
      retryMs = RETRY_MIN_MS;
      on.ready();
    } catch {
      drop(c);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    on.lost();
    await c?.end().catch(() => {});
  };
}

/** PGlite: one engine in this process, so a notification cannot be missed once subscribed. */
export function listenPglite(engine: PGlite, channel: string, on: ListenHandlers): Unlisten {
  let stopped = false;
  const subscribed = engine
    .listen(channel, () => on.notify())
    .then((unsubscribe) => {
      if (!stopped) on.ready();
      return unsubscribe;
    });
  return async () => {
    stopped = true;
    on.lost();
    const unsubscribe = await subscribed.catch(() => undefined);
    // The engine may already be closed at shutdown; there is nothing left to unsubscribe from then.
    await unsubscribe?.().catch(() => {});
  };
}
