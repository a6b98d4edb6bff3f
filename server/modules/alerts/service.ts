import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '#db/client';
import {
  alertSends,
  mailQueue,
  priceWatches,
  products,
  savedBuilds,
  sharedBuilds,
  stockAlerts,
  users,
} from '#db/schema';
import { normalizeMpesaPhone } from '#core/payments/phone';
import { ALERT_MESSAGES } from '#core/schemas/alerts';
import { badRequest, conflict, notFound } from '../../errors';
import { buildTotal } from './fanout';
import { alertTexts, shortName, withStore } from './texts';
import { hashCode, newConfirmCode, readToken } from './tokens';

async function visibleProduct(db: DbOrTx, productId: number) {
  const [p] = await db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.countInStock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!p) throw notFound(ALERT_MESSAGES.notFound);
  return p;
}

/** A guest's contact: a Kenyan mobile number (2547…/2541…) or an e-mail (lowercased). */
export function parseContact(raw: string | undefined): { channel: 'email' | 'sms'; contact: string } {
  const value = (raw ?? '').trim();
  if (!value) throw badRequest(ALERT_MESSAGES.contactNeeded);
  if (value.includes('@')) {
    if (!z.email().safeParse(value).success) throw badRequest(ALERT_MESSAGES.badContact);
    return { channel: 'email', contact: value.toLowerCase() };
  }
  const phone = normalizeMpesaPhone(value);
  if (!phone.ok) throw badRequest(ALERT_MESSAGES.badContact);
  return { channel: 'sms', contact: phone.phone };
}

export interface WaitInput {
  productId: number;
  userId: number | null;
  contact?: string;
  language: string;
}

/**
 * "Notify me" on a sold-out product. Signed in: one row, done. A guest: a row that counts once confirmed
 * by the link sent to the contact they gave (so nobody signs someone else's phone up for texts). Asking
 * again while waiting changes nothing (a guest not yet confirmed gets a fresh link).
 */
export async function waitForStock(
  db: Db,
  input: WaitInput,
  ctx: { publicUrl: string; storeName: string },
): Promise<'waiting' | 'confirm-sent'> {
  const product = await visibleProduct(db, input.productId);
  if (product.stock > 0) throw conflict(ALERT_MESSAGES.inStock);
  if (input.userId) {
    await db
      .insert(stockAlerts)
      .values({ productId: product.id, userId: input.userId, language: input.language })
      .onConflictDoNothing();
    return 'waiting';
  }
  const { channel, contact } = parseContact(input.contact);
  const code = newConfirmCode();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(stockAlerts)
      .where(
        and(eq(stockAlerts.productId, product.id), eq(stockAlerts.contact, contact), isNull(stockAlerts.notifiedAt)),
      );
    if (existing?.confirmedAt) return 'waiting';
    if (existing)
      await tx
        .update(stockAlerts)
        .set({ confirmHash: hashCode(code), language: input.language })
        .where(eq(stockAlerts.id, existing.id));
    else
      await tx
        .insert(stockAlerts)
        .values({ productId: product.id, channel, contact, language: input.language, confirmHash: hashCode(code) });
    const t = alertTexts(input.language);
    const url = `${ctx.publicUrl}/api/alerts/confirm/${code}`;
    // The reply to what the guest just did, so it goes at once, quiet hours or not.
    await tx.insert(mailQueue).values(
      channel === 'sms'
        ? {
            kind: 'alert-confirm',
            channel: 'sms',
            to: contact,
            text: withStore(ctx.storeName, t.confirm(shortName(product.name, 'confirm'), url)),
          }
        : {
            kind: 'alert-confirm',
            to: contact,
            subject: t.mail.confirmSubject(product.name),
            text: `${t.mail.confirmBody(product.name, url)}\n\n${ctx.storeName}`,
          },
    );
    return 'confirm-sent';
  });
}

/** The guest's link: their wait counts from now. Returns the product to open, or null for a bad or used code. */
export async function confirmWait(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: new Date(), confirmHash: null })
    .where(and(eq(stockAlerts.confirmHash, hashCode(code)), isNull(stockAlerts.confirmedAt)))
    .returning({ productId: stockAlerts.productId });
  return row?.productId ?? null;
}

