import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '#db/client';
import { appSecrets } from '#db/schema';
import type { Config } from '../../config';
import { neverLog } from '../../logging';

const LEGACY = 'mpesa-callback-secret';

/** The kinds of callback Daraja posts, each behind a secret of its own (issue 33). */
export const CALLBACK_KINDS = {
  stk: { env: 'MPESA_STK_CALLBACK_SECRET', row: 'mpesa-secret-stk' },
  paybillConfirm: { env: 'MPESA_PAYBILL_CONFIRM_SECRET', row: 'mpesa-secret-paybill-confirm' },
  paybillValidate: { env: 'MPESA_PAYBILL_VALIDATE_SECRET', row: 'mpesa-secret-paybill-validate' },
  statusResult: { env: 'MPESA_STATUS_RESULT_SECRET', row: 'mpesa-secret-status-result' },
  // Decision 060: the B2C and Reversal Results of automatic refunds.
  refundResult: { env: 'MPESA_REFUND_RESULT_SECRET', row: 'mpesa-secret-refund-result' },
} as const;
export type CallbackKind = keyof typeof CALLBACK_KINDS;

export type CallbackSecrets = Record<CallbackKind, string> & {
  /** The old single secret, still accepted on every callback path: URLs given to Daraja before keep working. */
  legacy?: string;
};

/** Made once for the whole shop and kept in the database: every process checks against the same one (decision 023). */
async function stored(db: Db, name: string, candidate: string): Promise<string> {
  // Processes starting together race on the insert; the primary key lets one win and all read the winner.
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row.value;
}

/**
 * The secret of each kind: its own setting, else MPESA_CALLBACK_SECRET, else a random one kept in the
 * database. The single secret an earlier version made (in the database, or in DATA_DIR before that)
 * is read, never created, so that callbacks of payments under way and registered Paybill URLs still match.
 * Every value is handed to the logger's scrubber.
 */
export async function callbackSecrets(db: Db, config: Config): Promise<CallbackSecrets> {
  const file = join(config.DATA_DIR, LEGACY);
  let legacy = config.MPESA_CALLBACK_SECRET;
  if (!legacy) {
    const [row] = await db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, LEGACY))
      .limit(1);
    legacy = row?.value ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined);
  }
  const out = { legacy } as CallbackSecrets;
  for (const [kind, where] of Object.entries(CALLBACK_KINDS) as [
    CallbackKind,
    (typeof CALLBACK_KINDS)[CallbackKind],
  ][]) {
    out[kind] =
      config[where.env] ??
      config.MPESA_CALLBACK_SECRET ??
      (await stored(db, where.row, randomBytes(32).toString('base64url')));
  }
  neverLog(...Object.values(out).filter((v): v is string => !!v));
  return out;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a path secret is the one of this kind (or the old single one). Constant time. */
export function secretMatches(secrets: CallbackSecrets, kind: CallbackKind, given: string): boolean {
  return same(given, secrets[kind]) || (!!secrets.legacy && same(given, secrets.legacy));
}
