import { eq } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '#db/client';
import { storeSettings } from '#db/schema';
import { DEFAULT_SETTINGS, type StoreSettings } from '#core/settings';
import { changedFields, recordAudit } from '../audit/service';

/** Saves the shop's settings and, in the same transaction, an audit row of what changed (issue 20). */
export async function saveSettings(db: Db, actorId: number, input: Omit<typeof storeSettings.$inferInsert, 'id'>) {
  await db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(storeSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: storeSettings.id, set: values });
    const { updatedAt: _u, ...after } = values;
    const diff = changedFields(before as unknown as Record<string, unknown>, after);
    if (diff.changed)
      await recordAudit(tx, {
        actorId,
        entity: 'settings',
        entityId: 'store',
        action: 'update',
        before: diff.before,
        after: diff.after,
      });
  });
}

export async function readSettings(db: DbOrTx): Promise<StoreSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  const { id: _id, updatedAt: _u, ...settings } = row;
  return { ...settings, currency: 'KES' };
}

export const SETTINGS_CHANNEL = 'settings_changed';

/**
 * Every page shows the settings (footer, cart), so they are cached per process. A change made
 * through any process reaches the others by the database's NOTIFY (migration 0005); the time limit
 * only bounds how stale a copy can get while notifications are not heard.
 */
export function cachedSettings(db: DbOrTx, opts: { whatsappNumber?: string; ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? 10_000;
  let value: StoreSettings | undefined;
  let at = 0;
  return {
    async get(): Promise<StoreSettings> {
      if (!value || Date.now() - at > ttlMs) {
        const saved = await readSettings(db);
        // WHATSAPP_NUMBER in the environment wins over the saved number (one place for ops to change it);
        // GET /api/settings says so (whatsappNumberFromEnv), and the admin field is then read-only.
        value = opts.whatsappNumber ? { ...saved, whatsappNumber: opts.whatsappNumber } : saved;
        at = Date.now();
      }
      return value;
    },
    invalidate() {
      value = undefined;
    },
  };
}

/** Drops the cached settings whenever the store_settings row changes, in whichever process. */
export function listenForSettingsChanges(database: Database, settings: { invalidate(): void }) {
  return database.listen(SETTINGS_CHANNEL, {
    notify: () => settings.invalidate(),
    ready: () => settings.invalidate(),
    lost: () => settings.invalidate(),
  });
}
