import { count, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '#core/settings';
import type { Db, DbOrTx } from '#db/client';
import { brands, priceHistory, products, storeSettings } from '#db/schema';
import { seedProducts } from './catalog/index';
import { insertDemoPeople, type SeededProduct } from './demo-people';
import { DEMO_WARRANTY_MONTHS } from './catalog/warranty';
import { ensureProductImages } from './images';

// Any fixed number: two processes starting on one empty database must not both seed it.
const SEED_LOCK = 0x5eed_c0de;

export interface SeedOptions {
  uploadsDir: string;
  log?: (msg: string) => void;
}

async function productCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return Number(row.n);
}

/** Sets every product's rating and review count from its reviews (products without any keep 0). */
export async function refreshRatings(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    update products p
       set rating = r.avg_rating, num_reviews = r.n
      from (select product_id, avg(rating)::real as avg_rating, count(*)::int as n
              from reviews group by product_id) r
     where p.id = r.product_id`);
}

/** The single settings row, unless the owner already has one. */
export async function ensureStoreSettings(db: DbOrTx): Promise<void> {
  const { currency: _currency, ...values } = DEFAULT_SETTINGS;
  await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoNothing();
}

/**
 * Fills an empty shop with the demo catalog, customers, delivered orders and reviews.
 * Does nothing when any product exists, so a shop owner's catalog is never touched.
 */
export async function seedDemoCatalog(db: Db, opts: SeedOptions): Promise<{ seeded: boolean; products: number }> {
  const log = opts.log ?? (() => {});
  const existing = await productCount(db);
  if (existing > 0) return { seeded: false, products: existing };

  const defs = seedProducts();
  // Images first and outside the transaction: minutes of CPU must not hold a database transaction open.
  const { byName, stats } = await ensureProductImages(defs, opts.uploadsDir);
  log(
    `seed: images for ${defs.length} products in ${stats.ms} ms (${stats.generated} generated, ${stats.reused} reused)`,
  );

  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await productCount(tx)) > 0) return null;

    const labels = new Map(defs.map((d) => [d.brand.toLowerCase(), d.brand]));
    await tx
      .insert(brands)
      .values([...labels].map(([name, label]) => ({ name, label })))
      .onConflictDoNothing();

    // One multi-row insert: ids follow the array order, so the featured products get the lowest ids.
    const inserted = await tx
      .insert(products)
      .values(
        defs.map((d) => ({
          name: d.name,
          description: d.description,
          price: d.price,
          category: d.category,
          brand: d.brand,
          image: byName.get(d.name)!.image,
          images: byName.get(d.name)!.images,
          specifications: d.specifications,
          countInStock: d.countInStock,
          warrantyMonths: DEMO_WARRANTY_MONTHS[d.category],
        })),
      )
      .returning({
        id: products.id,
        name: products.name,
        price: products.price,
        image: products.image,
        warrantyMonths: products.warrantyMonths,
      });

    // Each product's price history starts with its first price (decision 070).
    await tx.insert(priceHistory).values(inserted.map((p) => ({ productId: p.id, price: p.price })));
    const byProductName = new Map<string, SeededProduct>(inserted.map((p) => [p.name, p]));
    const people = await insertDemoPeople(tx, byProductName);
    await refreshRatings(tx);
    await ensureStoreSettings(tx);
    return { products: inserted.length, brands: labels.size, ...people };
  });

  if (!result) return { seeded: false, products: await productCount(db) };
  const ms = Math.round(performance.now() - started);
  log(
    `seed: inserted ${result.products} products, ${result.brands} brands, ${result.customers} customers, ` +
      `${result.orders} orders, ${result.reviews} reviews in ${ms} ms`,
  );
  return { seeded: true, products: result.products };
}
