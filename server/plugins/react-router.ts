import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppLoadContext } from '../load-context';
import { sharedPlugin } from './shared-plugin';

export interface ReactRouterOptions {
  /** The server build: a module (production) or a loader of one (development, from Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext>;
}

/**
 * The page URL on our own origin. `new URL(raw, origin)` would read a path spelled `//evil.example/x`
 * as another host; the path is kept as a path instead.
 */
export function pageUrl(raw: string, origin: string): URL {
  const url = new URL(origin);
  const q = raw.indexOf('?');
  url.pathname = q === -1 ? raw : raw.slice(0, q);
  url.search = q === -1 ? '' : raw.slice(q);
  return url;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(pageUrl(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error Node needs duplex for a streamed body; lib.dom does not know it yet.
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * Pages rendered for a signed-in shopper are theirs alone: no-store keeps them out of every cache,
 * the service worker's included (it stores only what may be stored, decision 044). Pages differ by
 * the data saver (Save-Data header or cookie) and the language (cookie, else Accept-Language), so
 * caches must key on those.
 */
function personalCaching(request: FastifyRequest, reply: FastifyReply, response: Response) {
  if (response.headers.has('cache-control')) return;
  if (request.user) reply.header('cache-control', 'private, no-store');
  reply.header('vary', 'Cookie, Save-Data, Accept-Language');
}

/**
 * Every path Fastify has no route for (all but /api, /uploads and static files) is rendered by
 * React Router. In an encapsulated scope without body parsers, so React Router reads raw bodies.
 */
export const reactRouterPlugin = sharedPlugin<ReactRouterOptions>(
  async (app, opts) => {
    const handle = createRequestHandler(opts.build as ServerBuild, opts.mode);
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      scope.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: async (request, reply) => {
          const origin = `${request.protocol}://${request.host}`;
          const response = await handle(
            toWebRequest(request, reply, origin),
            (await opts.getLoadContext(request, reply)) as never,
          );
          reply.status(response.status);
          for (const [key, value] of response.headers) {
            if (key !== 'set-cookie') reply.header(key, value);
          }
          personalCaching(request, reply, response);
          const cookies = response.headers.getSetCookie();
          if (cookies.length) reply.header('set-cookie', cookies);
          if (!response.body) return reply.send();
          return reply.send(Readable.fromWeb(response.body as never));
        },
      });
    });
  },
  { name: 'react-router', dependencies: ['security-headers'] },
);
