import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, recordIdParams } from '#core/schemas/common';
import {
  buildCodeParams,
  renameBuildSchema,
  saveBuildSchema,
  savedBuildListSchema,
  savedBuildSchema,
  shareBuildSchema,
  sharedBuildLinkSchema,
  sharedBuildSchema,
  suggestBuildSchema,
  suggestionSchema,
} from '#core/schemas/builds';
import { parseId } from '../../errors';
import { readSettings } from '../settings/service';
import { requireUser, signedIn } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';
import { createPoolCache } from './pool-cache';
import { previewJpeg } from './preview-image';
import {
  buildPath,
  currentParts,
  deleteSavedBuild,
  listSavedBuilds,
  loadSuggestPool,
  renameSavedBuild,
  saveBuild,
  shareBuild,
  sharedBuildOrThrow,
  suggest,
} from './service';

const savedId = (raw: string) => parseId(raw, 'Saved build not found');

/** Build links, saved builds and "Build for me" (issue 17). */
export const buildRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['builds'];
  const pools = createPoolCache(() => loadSuggestPool(app.db));
  const unsubscribe = app.catalogCache.onChange(() => pools.changed());
  app.addHook('onClose', async () => void unsubscribe());
  const publicUrl = app.config.publicUrl;

  app.post(
    '/api/builds',
    {
      config: rateLimited('buildShare'),
      schema: {
        tags,
        summary: 'Store a build behind a short link (no account needed)',
        description:
          'The same parts at the same prices always get the same code. Each part must exist and belong to its slot.',
        body: shareBuildSchema,
        response: { 201: sharedBuildLinkSchema },
      },
    },
    async (request, reply) => {
      const { code } = await shareBuild(app.db, request.body.parts);
      return reply.status(201).send({ code, path: buildPath(code), url: `${publicUrl}${buildPath(code)}` });
    },
  );

  app.get(
    '/api/builds/saved',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'My saved builds, newest first', response: { 200: savedBuildListSchema } },
    },
    async (request) => ({ builds: await listSavedBuilds(app.db, requireUser(request).id) }),
  );

  app.post(
    '/api/builds/saved',
    {
      onRequest: signedIn,
      config: rateLimited('buildSave'),
      schema: {
        tags,
        summary: 'Save the build under a name',
        body: saveBuildSchema,
        response: { 201: savedBuildSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await saveBuild(app.db, requireUser(request).id, request.body)),
  );

  app.put(
    '/api/builds/saved/:id',
    {
      onRequest: signedIn,
      config: rateLimited('buildSave'),
      schema: {
        tags,
        summary: 'Rename a saved build',
        params: recordIdParams,
        body: renameBuildSchema,
        response: { 200: savedBuildSchema },
      },
    },
    async (request) => renameSavedBuild(app.db, requireUser(request).id, savedId(request.params.id), request.body.name),
  );

  app.delete(
    '/api/builds/saved/:id',
    {
      onRequest: signedIn,
      config: rateLimited('buildSave'),
      schema: { tags, summary: 'Delete a saved build', params: recordIdParams, response: { 200: messageSchema } },
    },
    async (request) => {
      await deleteSavedBuild(app.db, requireUser(request).id, savedId(request.params.id));
      return { message: 'Build deleted' };
    },
  );

  app.post(
    '/api/builds/suggest',
    {
      schema: {
        tags,
        summary: 'Build for me: a complete, compatible, in-stock build within a budget',
        description:
          "`use` is one of gaming-1080p, gaming-1440p, office, creative. When no build fits, `status` is 'over-budget' with the cheapest possible total.",
        body: suggestBuildSchema,
        response: { 200: suggestionSchema },
      },
    },
    async (request) => {
      const { budget, use } = request.body;
      const vat = await readSettings(app.db);
      let result = suggest(await pools.get(), budget, use, vat);
      if (result.status !== 'ok') return result;
      // The pool may be a moment old: give out today's parts, and start again from a fresh pool
      // if one sold out or changed price meanwhile.
      const today = await currentParts(app.db, result.parts);
      if (today) return { ...result, parts: today };
      result = suggest(await pools.fresh(), budget, use, vat);
      return result.status === 'ok'
        ? { ...result, parts: (await currentParts(app.db, result.parts)) ?? result.parts }
        : result;
    },
  );

  app.get(
    '/api/builds/:code',
    {
      schema: {
        tags,
        summary: "A shared build with today's prices and stock, and what changed since",
        params: buildCodeParams,
        response: { 200: sharedBuildSchema },
      },
    },
    async (request) => sharedBuildOrThrow(app.db, request.params.code, publicUrl),
  );

  // The link preview's picture, beside the page it illustrates (not under /api, which robots.txt closes).
  app.get(
    '/build-pc/b/:code/preview.jpg',
    { schema: { hide: true, params: buildCodeParams, response: { 200: z.any() } } },
    async (request, reply) => {
      const build = await sharedBuildOrThrow(app.db, request.params.code, publicUrl);
      const jpeg = await previewJpeg(build, (await app.settings.get()).storeName);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=600').send(jpeg);
    },
  );
};
