import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { products, savedCartItems, savedFavorites } from '#db/schema';
import { SAVED_LIMITS, type SavedLists, type SavedListsInput } from '#core/schemas/saved';
import { summaryColumns, toSummary } from '../catalog/service';
import { shopVisible } from '../catalog/visibility';

/**
 * A signed-in shopper's favourites and cart on the server (issue 31, decision 070). Every function
 * takes the account's id from the session, never from the request body: one shopper cannot name
 * another's lists. Products that are gone or hidden are left out of answers; deleted ones cascade.
 */
export async function readSaved(db: DbOrTx, userId: number): Promise<SavedLists> {
  const favs = await db
    .select(summaryColumns)
    .from(savedFavorites)
    .innerJoin(products, eq(products.id, savedFavorites.productId))
    .where(and(eq(savedFavorites.userId, userId), shopVisible))
    .orderBy(asc(savedFavorites.createdAt), asc(savedFavorites.productId));
  const cart = await db
    .select({ ...summaryColumns, quantity: savedCartItems.quantity })
    .from(savedCartItems)
    .innerJoin(products, eq(products.id, savedCartItems.productId))
    .where(and(eq(savedCartItems.userId, userId), shopVisible))
    .orderBy(asc(savedCartItems.createdAt), asc(savedCartItems.productId));
  return {
    favorites: favs.map((r) => toSummary(r)),
    cart: cart.map(({ quantity, ...r }) => ({ product: toSummary(r), quantity })),
  };
}

/** The ids among `ids` that name a product a shopper may see (stale ids in old storage are dropped). */
async function visibleIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), shopVisible));
  return new Set(rows.map((r) => r.id));
}

/** Cart quantities never above the stock (a line of a sold-out product keeps its quantity: the cart page says so). */
async function capToStock(tx: DbOrTx, userId: number) {
  await tx.execute(sql`
    update ${savedCartItems} s set quantity = p.count_in_stock
    from ${products} p
    where s.user_id = ${userId} and p.id = s.product_id and p.count_in_stock > 0 and s.quantity > p.count_in_stock`);
}

/**
 * The browser's lists become the account's (each change while signed in): rows not in them go, new
 * ones are added, a favourite keeps its first-added time so the order holds across devices.
 */
export async function replaceSaved(db: Db, userId: number, input: SavedListsInput): Promise<SavedLists> {
  await db.transaction(async (tx) => {
    const ok = await visibleIds(tx, [...input.favorites, ...input.cart.map((l) => l.product)]);
    const favs = [...new Set(input.favorites)].filter((id) => ok.has(id));
    const lines = dedupe(input.cart).filter((l) => ok.has(l.product));
    await tx
      .delete(savedFavorites)
      .where(
        and(eq(savedFavorites.userId, userId), favs.length ? notInArray(savedFavorites.productId, favs) : undefined),
      );
    if (favs.length)
      await tx
        .insert(savedFavorites)
        .values(favs.map((productId) => ({ userId, productId })))
        .onConflictDoNothing();
    await tx.delete(savedCartItems).where(
      and(
        eq(savedCartItems.userId, userId),
        lines.length
          ? notInArray(
              savedCartItems.productId,
              lines.map((l) => l.product),
            )
          : undefined,
      ),
    );
    if (lines.length)
      await tx
        .insert(savedCartItems)
        .values(lines.map((l) => ({ userId, productId: l.product, quantity: l.quantity })))
        .onConflictDoUpdate({
          target: [savedCartItems.userId, savedCartItems.productId],
          set: { quantity: sql`excluded.quantity` },
        });
    await capToStock(tx, userId);
  });
  return readSaved(db, userId);
}

/**
 * Sign-in: the guest's lists join the account's (decision 070). Favourites: the union. Cart: the union
 * of lines; a product in both keeps the larger quantity (not the sum: the same laptop added on two
 * devices is one laptop), then capped by the stock. Within the per-account limits, the account's own
 * rows win.
 */
export async function mergeSaved(db: Db, userId: number, input: SavedListsInput): Promise<SavedLists> {
  await db.transaction(async (tx) => {
    const ok = await visibleIds(tx, [...input.favorites, ...input.cart.map((l) => l.product)]);
    const haveFavs = await tx
      .select({ id: savedFavorites.productId })
      .from(savedFavorites)
      .where(eq(savedFavorites.userId, userId));
    const haveLines = await tx
      .select({ id: savedCartItems.productId })
      .from(savedCartItems)
      .where(eq(savedCartItems.userId, userId));
    const had = new Set(haveFavs.map((r) => r.id));
    const newFavs = [...new Set(input.favorites)].filter((id) => ok.has(id) && !had.has(id));
    const favs = newFavs.slice(0, Math.max(0, SAVED_LIMITS.favorites - had.size));
    const hadLines = new Set(haveLines.map((r) => r.id));
    const lines = dedupe(input.cart).filter((l) => ok.has(l.product));
    const room = Math.max(0, SAVED_LIMITS.cart - hadLines.size);
    const kept = [
      ...lines.filter((l) => hadLines.has(l.product)),
      ...lines.filter((l) => !hadLines.has(l.product)).slice(0, room),
    ];
    if (favs.length)
      await tx
        .insert(savedFavorites)
        .values(favs.map((productId) => ({ userId, productId })))
        .onConflictDoNothing();
    if (kept.length)
      await tx
        .insert(savedCartItems)
        .values(kept.map((l) => ({ userId, productId: l.product, quantity: l.quantity })))
        .onConflictDoUpdate({
          target: [savedCartItems.userId, savedCartItems.productId],
          set: { quantity: sql`greatest(${savedCartItems.quantity}, excluded.quantity)` },
        });
    await capToStock(tx, userId);
  });
  return readSaved(db, userId);
}

/** One line per product: the browser's cart never has two, but a hand-made request may. */
function dedupe(lines: SavedListsInput['cart']) {
  const byId = new Map<number, number>();
  for (const l of lines) byId.set(l.product, Math.max(byId.get(l.product) ?? 0, l.quantity));
  return [...byId].map(([product, quantity]) => ({ product, quantity }));
}
