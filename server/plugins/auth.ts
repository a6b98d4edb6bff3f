import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type PublicUser } from '#core/schemas/auth';
import { forbidden, unauthorized } from '../errors';
import { SESSION_DAYS, sessionUser } from '../modules/auth/sessions';
import { sharedPlugin } from './shared-plugin';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user: PublicUser | null;
    sessionId: string | null;
    sessionToken: string | null;
  }
}

function tokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who is asking: the session token from the HttpOnly cookie (the web app) or a bearer header
 * (other clients). Unsafe requests from a browser must come from the shop's own origin, so another
 * site cannot ride on a shopper's cookie.
 */
export const authPlugin = sharedPlugin(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionToken', null);
    const publicOrigin = new URL(app.config.publicUrl).origin;

    app.addHook('onRequest', async (request) => {
      // Every unsafe request, whatever its path: the router decodes `/%61pi/…`, so a test of the raw
      // URL could be spelled around. Daraja's callback and other servers send no Origin and pass.
      if (UNSAFE.has(request.method)) {
        const origin = request.headers.origin;
        const ownOrigins = [publicOrigin, `${request.protocol}://${request.host}`];
        if (origin && !ownOrigins.includes(origin)) throw forbidden('Cross-origin request refused');
        if (!origin && request.headers['sec-fetch-site'] === 'cross-site')
          throw forbidden('Cross-origin request refused');
      }
      // Static files never need to know who asks: no session lookup for them (decided by the matched route).
      const route = request.routeOptions.url ?? '';
      if (route.startsWith('/assets/') || route.startsWith('/uploads/')) return;
      const found = tokenOf(request);
      if (!found || found.token.length > 200) return;
      const session = await sessionUser(app.db, found.token);
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.sessionToken = found.token;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'], decorators: { fastify: ['config', 'db'] } },
);

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return request.user;
}

export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(AUTH_MESSAGES.adminRequired);
  return user;
}

/** Staff or admin: orders and products (issue 20). Users, settings and staff stay admin-only. */
export function requireStaff(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'staff' && user.role !== 'admin') throw forbidden(AUTH_MESSAGES.staffRequired);
  return user;
}

export function requireVerified(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (!user.emailVerified) throw forbidden(AUTH_MESSAGES.verifyRequired);
  return user;
}

/**
 * Route hooks: who may call is decided before the body is even validated, so a guest learns
 * nothing about an endpoint's input from its 400s.
 */
export const signedIn = async (request: FastifyRequest) => void requireUser(request);
export const adminOnly = async (request: FastifyRequest) => void requireAdmin(request);
export const staffOnly = async (request: FastifyRequest) => void requireStaff(request);
export const verifiedOnly = async (request: FastifyRequest) => void requireVerified(request);
