import { and, asc, desc, eq, gt, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { LOW_STOCK_MAX } from '#core/catalog/stock';
import type { ProductQuery } from '#core/schemas/catalog';
import { parseSpecParam, specFilterById } from '#core/catalog/spec-filters';
import { specValueSql } from './spec-filter-sql';
import { shopVisible } from './visibility';

/** How a filter value goes into the SQL: inline (a query built for this request) or as a placeholder. */
export type Bind = <T>(name: string, value: T) => T;
export const inline: Bind = (_name, value) => value;
// Typed as the value it stands for: drizzle's operators accept a placeholder wherever a value goes.
export const placeholder: Bind = (name) => sql.placeholder(name) as never;

/**
 * What makes a product visible to shoppers: the ONE place every shop read of products (listings,
 * searches, facets, suggestions) takes it from: active products only (issue 20, decision 035).
 */
export const visible = (): SQL[] => [shopVisible];

/**
 * The rows searches match, rank, count, sort and facet on, under the name `products`: the products
 * table itself. Decision 048's narrow copy (product_search) was dropped when the in-process index
 * (decision 050) took the shop's searches; this SQL stays as its test oracle.
 */
export const searchRows: SQL = sql`${products}`;

export function filters(q: ProductQuery, bind: Bind = inline): SQL[] {
  const where: SQL[] = visible();
  if (q.category && q.category !== 'all') where.push(eq(products.category, bind('category', q.category)));
  if (q.brand) where.push(sql`lower(${products.brand}) = ${bind('brand', q.brand.toLowerCase())}`);
  // One text parameter ('3,7'), the same for both drivers and for a prepared statement.
  if (q.ids !== undefined) where.push(sql`${products.id} = any(string_to_array(${bind('ids', q.ids)}, ',')::int[])`);
  for (const [id, value] of Object.entries(parseSpecParam(q.spec))) {
    const f = specFilterById(id);
    if (f) where.push(sql`${specValueSql(f)} = ${bind(`spec_${id}`, value)}`);
  }
  if (q.minPrice !== undefined) where.push(gte(products.price, bind('minPrice', q.minPrice)));
  if (q.maxPrice !== undefined) where.push(lte(products.price, bind('maxPrice', q.maxPrice)));
  // 'in-stock' means "can be bought now": low-stock items are in stock too.
  if (q.stock === 'in-stock') where.push(gt(products.countInStock, 0));
  if (q.stock === 'low-stock')
    where.push(and(gt(products.countInStock, 0), lte(products.countInStock, LOW_STOCK_MAX))!);
  if (q.stock === 'out-of-stock') where.push(eq(products.countInStock, 0));
  return where;
}

/** The values of filters(q, placeholder), by placeholder name. */
export const filterParams = (q: ProductQuery) => ({
  category: q.category,
  brand: q.brand?.toLowerCase(),
  ids: q.ids,
  minPrice: q.minPrice,
  maxPrice: q.maxPrice,
  ...Object.fromEntries(Object.entries(parseSpecParam(q.spec)).map(([id, v]) => [`spec_${id}`, v])),
});

export interface SortKey {
  expr: SQLWrapper;
  desc?: boolean;
}

// Every order ends with the id, so pages never overlap. Name A–Z ignores the case of A–Z (issue 32
// item 17): the folded name (migration 0041, core/catalog/name-fold.ts), then the name as written.
export function ordering(q: ProductQuery, rank?: SQL): SortKey[] {
  const id = { expr: products.id };
  const byName = [{ expr: products.nameFolded }, { expr: products.name }, id];
  switch (q.sort) {
    case 'price-low':
      return [{ expr: products.price }, id];
    case 'price-high':
      return [{ expr: products.price, desc: true }, id];
    case 'rating':
      return [{ expr: products.rating, desc: true }, { expr: products.numReviews, desc: true }, id];
    case 'name':
      return byName;
    default:
      return rank ? [{ expr: rank, desc: true }, id] : byName;
  }
}

export const orderBy = (keys: SortKey[]) => keys.map((k) => (k.desc ? desc(k.expr) : asc(k.expr)));

export type PageResult = { rows: Record<string, unknown>[]; total: number };

// Both drivers (pg, PGlite) answer a raw query with { rows }; the shared Db type cannot say so.
export const rowsOf = async (db: DbOrTx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

export async function estimatedRows(db: DbOrTx, cond: SQL | undefined): Promise<number> {
  const [plan] = await rowsOf(
    db,
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(products)
      .where(cond)}`,
  );
  const json = plan['QUERY PLAN'];
  return Math.round(Number((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan['Plan Rows'])) || 0;
}
