import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { openDatabase, type Database } from '#db/client';
import { seedDemoCatalog } from '#db/seed/seed';
import { build, type WebOptions } from './app';
import { perProcessLimitsWarning, runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureAdmin } from './modules/users/admin-account';

const dev = process.argv.includes('--dev');
// The JSON API, uploads and payments only, without the pages (no build needed): used by bench/crash.ts.
const apiOnly = process.argv.includes('--api-only');
// `npm start -- --workers 3` is WORKERS=3.
const workersFlag = process.argv.indexOf('--workers');
if (workersFlag > 0 && process.argv[workersFlag + 1]) process.env.WORKERS = process.argv[workersFlag + 1];

async function webOptions(config: Config): Promise<WebOptions> {
  if (!dev) {
    const buildDir = config.BUILD_DIR;
    const serverBuild = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
    return { mode: 'production', build: serverBuild, clientDir: join(buildDir, 'client') };
  }
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: config.LOG_LEVEL === 'silent' ? 'silent' : 'info',
  });
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
  // Development serves through Vite's dev server: one process, whatever WORKERS says.
  if (dev && config.WORKERS > 1) console.warn(`WORKERS=${config.WORKERS} is ignored by npm run dev: one process.`);
  const inCluster = config.WORKERS > 1 && !dev;
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'db') },
  );
  // Schema, demo catalog and admin account are set up once, by the primary, before any worker starts.
  if (cluster.isPrimary) {
    await prepareDatabase(config, database);
    if (inCluster) return startCluster(config, database, started);
  }
  const app = await build({
    config,
    database,
    web: apiOnly ? undefined : await webOptions(config),
    logger: { level: config.LOG_LEVEL },
  });
  app.addHook('onClose', () => database.close());
  // Payment reconciliation, order expiry, ...: in one process of the shop at a time (decision 022).
  app.addHook('preClose', () => app.jobs.stop());
  // Which worker answered: the cluster test spreads requests across them, and it helps to read logs.
  if (cluster.isWorker)
    app.addHook('onSend', async (_req, reply) => void reply.header('x-shop-worker', String(cluster.worker!.id)));

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
  app.jobs.start();
  if (cluster.isWorker) return;
  console.log(
    `Shop ready on ${config.publicUrl} (${database.kind}${dev ? ', development' : ''}${apiOnly ? ', API only' : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function prepareDatabase(config: Config, database: Database) {
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
}

async function startCluster(config: Config, database: Database, started: number) {
  await database.close();
  const warning = perProcessLimitsWarning(config.WORKERS, config.REDIS_URL);
  if (warning) console.warn(warning);
  runPrimary({
    workers: config.WORKERS,
    log: (msg) => console.log(msg),
    onAllListening: () =>
      console.log(
        `Shop ready on ${config.publicUrl} (${database.kind}, ${config.WORKERS} workers${dev ? ', development' : ''}${apiOnly ? ', API only' : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