export async function stopWaiting(db: Db, userId: number, productId: number) {
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)));
}

/** Watch a product's price from what it costs now. */
export async function watchProduct(db: Db, userId: number, productId: number) {
  const product = await visibleProduct(db, productId);
  await db.insert(priceWatches).values({ userId, productId, baseline: product.price }).onConflictDoNothing();
}

/** Watch a saved build's total from what it costs now. */
export async function watchBuild(db: Db, userId: number, savedBuildId: number) {
  const [build] = await db
    .select({ parts: sharedBuilds.parts })
    .from(savedBuilds)
    .innerJoin(sharedBuilds, eq(sharedBuilds.id, savedBuilds.sharedBuildId))
    .where(and(eq(savedBuilds.id, savedBuildId), eq(savedBuilds.userId, userId)));
  if (!build) throw notFound(ALERT_MESSAGES.buildNotFound);
  await db
    .insert(priceWatches)
    .values({ userId, savedBuildId, baseline: await buildTotal(db, build.parts) })
    .onConflictDoNothing();
}

export async function unwatch(db: Db, userId: number, target: { productId?: number; savedBuildId?: number }) {
  await db
    .delete(priceWatches)
    .where(
      and(
        eq(priceWatches.userId, userId),
        target.productId
          ? eq(priceWatches.productId, target.productId)
          : eq(priceWatches.savedBuildId, target.savedBuildId ?? 0),
      ),
    );
}

/** The product page's state for a signed-in viewer. */
export async function productAlertState(db: Db, userId: number | null, productId: number) {
  if (!userId) return { waiting: false, watching: false };
  const [row] = await db
    .select({
      waiting: sql<boolean>`exists (select 1 from ${stockAlerts} where ${stockAlerts.userId} = ${userId} and ${stockAlerts.productId} = ${productId} and ${stockAlerts.notifiedAt} is null)`,
      watching: sql<boolean>`exists (select 1 from ${priceWatches} where ${priceWatches.userId} = ${userId} and ${priceWatches.productId} = ${productId})`,
    })
    .from(sql`(select 1) as one`);
  return { waiting: Boolean(row.waiting), watching: Boolean(row.watching) };
}

/**
 * The one-tap stop link of every alert: a signed-in shopper's token stops all their waits and watches; a
 * guest's stops every wait of the contact it was sent to (and forgets it). Idempotent; false for a bad token.
 */
export async function stopAlerts(db: Db, secret: string, token: string): Promise<{ ok: boolean; language: string }> {
  const who = readToken(secret, token);
  if (!who) return { ok: false, language: 'en' };
  if (who.kind === 'u') {
    const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, who.id));
    await db.transaction(async (tx) => {
      await tx.delete(stockAlerts).where(and(eq(stockAlerts.userId, who.id), isNull(stockAlerts.notifiedAt)));
      await tx.delete(priceWatches).where(eq(priceWatches.userId, who.id));
    });
    return { ok: true, language: user?.language ?? 'en' };
  }
  const [row] = await db
    .select({ contact: stockAlerts.contact, language: stockAlerts.language })
    .from(stockAlerts)
    .where(eq(stockAlerts.id, who.id));
  if (row?.contact) {
    await db.transaction(async (tx) => {
      await tx.delete(stockAlerts).where(eq(stockAlerts.contact, row.contact!));
      await tx.delete(alertSends).where(eq(alertSends.recipient, `c:${row.contact}`));
    });
  }
  return { ok: true, language: row?.language ?? 'en' };
}

/** How many confirmed shoppers wait per product, most first: the owner's "most wanted". */
export async function mostWanted(db: Db, limit = 10) {
  const waiting = sql<number>`count(*)::int`;
  return db
    .select({ productId: products.id, name: products.name, countInStock: products.countInStock, waiting })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(
      and(
        isNull(stockAlerts.notifiedAt),
        sql`(${stockAlerts.userId} is not null or ${stockAlerts.confirmedAt} is not null)`,
      ),
    )
    .groupBy(products.id)
    .orderBy(desc(waiting), products.id)
    .limit(limit);
}
