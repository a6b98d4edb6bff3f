import { apiMessage } from '#core/messages/api';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { addresses, deliverySettings, users } from '#db/schema';
import { cleanAddress, MAX_ADDRESSES, type DeliveryAddress } from '#core/delivery/address';
import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import { DELIVERY_MESSAGES, type DeliveryOptions } from '#core/delivery/rules';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/service';

export async function readDeliveryOptions(db: DbOrTx): Promise<DeliveryOptions> {
  const [row] = await db
    .select({ options: deliverySettings.options })
    .from(deliverySettings)
    .where(eq(deliverySettings.id, 1))
    .limit(1);
  return row?.options ?? DEFAULT_DELIVERY_OPTIONS;
}

export async function saveDeliveryOptions(db: Db, options: DeliveryOptions, actorId: number | null = null) {
  const values = { options, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const before = await readDeliveryOptions(tx);
    await tx
      .insert(deliverySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    if (JSON.stringify(before) !== JSON.stringify(options)) {
      await recordAudit(tx, {
        actorId,
        entity: 'settings',
        entityId: 'delivery',
        action: 'update',
        before,
        after: options,
      });
    }
  });
  return readDeliveryOptions(db);
}

type AddressRow = typeof addresses.$inferSelect;
const toAddress = (a: AddressRow) => ({
  id: a.id,
  county: a.county,
  town: a.town,
  street: a.street,
  landmark: a.landmark,
  phone: a.phone,
  lastUsedAt: a.lastUsedAt?.toISOString() ?? null,
});

/** The caller's addresses, the one used last first (the checkout prefills it). */
export async function listAddresses(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.updatedAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** Locks the user's row, so two saves at the same moment are counted one after the other. */
async function countLocked(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return n;
}

export async function createAddress(db: Db, userId: number, input: DeliveryAddress) {
  return db.transaction(async (tx) => {
    if ((await countLocked(tx, userId)) >= MAX_ADDRESSES)
      throw conflict(apiMessage('delivery.tooManyAddresses', { max: MAX_ADDRESSES }));
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...cleanAddress(input) })
      .returning();
    return toAddress(row);
  });
}

// Someone else's address is answered as missing, like someone else's order (decision 005).
export async function updateAddress(db: DbOrTx, userId: number, id: number, input: DeliveryAddress) {
  const [row] = await db
    .update(addresses)
    .set({ ...cleanAddress(input), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound(DELIVERY_MESSAGES.addressNotFound);
  return toAddress(row);
}

export async function deleteAddress(db: DbOrTx, userId: number, id: number) {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!deleted.length) throw notFound(DELIVERY_MESSAGES.addressNotFound);
  return { message: 'Address deleted' };
}

/**
 * An order's address goes into the book, in the order's transaction: the same address is marked used,
 * a new one is added while the book has room. A full book is left as it is (the order does not fail, and
 * no address the shopper kept is dropped without asking).
 */
export async function rememberAddress(tx: DbOrTx, userId: number, address: DeliveryAddress) {
  const a = cleanAddress(address);
  const now = new Date();
  const [same] = await tx
    .update(addresses)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.county, a.county),
        eq(addresses.town, a.town),
        eq(addresses.street, a.street),
        eq(addresses.landmark, a.landmark),
        eq(addresses.phone, a.phone),
      ),
    )
    .returning({ id: addresses.id });
  if (same) return;
  if ((await countLocked(tx, userId)) < MAX_ADDRESSES)
    await tx.insert(addresses).values({ userId, ...a, lastUsedAt: now });
}
