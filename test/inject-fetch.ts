import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '#server/modules/payments/daraja-client';

/**
 * Sends a fetch() through app.inject: Daraja's simulator and its callbacks, without a socket. Any
 * Fastify instance will do (the whole app, or the bare server the Daraja client's own test mounts).
 */
export function injectFetch(getApp: () => Pick<FastifyInstance, 'inject'>): FetchLike {
  return async (url, init = {}) => {
    const u = new URL(url);
    const res = await getApp().inject({
      method: (init.method ?? 'GET') as 'GET',
      url: u.pathname + u.search,
      headers: init.headers as Record<string, string>,
      payload: init.body as string | undefined,
    });
    return new Response(res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
  };
}
