import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { alertChanges, priceWatches, products, savedBuilds, sharedBuilds, stockAlerts } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import { BUILD_DROP_MIN_KES } from '#core/schemas/alerts';
import { guestRecipient, queueAlerts, userRecipients, type AlertCtx } from './send';
import { shortName } from './texts';

/** Changes handled per tick; each is its own transaction, so a crash repeats none that finished. */
const BATCH = 50;

/**
 * One pass of the alerts job: drains the changes the products trigger wrote (migration 0047) into
 * messages on the mail queue, and forgets guests' contacts that are no longer needed.
 */
export async function processAlertChanges(db: Db, ctx: AlertCtx) {
  const pending = await db
    .select()
    .from(alertChanges)
    .where(isNull(alertChanges.doneAt))
    .orderBy(asc(alertChanges.id))
    .limit(BATCH);
  const result = { changes: 0, queued: 0 };
  for (const change of pending) {
    result.queued += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(alertChanges)
        .set({ doneAt: ctx.now })
        .where(and(eq(alertChanges.id, change.id), isNull(alertChanges.doneAt)))
        .returning({ id: alertChanges.id });
      if (!claimed) return 0;
      return change.kind === 'restock' ? restock(tx, change.productId, ctx) : priceDrop(tx, change, ctx);
    });
    result.changes++;
  }
  await forgetGuests(db, ctx.now);
  return result;
}

/**
 * Back in stock: every confirmed waiter, in the order they signed up, gets one message (all of them, not
 * only as many as the units: decision 069). A waiter already told about this product today (a price
 * alert) stays waiting for the next return to stock, so the daily limit holds without losing the wait.
 */
export async function restock(tx: DbOrTx, productId: number, ctx: AlertCtx) {
  const [product] = await tx
    .select({ name: products.name, stock: products.countInStock, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  // Sold out again, or hidden, before the job ran: the waiters keep waiting.
  if (!product || product.stock <= 0 || product.status !== 'active') return 0;
  const waiters = await tx
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
        or(isNotNull(stockAlerts.userId), isNotNull(stockAlerts.confirmedAt)),
      ),
    )
    .orderBy(asc(stockAlerts.id));
  const url = `${ctx.publicUrl}/product/${productId}`;
  const people = await userRecipients(
    tx,
    waiters.flatMap((w) => (w.userId ? [w.userId] : [])),
    ctx,
  );
  const list = waiters.flatMap((w) => {
    const r = w.userId ? people.get(w.userId) : guestRecipient(w, ctx);
    return r ? [{ id: w.id, r }] : [];
  });
  const queued = await queueAlerts(
    tx,
    list.map(({ r }) => ({
      r,
      words: (t, stop) => ({
        sms: t.restock(shortName(product.name, 'restock'), url, stop),
        subject: t.mail.restockSubject(product.name),
        body: t.mail.restockBody(product.name, url),
      }),
    })),
    `p:${productId}`,
    'restock',
    ctx,
  );
  const told = list.filter(({ r }) => queued.has(r.key)).map(({ id }) => id);
  if (told.length) await tx.update(stockAlerts).set({ notifiedAt: ctx.now }).where(inArray(stockAlerts.id, told));
  return told.length;
}

type Change = typeof alertChanges.$inferSelect;

