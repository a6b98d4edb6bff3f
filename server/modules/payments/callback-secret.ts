import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '#db/client';
import { appSecrets } from '#db/schema';

const NAME = 'mpesa-callback-secret';

/**
 * The callback path secret when MPESA_CALLBACK_SECRET is not set: made once for the whole shop and
 * kept in the database, so every process and machine checks callbacks against the same one
 * (decision 023). Processes starting together race on the insert; the primary key lets one win and
 * all read the winner. A secret an earlier version kept in DATA_DIR is carried over, so callbacks of
 * payments already under way still match.
 */
export async function callbackSecret(db: Db, dataDir: string): Promise<string> {
  const file = join(dataDir, NAME);
  const candidate = existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name: NAME, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)).limit(1);
  return row.value;
}
