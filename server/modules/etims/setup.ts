import type { FastifyInstance } from 'fastify';
import { isKraPin, normaliseKraPin } from '#core/etims/kra-pin';
import { httpTransport, type EtimsSettings, type EtimsTransport } from './client';
import { effectiveEtims, oscuProblems, readEtimsConfig, SIMULATOR_PIN, SIMULATOR_SERIAL } from './config-store';
import { createEtimsSimulator } from './simulator';
import { sendDueInvoices, type EtimsDeps } from './sender';
import { etimsRoutes } from './routes';

export { SIMULATOR_PIN, SIMULATOR_SERIAL };
/** How often the outbox is looked at: one indexed read of the oldest unsigned invoice. */
export const ETIMS_TICK_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    etims: EtimsDeps & {
      sendDue(now?: Date): Promise<{ sent: number }>;
      /** The settings in force with which of them the environment holds (the admin's eTIMS section). */
      current(): Promise<ReturnType<typeof effectiveEtims> & { baseUrl: string }>;
    };
  }
}

export interface EtimsOptions {
  fetch?: typeof fetch;
}

/**
 * eTIMS (issue 30, decision 064): the settings in force (environment first, then the admin's Settings),
 * the simulator or OSCU transport, the outbox job and the admin's routes.
 */
export async function registerEtims(app: FastifyInstance, opts: EtimsOptions = {}) {
  const c = app.config;
  const current = async () => {
    const shop = await app.settings.get();
    const shopPin = shop.kraPin && isKraPin(shop.kraPin) ? normaliseKraPin(shop.kraPin) : undefined;
    return { ...effectiveEtims(c, await readEtimsConfig(app.db), shopPin), baseUrl: c.ETIMS_BASE_URL };
  };
  const settings = async (): Promise<EtimsSettings & { tradeName: string }> => {
    const e = await current();
    return {
      mode: e.mode,
      baseUrl: c.ETIMS_BASE_URL,
      tin: e.tin ?? SIMULATOR_PIN,
      bhfId: e.bhfId,
      dvcSrlNo: e.dvcSrlNo ?? SIMULATOR_SERIAL,
      tradeName: (await app.settings.get()).storeName,
    };
  };
  // The check at start (server/config.ts checks the environment): OSCU saved in Settings needs the same.
  const atStart = await current();
  const problems = oscuProblems(atStart);
  if (problems.length) throw new Error(`eTIMS settings: ${problems.join('; ')}`);
  const simulator = createEtimsSimulator(app.db);
  const oscu = httpTransport(c.ETIMS_BASE_URL, opts.fetch);
  // The mode may change in Settings while running: each call goes where the settings in force say.
  const transport: EtimsTransport = async (path, headers, body) =>
    ((await current()).mode === 'oscu' ? oscu : simulator.call)(path, headers, body);
  const deps: EtimsDeps = { db: app.db, settings, transport, log: app.log };
  app.decorate('etims', { ...deps, current, sendDue: (now?: Date) => sendDueInvoices(deps, now) });
  app.jobs.register({ name: 'etims-outbox', everyMs: ETIMS_TICK_MS, deps, tick: sendDueInvoices });
  await app.register(etimsRoutes);
}