/** A lower price: product watchers below their baseline, and saved builds whose total fell by BUILD_DROP_MIN_KES. */
async function priceDrop(tx: DbOrTx, change: Change, ctx: AlertCtx) {
  const [product] = await tx
    .select({ name: products.name, price: products.price, status: products.status })
    .from(products)
    .where(eq(products.id, change.productId));
  if (!product || product.status !== 'active') return 0;
  const url = `${ctx.publicUrl}/product/${change.productId}`;
  // The price now, not the change's: two quick edits are one message with the final price.
  const watches = await tx
    .select()
    .from(priceWatches)
    .where(and(eq(priceWatches.productId, change.productId), sql`${priceWatches.baseline} > ${product.price}`))
    .orderBy(asc(priceWatches.id));
  const people = await userRecipients(
    tx,
    watches.map((w) => w.userId),
    ctx,
  );
  const price = formatKES(product.price);
  const list = watches.flatMap((w) => {
    const r = people.get(w.userId);
    const drop = formatKES(w.baseline - product.price);
    return r ? [{ w, r, drop }] : [];
  });
  const told = await queueAlerts(
    tx,
    list.map(({ r, drop }) => ({
      r,
      words: (t, stop) => ({
        sms: t.price(shortName(product.name, 'price'), price, drop, url, stop),
        subject: t.mail.priceSubject(product.name),
        body: t.mail.priceBody(product.name, price, drop, url),
      }),
    })),
    `p:${change.productId}`,
    'price',
    ctx,
  );
  // Told: the next message is about a fall below this price. Not told (the daily limit): the baseline
  // stays, so a later fall is measured from what the shopper last heard.
  const ids = list.filter(({ r }) => told.has(r.key)).map(({ w }) => w.id);
  if (ids.length) await tx.update(priceWatches).set({ baseline: product.price }).where(inArray(priceWatches.id, ids));
  const queued = ids.length;
  return queued + (await buildDrops(tx, change.productId, ctx));
}

/** Saved builds holding the product whose total (current prices) fell at least BUILD_DROP_MIN_KES below the baseline. */
async function buildDrops(tx: DbOrTx, productId: number, ctx: AlertCtx) {
  const rows = await tx
    .select({ watch: priceWatches, name: savedBuilds.name, code: sharedBuilds.code, parts: sharedBuilds.parts })
    .from(priceWatches)
    .innerJoin(savedBuilds, eq(savedBuilds.id, priceWatches.savedBuildId))
    .innerJoin(sharedBuilds, eq(sharedBuilds.id, savedBuilds.sharedBuildId))
    .where(sql`${sharedBuilds.parts} @> ${JSON.stringify([{ productId }])}::jsonb`);
  let queued = 0;
  for (const row of rows) {
    const total = await buildTotal(tx, row.parts);
    if (row.watch.baseline - total < BUILD_DROP_MIN_KES) continue;
    const r = (await userRecipients(tx, [row.watch.userId], ctx)).get(row.watch.userId);
    if (!r) continue;
    const url = `${ctx.publicUrl}/build-pc/b/${row.code}`;
    const [sum, drop] = [formatKES(total), formatKES(row.watch.baseline - total)];
    const told = await queueAlerts(
      tx,
      [
        {
          r,
          words: (t, stop) => ({
            sms: t.build(shortName(row.name, 'build'), sum, drop, url, stop),
            subject: t.mail.buildSubject(row.name),
            body: t.mail.buildBody(row.name, sum, drop, url),
          }),
        },
      ],
      `b:${row.watch.savedBuildId}`,
      'build',
      ctx,
    );
    const ok = told.size > 0;
    if (ok) await tx.update(priceWatches).set({ baseline: total }).where(eq(priceWatches.id, row.watch.id));
    if (ok) queued++;
  }
  return queued;
}

/** A build's total at today's prices; a part no longer sold counts at the price it was saved with. */
export async function buildTotal(db: DbOrTx, parts: { productId: number; price: number }[]) {
  const ids = parts.map((p) => p.productId);
  const now = ids.length
    ? await db.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, ids))
    : [];
  const price = new Map(now.map((p) => [p.id, p.price]));
  return parts.reduce((sum, p) => sum + (price.get(p.productId) ?? p.price), 0);
}

/**
 * A guest's contact is kept only while it is needed: unconfirmed sign-ups go after 7 days, rows already
 * told after 30 (the stop link of their message works that long). Signed-in shoppers' rows go with the account.
 */
async function forgetGuests(db: Db, now: Date) {
  const day = 24 * 60 * 60_000;
  await db
    .delete(stockAlerts)
    .where(
      and(
        isNull(stockAlerts.userId),
        or(
          and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, new Date(now.getTime() - 7 * day))),
          lt(stockAlerts.notifiedAt, new Date(now.getTime() - 30 * day)),
        ),
      ),
    );
}
