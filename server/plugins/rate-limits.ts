import { apiMessage } from '#core/messages/api';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';
import { sharedStore } from './rate-limit-store';
import { sharedPlugin } from './shared-plugin';

const MINUTE = 60_000;

/**
 * Limits per action. Kenyan mobile networks put many shoppers behind one carrier IP (CGNAT), so
 * per-IP limits are generous and the tight ones are keyed by IP and account together. What each counts,
 * in words, is the catalogue's `rate.what.<name>` (core/messages/api-en.ts).
 */
export const RATE_LIMITS = {
  signIn: { max: 10, window: 15 * MINUTE },
  // Against one network guessing across many accounts; wide, since a carrier IP is shared by thousands.
  signInPerIp: { max: 100, window: 15 * MINUTE },
  signUp: { max: 30, window: 60 * MINUTE },
  resetRequest: { max: 3, window: 15 * MINUTE },
  resetRequestPerIp: { max: 30, window: 15 * MINUTE },
  verificationResend: { max: 3, window: 15 * MINUTE },
  // Keyed by IP and e-mail (one sender), with a wider cap per IP so rotating e-mails cannot flood the inbox.
  contact: { max: 5, window: 15 * MINUTE },
  contactPerIp: { max: 30, window: 15 * MINUTE },
  payment: { max: 5, window: 5 * MINUTE },
  // Each unpaid order holds stock until it expires: one account must not empty the shelves.
  order: { max: 10, window: 15 * MINUTE },
  // Build links are stored rows: generous per network (CGNAT), but not an open tap.
  buildShare: { max: 120, window: 15 * MINUTE },
  buildSave: { max: 60, window: 15 * MINUTE },
  // Each favourite or cart change of a signed-in shopper is one write (debounced in the browser).
  savedLists: { max: 300, window: 15 * MINUTE },
  // "Notify me" (decision 069): a guest's sign-up sends a confirmation text or mail, which costs money.
  stockAlert: { max: 10, window: 15 * MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

const keys = {
  ip: (request: FastifyRequest) => request.ip,
  ipAndEmail: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
  user: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
};

/** How long a rate-limit count may wait for Redis before this process counts it itself. */
const REDIS_TIMEOUT_MS = 500;

/** Limits count in Redis when REDIS_URL is set (shared by every process), else in this process. */
export const rateLimitsPlugin = sharedPlugin(
  async (app) => {
    const url = app.config.REDIS_URL;
    if (!url) return void (await app.register(rateLimit, { global: false }));
    const redis = new Redis(url, {
      // Fail fast while Redis is away (the store then counts locally) instead of queueing requests.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_TIMEOUT_MS,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    // Reconnection errors are reported once by the store's fallback warning, not on every retry.
    redis.on('error', () => {});
    app.addHook('onClose', async () => void redis.disconnect());
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (redis.status !== 'ready')
      app.log.warn('Redis not reachable at start: rate limits are counted per process until it is');
    await app.register(rateLimit, { global: false, store: sharedStore(redis, app.config.REDIS_KEY_PREFIX, app.log) });
  },
  { name: 'rate-limits', dependencies: ['auth'], decorators: { fastify: ['config'] } },
);

/** Route config for one named limit, with a message that says what to do. */
export function rateLimited(name: RateLimitName, key: keyof typeof keys = 'ip', opts: { exemptAdmins?: boolean } = {}) {
  const limit = RATE_LIMITS[name];
  return {
    rateLimit: {
      limitName: name,
      // Staff entering phone orders in bulk are trusted with it.
      ...(opts.exemptAdmins ? { allowList: (request: FastifyRequest) => request.user?.isAdmin === true } : {}),
      // Sign-ups per network are the operator's to raise (SIGNUP_LIMIT_PER_IP), as sign-ins are.
      max:
        name === 'signUp'
          ? (request: FastifyRequest) => request.server.config.SIGNUP_LIMIT_PER_IP ?? limit.max
          : limit.max,
      timeWindow: limit.window,
      // Validation runs before the limit for body keys: the hook is preHandler.
      hook: 'preHandler' as const,
      keyGenerator: keys[key],
      // Thrown by the plugin as it is: the error handler answers it with its code (decision 072).
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => new HttpError(429, tooMany(name, ctx.ttl)),
    },
  };
}

/** 'Too many sign-in attempts. Please try again in 3 minutes.' as a code (`what` is RATE_LIMITS' words). */
function tooMany(name: RateLimitName, ttl: number) {
  const minutes = Math.max(1, Math.ceil(ttl / MINUTE));
  const what = apiMessage(`rate.what.${name}`);
  return apiMessage(minutes === 1 ? 'rate.tooManyOneMinute' : 'rate.tooMany', { what, minutes });
}

/**
 * A second, per-IP limit as a preHandler, for a route whose own limit (`rateLimited`) has a narrower
 * key. The plugin runs one limit per request, so this one counts through `createRateLimit`.
 */
export function perIpLimit(app: FastifyInstance, name: RateLimitName) {
  const check = app.createRateLimit({
    // The sign-in cap per network is the operator's to raise (SIGNIN_LIMIT_PER_IP, CGNAT).
    max: name === 'signInPerIp' ? (app.config.SIGNIN_LIMIT_PER_IP ?? RATE_LIMITS[name].max) : RATE_LIMITS[name].max,
    timeWindow: RATE_LIMITS[name].window,
    keyGenerator: keys.ip,
    ...({ limitName: name } as object),
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, tooMany(name, result.ttl));
  };
}
