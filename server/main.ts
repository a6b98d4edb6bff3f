import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '#db/client';
import { seedDemoCatalog } from '#db/seed/seed';
import { build, type WebOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureAdmin } from './modules/users/admin-account';

const dev = process.argv.includes('--dev');
// The JSON API, uploads and payments only, without the pages (no build needed): used by bench/crash.ts.
const apiOnly = process.argv.includes('--api-only');

async function webOptions(config: Config): Promise<WebOptions> {
  if (!dev) {
    const buildDir = config.BUILD_DIR;
    const serverBuild = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
    return { mode: 'production', build: serverBuild, clientDir: join(buildDir, 'client') };
  }
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: config.LOG_LEVEL === 'silent' ? 'silent' : 'info' });
  return {
    mode: 'development',
    loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    use: async (app) => {
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    },
  };
}

async function main() {
  const started = Date.now();
  let config: Config;
  try {
    // A shop owner's settings file; variables set in the environment itself win over it.
    if (existsSync('.env')) process.loadEnvFile('.env');
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'db') },
  );
  await database.migrate();
  if (config.SEED_DEMO) {
    await seedDemoCatalog(database.db, {
      uploadsDir: join(config.DATA_DIR, 'uploads'),
      log: (msg: string) => console.log(msg),
    });
  }
  await ensureAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    announce: (msg) => console.log(`\n${msg}\n`),
  });

  const app = await build({
    config,
    database,
    web: apiOnly ? undefined : await webOptions(config),
    logger: { level: config.LOG_LEVEL },
  });
  app.addHook('onClose', () => database.close());

  // Payments whose callback is late or lost are asked about; unpaid orders expire and free their stock.
  const reconciler = setInterval(() => {
    app.payments.reconcile().catch((err) => app.log.error({ err }, 'payment reconciler failed'));
  }, 15_000);
  reconciler.unref();
  // Mail to shoppers and admins goes out from the queue; a failed send is retried with back-off.
  const mailWorker = setInterval(() => {
    app.notifications.tick().catch((err) => app.log.error({ err }, 'mail queue worker failed'));
  }, 15_000);
  mailWorker.unref();
  // The low-stock summary: checked every 10 minutes, queued at most once per Nairobi day.
  const lowStock = setInterval(() => {
    app.notifications.lowStockTick().catch((err) => app.log.error({ err }, 'low-stock summary failed'));
  }, 10 * 60_000);
  lowStock.unref();
  app.addHook('onClose', () => {
    clearInterval(reconciler);
    clearInterval(mailWorker);
    clearInterval(lowStock);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `Shop ready on ${config.publicUrl} (${database.kind}${dev ? ', development' : ''}${apiOnly ? ', API only' : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
