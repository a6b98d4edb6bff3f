import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sharedPlugin } from './shared-plugin';

const YEAR = 'public, max-age=31536000, immutable';

export type StaticFilesOptions = { clientDir?: string; uploadsDir: string };

/** Built client assets (hashed names: cached for a year) and uploaded images. */
export const staticFilesPlugin = sharedPlugin<StaticFilesOptions>(
  async (app, opts) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Upload names never change meaning: a new image gets a new name.
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', YEAR);
        reply.removeHeader('content-security-policy');
      },
    });
    if (!opts.clientDir || !existsSync(opts.clientDir)) return;
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      // One route per built file, so every other path still reaches React Router.
      wildcard: false,
      decorateReply: false,
      index: false,
      // scripts/ensure-build.mjs writes .br and .gz beside each asset: no compression work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(opts.clientDir!, 'assets'));
        // The service worker is checked on every visit: a new release must reach shoppers at once (decision 044).
        const worker = /^sw\.js(\.br|\.gz)?$/.test(basename(path)) && !immutable;
        reply.header('cache-control', immutable ? YEAR : worker ? 'no-cache' : 'public, max-age=3600');
        // A page's CSP means nothing on a script or image file: ~1 KB less per asset on slow links.
        reply.removeHeader('content-security-policy');
      },
    });
  },
  { name: 'static-files' },
);
