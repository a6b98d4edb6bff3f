import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

// The plugin's own stores: its Redis one (one Lua INCR + PEXPIRE per hit) and its in-memory one.
const require = createRequire(import.meta.url);
type Incr = (
  key: string,
  cb: (err: Error | null, res: { current: number; ttl: number } | null) => void,
  timeWindow: number,
  max: number,
) => void;
interface PluginStore {
  incr: Incr;
  child(routeOptions: object): PluginStore;
}
type StoreClass = new (...args: unknown[]) => PluginStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

interface Log {
  warn(o: object | string, msg?: string): void;
  info(o: object | string, msg?: string): void;
}

/**
 * A @fastify/rate-limit store that counts in Redis, shared by every process and machine, and falls
 * back to counting in this process while Redis cannot be reached (decision 023): a Redis outage
 * loosens the limits to what one process allows, with a warning, and never fails a request.
 *
 * Each limit counts under `<prefix>rl:<name>:` so limits never share counters: the plugin's own
 * Redis store names them by route, and every `createRateLimit` limiter would get the same name.
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

  interface Params {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    limitName?: string;
    routeInfo?: { method?: string | string[]; url?: string };
  }
  const make = (p: Params, name: string): PluginStore => {
    const shared = new RedisStore(p.continueExceeding, p.exponentialBackoff, redis, `${prefix}rl:${name}:`);
    const local = new LocalStore(p.continueExceeding, p.exponentialBackoff, 5000);
    return {
      incr(key, cb, timeWindow, max) {
        if (redis.status !== 'ready') {
          fellBack(new Error(`connection ${redis.status}`));
          return local.incr(key, cb, timeWindow, max);
        }
        shared.incr(
          key,
          (err, res) => {
            if (err || !res) {
              fellBack(err ?? new Error('no answer'));
              return local.incr(key, cb, timeWindow, max);
            }
            cameBack();
            cb(null, res);
          },
          timeWindow,
          max,
        );
      },
      child(routeOptions: Params) {
        const route = routeOptions.routeInfo?.url
          ? `${routeOptions.routeInfo.method} ${routeOptions.routeInfo.url}`
          : '';
        return make(routeOptions, [routeOptions.limitName ?? 'limit', route].filter(Boolean).join(':'));
      },
    };
  };
  // The plugin builds the store with `new`, then asks it for a child per route and limiter.
  return function SharedStore(this: unknown, globalParams: Params) {
    return make(globalParams, 'global');
  } as unknown as FastifyRateLimitStoreCtor;
}
