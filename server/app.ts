import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { messageSchema } from '#core/schemas/common';
import type { Database } from '#db/client';
import type { Config } from './config';
import { safeLoggerOptions } from './logging';
import { loadContextFactory } from './load-context.server';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { catalogRoutes } from './modules/catalog/routes';
import { registerCatalogCache } from './modules/catalog/catalog-cache';
import { registerSearch } from './modules/catalog/search-plugin';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';
import { orderRoutes } from './modules/orders/routes';
import { contactRoutes } from './modules/contact/routes';
import { adminRoutes } from './modules/admin/routes';
import { productAdminRoutes } from './modules/catalog/admin-routes';
import { settingsRoutes } from './modules/settings/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { buildRoutes } from './modules/builds/routes';
import { auditRoutes } from './modules/audit/routes';
import { returnRoutes } from './modules/returns/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { savedRoutes } from './modules/saved/routes';
import { registerPayments, type PaymentsOptions } from './modules/payments/setup';
import { registerEtims } from './modules/etims/setup';
import { createJobRunner } from './jobs/runner';
import { registerNotifications } from './modules/notifications/setup';
import { registerSms } from './modules/sms/setup';
import { registerAlerts } from './modules/alerts/setup';
import { createMailer, type Mailer } from './mail/mailer';
import { authPlugin } from './plugins/auth';
import { privateAnswersPlugin } from './plugins/private-answers';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { cachedSettings, listenForSettingsChanges } from './modules/settings/service';
import { errorHandlerPlugin, noRoute } from './plugins/error-handler';
import { registerMessageLanguage } from './i18n/api-messages';
import { openApiPlugin } from './plugins/openapi';
import { reactRouterPlugin } from './plugins/react-router';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import './types';

export type WebOptions =
  | { mode: 'production'; build: ServerBuild; clientDir: string }
  | { mode: 'development'; loadBuild: () => Promise<ServerBuild>; use: (app: FastifyInstance) => Promise<void> };

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pages through React Router; API tests leave it out. */
  web?: WebOptions;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; by default SMTP_URL, or .eml files in <DATA_DIR>/outbox. */
  mailer?: Mailer;
  payments?: PaymentsOptions;
  /** Called for every route as it is added (the hardening tests collect the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client sending the header
 * itself), so a count becomes "the first N addresses, starting from the socket, are proxies":
 * safe only when the proxy alone can reach the shop (docs/deploy-behind-a-proxy.md).
 */
export function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole app without listening: main.ts listens, tests use `app.inject`. */
export async function build({ config, database, web, logger = false, mailer, payments, onRoute }: BuildOptions) {
  const app = Fastify({
    logger: safeLoggerOptions(logger),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // The search index loads in an onReady hook (decision 050): 3 s for 100,000 products on a quiet
    // machine, but 10 s (Fastify's default) was not enough on a busy one and the shop refused to start.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('settings', cachedSettings(database.db, { whatsappNumber: config.WHATSAPP_NUMBER }));
  const unlistenSettings = listenForSettingsChanges(database, app.settings);
  app.addHook('onClose', () => unlistenSettings());
  // Background jobs register here; main.ts starts them, so apps built by tests run none (decision 022).
  app.decorate('jobs', createJobRunner({ db: database.db, databaseUrl: config.DATABASE_URL, log: app.log }));
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        log: (m) => app.log.info(m),
      }),
  );
  // Services are built once here and shared by the routes and the pages' load context.
  app.decorate(
    'authService',
    createAuthService({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      publicUrl: config.publicUrl,
      storeName: async () => (await app.settings.get()).storeName,
    }),
  );

  registerCatalogCache(app);
  registerSearch(app);
  await app.register(errorHandlerPlugin);
  registerMessageLanguage(app);
  await app.register(securityHeadersPlugin, {
    dev: web?.mode === 'development',
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (the default) costs ~50 ms per page; 5 gives most of the gain at a fraction of it.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(openApiPlugin);
  // Before the notifications: the queue sends SMS through it (issue 31). Tests reach the simulator by inject.
  await registerSms(app, { fetch: payments?.fetch });
  registerNotifications(app);
  await registerPayments(app, payments);
  await registerEtims(app);
  // Back in stock and price drops (decision 069): after the queue they write to.
  await registerAlerts(app);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(orderRoutes);
  await app.register(reviewRoutes);
  await app.register(contactRoutes);
  await app.register(productAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(settingsRoutes);
  await app.register(deliveryRoutes);
  await app.register(adminRoutes);
  await app.register(buildRoutes);
  await app.register(auditRoutes);
  await app.register(returnRoutes);
  await app.register(privacyRoutes);
  await app.register(savedRoutes);
  app.all('/api/*', { schema: { hide: true, response: { 404: messageSchema } } }, async (request, reply) =>
    reply.status(404).send(noRoute(request.method, request.url)),
  );

  await app.register(staticFilesPlugin, {
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    clientDir: web?.mode === 'production' ? web.clientDir : undefined,
  });

  if (web) {
    if (web.mode === 'development') await web.use(app);
    await app.register(reactRouterPlugin, {
      mode: web.mode,
      build: web.mode === 'production' ? web.build : web.loadBuild,
      getLoadContext: loadContextFactory(app),
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof build>>;
