import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE = 60_000;

/**
 * Limits per action. Kenyan mobile networks put many shoppers behind one carrier IP (CGNAT), so
 * per-IP limits are generous and the tight ones are keyed by IP and account together.
 */
export const RATE_LIMITS = {
  signIn: { max: 10, window: 15 * MINUTE, what: 'sign-in attempts' },
  signUp: { max: 30, window: 60 * MINUTE, what: 'sign-ups' },
  resetRequest: { max: 3, window: 15 * MINUTE, what: 'password reset requests' },
  verificationResend: { max: 3, window: 15 * MINUTE, what: 'verification emails' },
  contact: { max: 5, window: 15 * MINUTE, what: 'messages' },
  payment: { max: 5, window: 5 * MINUTE, what: 'payment requests' },
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

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
}

/** Route config for one named limit, with a message that says what to do. */
export function rateLimited(name: RateLimitName, key: keyof typeof keys = 'ip') {
  const limit = RATE_LIMITS[name];
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.window,
      // Validation runs before the limit for body keys: the hook is preHandler.
      hook: 'preHandler' as const,
      keyGenerator: keys[key],
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => {
        const minutes = Math.max(1, Math.ceil(ctx.ttl / MINUTE));
        return {
          statusCode: 429,
          message: `Too many ${limit.what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        };
      },
    },
  };
}
