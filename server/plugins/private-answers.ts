import type { FastifyRequest } from 'fastify';
import { sharedPlugin } from './shared-plugin';

/** API paths whose answers are about one person, whoever asks (a 401 included: nothing to keep). */
const PERSONAL = [
  '/api/auth/',
  '/api/orders',
  '/api/payments/',
  '/api/addresses',
  '/api/builds/saved',
  '/api/saved',
  '/api/users',
  '/api/admin/',
];

function personal(request: FastifyRequest): boolean {
  if (request.user || request.headers.authorization) return true;
  const path = request.url.split('?')[0];
  return PERSONAL.some((prefix) => path.startsWith(prefix));
}

/**
 * Issue 33: `Cache-Control: private, no-store` on every personal API answer (`/api/auth/me`,
 * `/api/orders/mine`, receipts, anything asked with a session), so no shared cache (a proxy, a CDN,
 * an office gateway) keeps one shopper's data for the next, and the browser does not keep it on disk
 * after sign-out. A route that chose its own header keeps it.
 */
export const privateAnswersPlugin = sharedPlugin(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
      if (personal(request)) reply.header('cache-control', 'private, no-store');
      return payload;
    });
  },
  { name: 'private-answers', dependencies: ['auth'] },
);
