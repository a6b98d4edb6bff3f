import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { etimsConfig } from '#db/schema';
import type { Config } from '../../config';

/** The simulator's PIN when the shop has none yet (KRA's format, not a real taxpayer). */
export const SIMULATOR_PIN = 'P051234567X';
export const SIMULATOR_SERIAL = 'SIM-KPC-0001';

export type EtimsEnv = Pick<Config, 'ETIMS_MODE' | 'ETIMS_PIN' | 'ETIMS_BRANCH_ID' | 'ETIMS_DEVICE_SERIAL'>;
export interface EtimsSaved {
  mode: 'simulator' | 'oscu';
  bhfId: string;
  dvcSrlNo: string | null;
}

export async function readEtimsConfig(db: DbOrTx): Promise<EtimsSaved | null> {
  const [row] = await db.select().from(etimsConfig).where(eq(etimsConfig.id, 1));
  return row ? { mode: row.mode, bhfId: row.bhfId, dvcSrlNo: row.dvcSrlNo } : null;
}

export async function saveEtimsConfig(db: DbOrTx, v: EtimsSaved) {
  const values = { ...v, updatedAt: new Date() };
  await db
    .insert(etimsConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: etimsConfig.id, set: values });
}

/**
 * The settings in force (decision 064): each of mode, branch and serial from the environment when set
 * (it wins, like Daraja's), else from the admin's Settings, else the simulator's defaults; the PIN from
 * ETIMS_PIN, else the shop's KRA PIN. `fromEnv` tells the admin which fields the environment holds.
 */
export function effectiveEtims(env: EtimsEnv, saved: EtimsSaved | null, shopPin: string | undefined) {
  return {
    mode: env.ETIMS_MODE ?? saved?.mode ?? 'simulator',
    tin: env.ETIMS_PIN ?? shopPin,
    bhfId: env.ETIMS_BRANCH_ID ?? saved?.bhfId ?? '00',
    dvcSrlNo: env.ETIMS_DEVICE_SERIAL ?? saved?.dvcSrlNo ?? undefined,
    fromEnv: {
      mode: env.ETIMS_MODE != null,
      pin: env.ETIMS_PIN != null,
      branchId: env.ETIMS_BRANCH_ID != null,
      deviceSerial: env.ETIMS_DEVICE_SERIAL != null,
    },
  };
}

/** What stops OSCU mode (the same rule as the start check in server/config.ts): a PIN and a serial. */
export function oscuProblems(e: { mode: string; tin?: string; dvcSrlNo?: string }) {
  if (e.mode !== 'oscu') return [];
  const problems: string[] = [];
  if (!e.tin) problems.push("KRA OSCU needs the shop's KRA PIN (Settings, or ETIMS_PIN on the server)");
  if (!e.dvcSrlNo) problems.push('KRA OSCU needs the device serial KRA issued');
  return problems;
}
