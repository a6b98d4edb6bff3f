import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, recordIdParams } from '#core/schemas/common';
import {
  ALERT_MESSAGES,
  alertReplySchema,
  mostWantedSchema,
  productAlertStateSchema,
  stockAlertSchema,
} from '#core/schemas/alerts';
import { parseId } from '../../errors';
import { requestLanguage } from '../../i18n/language';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limits';
import {
  confirmWait,
  mostWanted,
  productAlertState,
  stopAlerts,
  stopWaiting,
  unwatch,
  waitForStock,
  watchBuild,
  watchProduct,
} from './service';
import { stopPage } from './stop-page';

const productId = (raw: string) => parseId(raw, ALERT_MESSAGES.notFound);
const buildId = (raw: string) => parseId(raw, ALERT_MESSAGES.buildNotFound);

/** Back-in-stock sign-ups, price watches, the guest's confirmation, the one-tap stop and the owner's count (decision 069). */
export const alertRoutes: FastifyPluginAsyncZod<{ secret: string; kick: () => void }> = async (app, opts) => {
  const tags = ['alerts'];
  const params = recordIdParams;
  const reply = alertReplySchema;

  app.post(
    '/api/products/:id/stock-alert',
    {
      config: rateLimited('stockAlert'),
      schema: {
        tags,
        summary: 'Notify me when back in stock',
        params,
        body: stockAlertSchema,
        response: { 200: reply },
      },
    },
    async (request) => {
      const settings = await app.settings.get();
      const state = await waitForStock(
        app.db,
        {
          productId: productId(request.params.id),
          userId: request.user?.id ?? null,
          contact: request.body.contact,
          language: request.body.language ?? requestLanguage(request),
        },
        { publicUrl: app.config.publicUrl, storeName: settings.storeName },
      );
      if (state === 'confirm-sent') opts.kick();
      return { state, message: state === 'waiting' ? ALERT_MESSAGES.waiting : ALERT_MESSAGES.confirmSent };
    },
  );

  app.delete(
    '/api/products/:id/stock-alert',
    { onRequest: signedIn, schema: { tags, params, response: { 200: reply } } },
    async (request) => {
      await stopWaiting(app.db, requireUser(request).id, productId(request.params.id));
      return { state: 'stopped' as const, message: ALERT_MESSAGES.stopped };
    },
  );

  app.get(
    '/api/products/:id/alerts',
    {
      schema: {
        tags,
        summary: 'Whether I wait or watch this product',
        params,
        response: { 200: productAlertStateSchema },
      },
    },
    async (request, res) => {
      res.header('cache-control', 'private, no-store');
      return productAlertState(app.db, request.user?.id ?? null, productId(request.params.id));
    },
  );

  app.put(
    '/api/products/:id/price-watch',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Tell me when the price drops', params, response: { 200: reply } },
    },
    async (request) => {
      await watchProduct(app.db, requireUser(request).id, productId(request.params.id));
      return { state: 'watching' as const, message: ALERT_MESSAGES.watching };
    },
  );

  app.delete(
    '/api/products/:id/price-watch',
    { onRequest: signedIn, schema: { tags, params, response: { 200: reply } } },
    async (request) => {
      await unwatch(app.db, requireUser(request).id, { productId: productId(request.params.id) });
      return { state: 'stopped' as const, message: ALERT_MESSAGES.stopped };
    },
  );

  app.put(
    '/api/builds/saved/:id/price-watch',
    {
      onRequest: signedIn,
      schema: { tags, summary: "Tell me when my build's total drops", params, response: { 200: reply } },
    },
    async (request) => {
      await watchBuild(app.db, requireUser(request).id, buildId(request.params.id));
      return { state: 'watching' as const, message: ALERT_MESSAGES.watching };
    },
  );

  app.delete(
    '/api/builds/saved/:id/price-watch',
    { onRequest: signedIn, schema: { tags, params, response: { 200: reply } } },
    async (request) => {
      await unwatch(app.db, requireUser(request).id, { savedBuildId: buildId(request.params.id) });
      return { state: 'stopped' as const, message: ALERT_MESSAGES.stopped };
    },
  );

  app.get(
    '/api/alerts/confirm/:code',
    {
      schema: {
        tags,
        summary: "A guest's confirmation link: opens the product",
        params: z.object({ code: z.string().max(64) }),
        // A tapped link gets the product page (303) or a small page saying the link is not valid; a
        // program gets JSON.
        response: { 200: messageSchema, 303: z.null().describe('To the product page'), 404: messageSchema },
      },
    },
    async (request, res) => {
      const id = await confirmWait(app.db, request.params.code);
      // A tapped link opens the product; a program is told in JSON, as the stop link does.
      if (id && (request.headers.accept ?? '').includes('text/html'))
        return res.redirect(`/product/${id}?alert=confirmed`, 303);
      if (id) return res.header('cache-control', 'private, no-store').send({ message: ALERT_MESSAGES.waiting });
      return stopPage(request, res, requestLanguage(request), 'invalid');
    },
  );

  // Short (it goes in every text), public and one tap: a GET that stops the alerts (decision 069).
  app.get(
    '/u/:token',
    {
      schema: {
        tags,
        summary: 'Stop alerts (the link in every alert)',
        params: z.object({ token: z.string().max(40) }),
      },
    },
    async (request, res) => {
      const { ok, language } = await stopAlerts(app.db, opts.secret, request.params.token);
      return stopPage(request, res, language, ok ? 'stopped' : 'invalid');
    },
  );

  app.get(
    '/api/admin/alerts/most-wanted',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Products shoppers wait for, most first', response: { 200: mostWantedSchema } },
    },
    async () => mostWanted(app.db),
  );
};
