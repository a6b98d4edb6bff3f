import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';
import { sharedStore } from './rate-limit-store';

const MINUTE = 60_000;

/**
 * Limits per action. Kenyan mobile networks put many shoppers behind one carrier IP (CGNAT), so
 * per-IP limits are generous and the tight ones are keyed by IP and account together.
 */
export const RATE_LIMITS = {
  signIn: { max: 10, window: 15 * MINUTE, what: 'sign-in attempts' },
  // Against one network guessing across many accounts; wide, since a carrier IP is shared by thousands.
  signInPerIp: { max: 100, window: 15 * MINUTE, what: 'sign-in attempts from your network' },
  signUp: { max: 30, window: 60 * MINUTE, what: 'sign-ups' },
  resetRequest: { max: 3, window: 15 * MINUTE, what: 'password reset requests' },
  resetRequestPerIp: { max: 30, window: 15 * MINUTE, what: 'password reset requests from your network' },
  verificationResend: { max: 3, window: 15 * MINUTE, what: 'verification emails' },
  // Keyed by IP and e-mail (one sender), with a wider cap per IP so rotating e-mails cannot flood the inbox.
  contact: { max: 5, window: 15 * MINUTE, what: 'messages' },
  contactPerIp: { max: 30, window: 15 * MINUTE, what: 'messages from your network' },
  payment: { max: 5, window: 5 * MINUTE, what: 'payment requests' },
  // Each unpaid order holds stock until it expires: one account must not empty the shelves.
  order: { max: 10, window: 15 * MINUTE, what: 'orders' },
  // Build links are stored rows: generous per network (CGNAT), but not an open tap.
  buildShare: { max: 120, window: 15 * MINUTE, what: 'build links' },
  buildSave: { max: 60, window: 15 * MINUTE, what: 'changes to saved builds' },
  // "Notify me" (decision 069): a guest's sign-up sends a confirmation text or mail, which costs money.
  stockAlert: { max: 10, window: 15 * MINUTE, what: 'alert sign-ups' },
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
export async function registerRateLimits(app: FastifyInstance) {
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
}

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
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => ({
        statusCode: 429,
        message: tooMany(name, ctx.ttl),
      }),
    },
  };
}

function tooMany(name: RateLimitName, ttl: number) {
  const minutes = Math.max(1, Math.ceil(ttl / MINUTE));
  return `Too many ${RATE_LIMITS[name].what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
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
