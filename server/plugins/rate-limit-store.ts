import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

interface Log {
  warn(o: object | string, msg?: string): void;
  info(o: object | string, msg?: string): void;
}

/** What the plugin hands the store's constructor and `child()`: its documented options, as we set them. */
interface Params {
  timeWindow?: unknown;
  limitName?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A fixed window per key: the first hit starts it; the answer is the count and what is left of it. */
const WINDOW_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

type WithWindow = Redis & {
  shopRateWindow(key: string, windowMs: number, cb: (err: Error | null, res: [number, number]) => void): void;
};

/** Counts of this process alone: while Redis is away, and for a shop without it. Bounded, oldest first out. */
class LocalWindows {
  private readonly hits = new Map<string, { current: number; resetAt: number }>();
  constructor(private readonly size = 5000) {}
  incr(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.delete(key);
      entry = { current: 0, resetAt: now + windowMs };
      if (this.hits.size >= this.size) this.hits.delete(this.hits.keys().next().value!);
      this.hits.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }
}

const windowOf = (p: Params) => (typeof p.timeWindow === 'number' ? p.timeWindow : 60_000);

/**
 * A @fastify/rate-limit store (its documented `store` option: a constructor taking the options, `incr`
 * and `child`) that counts in Redis, shared by every process and machine, and falls back to counting
 * in this process while Redis cannot be reached (decision 023): a Redis outage loosens the limits to
 * what one process allows, with a warning, and never fails a request.
 *
 * Each limit counts under `<prefix>rl:<name>:` so limits never share counters: the route, or the
 * limiter's `limitName` for a `createRateLimit` check, which has no route.
 */
export function sharedStore(redis: Redis, prefix: string, log: Log): FastifyRateLimitStoreCtor {
  let down = false;
  const fellBack = (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'Redis unreachable: rate limits are counted per process until it is back');
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are shared again');
  };
  const counter = redis as WithWindow;
  if (!counter.shopRateWindow) redis.defineCommand('shopRateWindow', { numberOfKeys: 1, lua: WINDOW_LUA });

  const make = (p: Params, name: string): FastifyRateLimitStore => {
    const windowMs = windowOf(p);
    const local = new LocalWindows();
    const keyOf = (key: string) => `${prefix}rl:${name}:${key}`;
    return {
      incr(key: string, cb: Done) {
        if (redis.status !== 'ready') {
          fellBack(new Error(`connection ${redis.status}`));
          return cb(null, local.incr(key, windowMs));
        }
        counter.shopRateWindow(keyOf(key), windowMs, (err, res) => {
          if (err || !res) {
            fellBack(err ?? new Error('no answer'));
            return cb(null, local.incr(key, windowMs));
          }
          cameBack();
          cb(null, { current: Number(res[0]), ttl: Number(res[1]) });
        });
      },
      child(routeOptions) {
        const p = routeOptions as unknown as Params;
        const route = p.routeInfo?.url ? `${p.routeInfo.method} ${p.routeInfo.url}` : '';
        return make(p, [p.limitName ?? 'limit', route].filter(Boolean).join(':'));
      },
    };
  };
  // The plugin builds the store with `new`, then asks it for a child per route and limiter.
  return function SharedStore(this: unknown, globalParams: Params) {
    return make(globalParams, 'global');
  } as unknown as FastifyRateLimitStoreCtor;
}
