import type { FastifyInstance } from 'fastify';
import { isKraPin, normaliseKraPin } from '#core/etims/kra-pin';
import { transportFor, type EtimsSettings } from './client';
import { createEtimsSimulator } from './simulator';
import { sendDueInvoices, type EtimsDeps } from './sender';
import { etimsRoutes } from './routes';

/** The simulator's PIN when the shop has none yet (KRA's format, not a real taxpayer). */
export const SIMULATOR_PIN = 'P051234567X';
export const SIMULATOR_SERIAL = 'SIM-KPC-0001';
/** How often the outbox is looked at: one indexed read of the oldest unsigned invoice. */
export const ETIMS_TICK_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    etims: EtimsDeps & { sendDue(now?: Date): Promise<{ sent: number }> };
  }
}

export interface EtimsOptions {
  fetch?: typeof fetch;
}

/**
 * eTIMS (issue 30, decision 064): the settings in force (environment first, then the shop's KRA PIN),
 * the simulator or OSCU transport, the outbox job and the admin's routes.
 */
export async function registerEtims(app: FastifyInstance, opts: EtimsOptions = {}) {
  const c = app.config;
  const settings = async (): Promise<EtimsSettings & { tradeName: string }> => {
    const shop = await app.settings.get();
    const shopPin = shop.kraPin && isKraPin(shop.kraPin) ? normaliseKraPin(shop.kraPin) : undefined;
    return {
      mode: c.ETIMS_MODE,
      baseUrl: c.ETIMS_BASE_URL,
      tin: c.ETIMS_PIN ?? shopPin ?? SIMULATOR_PIN,
      bhfId: c.ETIMS_BRANCH_ID,
      dvcSrlNo: c.ETIMS_DEVICE_SERIAL ?? SIMULATOR_SERIAL,
      tradeName: shop.storeName,
    };
  };
  const simulator = createEtimsSimulator(app.db);
  const deps: EtimsDeps = {
    db: app.db,
    settings,
    transport: transportFor({ mode: c.ETIMS_MODE, baseUrl: c.ETIMS_BASE_URL } as EtimsSettings, simulator, opts.fetch),
    log: app.log,
  };
  app.decorate('etims', { ...deps, sendDue: (now?: Date) => sendDueInvoices(deps, now) });
  app.jobs.register({ name: 'etims-outbox', everyMs: ETIMS_TICK_MS, deps, tick: sendDueInvoices });
  await app.register(etimsRoutes);
}
