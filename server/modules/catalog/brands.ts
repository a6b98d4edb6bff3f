import { and, eq, sql } from 'drizzle-orm';
import type { CategoryId } from '#core/catalog/categories';
import type { DbOrTx } from '#db/client';
import { brands, products } from '#db/schema';
import { brandList } from './service';
import { shopVisible } from './visibility';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The brands of a category's products, for the brand filter (spec: "brand from the loaded products";
 * pages are server-side, so every product of the category counts, not only the page on screen).
 * One DISTINCT query over the category's rows (products_category_idx), whatever its size. 'all' (or
 * no category) is the brand list, which holds every brand a product was saved with.
 */
export async function categoryBrands(db: DbOrTx, category?: CategoryId): Promise<string[]> {
  if (!category || category === 'all') return brandList(db);
  const key = sql`lower(btrim(${products.brand}))`;
  // 'ASUS' and 'asus' are one brand (spec section 5): one name per lowercased key, written as the
  // brand list writes it when it has the brand.
  const rows = await db
    .selectDistinctOn([key], { brand: sql<string>`coalesce(${brands.label}, btrim(${products.brand}))` })
    .from(products)
    .leftJoin(brands, eq(brands.name, key))
    .where(and(eq(products.category, category), shopVisible))
    .orderBy(key);
  return rows
    .map((r) => r.brand)
    .filter(Boolean)
    .sort(byName);
}
