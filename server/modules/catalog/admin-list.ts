import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { brands, products, stockAlerts } from '#db/schema';
import { categoryName, PRODUCT_CATEGORIES } from '#core/catalog/categories';
import type { AdminProduct, AdminProductPage, AdminProductQuery } from '#core/schemas/admin-products';
import { estimatedRows } from './listing-sql';
import { toProduct } from './serialize';

const COUNT_MAX = 10_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Category ids whose id or display name holds the text ("Processors", "process", "graphics-cards"). */
function categoriesMatching(lower: string): string[] {
  return PRODUCT_CATEGORIES.filter((id) => id.includes(lower) || categoryName(id).toLowerCase().includes(lower));
}

/**
 * One word of the search: in the name, or naming a category (by display name or id) or a brand. The
 * brands are matched in the brand list first (`brandKeys`, a few dozen rows), so every arm of the OR is
 * a value an index can look up; a subquery in their place made PostgreSQL scan the whole table.
 */
function wordMatch(word: string, brandKeys: readonly string[]): SQL {
  const match = [sql`${products.name} ilike ${`%${escapeLike(word)}%`}`];
  const categories = categoriesMatching(word);
  if (categories.length) match.push(inArray(products.category, categories));
  const keys = brandKeys.filter((key) => key.includes(word));
  if (keys.length) match.push(inArray(sql`lower(${products.brand})`, keys));
  return or(...match)!;
}

/**
 * The spec's "search by name, category or brand", as the list did when it was filtered in the browser:
 * every word somewhere in the name, the category or the brand ("msi graphics"); or the exact SKU, or the
 * id typed as a number.
 */
function textMatch(text: string, brandKeys: readonly string[]): SQL {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const match = [eq(products.sku, text.trim())];
  if (/^\d{1,9}$/.test(text.trim())) match.push(eq(products.id, Number(text.trim())));
  if (words.length) match.push(and(...words.map((w) => wordMatch(w, brandKeys)))!);
  return or(...match)!;
}

/** Every brand's lowercased key (the brand list holds every brand a product was saved with). */
async function allBrandKeys(db: DbOrTx): Promise<string[]> {
  return (await db.select({ name: brands.name }).from(brands)).map((b) => b.name);
}

function conditions(q: AdminProductQuery, lowStock: number, brandKeys: readonly string[]): SQL[] {
  const where: SQL[] = [];
  if (q.q) where.push(textMatch(q.q, brandKeys));
  if (q.category && q.category !== 'all') where.push(eq(products.category, q.category));
  if (q.brand) where.push(sql`lower(${products.brand}) = ${q.brand.toLowerCase()}`);
  if (q.status) where.push(eq(products.status, q.status));
  if (q.stock === 'out') where.push(lte(products.countInStock, 0));
  if (q.stock === 'low') where.push(and(gt(products.countInStock, 0), lte(products.countInStock, lowStock))!);
  if (q.stock === 'in') where.push(gt(products.countInStock, lowStock));
  return where;
}

/**
 * The list's order. `matchesFirst` (a search of three letters or more) sorts by expressions no index
 * has (`name || ''`, `price + 0`): PostgreSQL then finds the matches first (the name's trigram index)
 * and sorts them, instead of walking the name (or price) index and testing every product until 25
 * match — 63,000 tested, 1.2 s, for "Logitech G213" at 100,000 products; 9 ms this way (decision 041).
 * Shorter text has no trigram to look up: the walk stays, and finds such common matches early.
 */
function order(q: AdminProductQuery, matchesFirst = false) {
  const dir = q.dir === 'desc' ? desc : asc;
  const num = (c: AnyColumn) => (matchesFirst ? sql`${c} + 0` : c);
  const text = (c: AnyColumn) => (matchesFirst ? sql`${c} || ''` : c);
  switch (q.sort) {
    case 'price':
      return [dir(num(products.price)), dir(num(products.id))];
    case 'stock':
      return [dir(num(products.countInStock)), dir(num(products.id))];
    case 'newest':
      return [q.dir === 'asc' ? desc(num(products.id)) : asc(num(products.id))];
    default:
      // Case-insensitive (issue 32 item 17): the folded name, then as written (products_name_idx).
      return [dir(text(products.nameFolded)), dir(text(products.name)), dir(num(products.id))];
  }
}

function listColumns() {
  const { search: _s, searchName: _n, nameFolded: _f, ...columns } = getTableColumns(products);
  return columns;
}

export function toAdminProduct(row: typeof products.$inferSelect): AdminProduct {
  return {
    ...toProduct(row),
    status: row.status,
    sku: row.sku,
    compareAtPrice: row.compareAtPrice == null ? null : Number(row.compareAtPrice),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin's product list: every status, one page from the server (issue 20). */
export async function adminProducts(db: DbOrTx, q: AdminProductQuery, lowStock: number): Promise<AdminProductPage> {
  const where = conditions(q, lowStock, q.q ? await allBrandKeys(db) : []);
  const cond = where.length ? and(...where) : undefined;
  const columns = listColumns();
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(cond)
      .orderBy(...order(q, (q.q?.length ?? 0) >= 3))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    // Counted up to COUNT_MAX, then the planner's estimate (never below the count): counting 100,000
    // rows cost ~40 ms a request, more than the page (decision 036).
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(cond)
        .limit(COUNT_MAX + 1)
        .as('c'),
    ),
  ]);
  const total = n <= COUNT_MAX ? n : Math.max(n, await estimatedRows(db, cond));
  const waiting = await waitingFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((r) => ({
      ...toAdminProduct(r as typeof products.$inferSelect),
      waiting: waiting.get(r.id) ?? 0,
    })),
    page: q.page,
    pages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}

/**
 * Shoppers waiting for each product of the page (issue 31, decision 069): signed-in ones and confirmed
 * guests not told yet. One indexed query for the page's ids.
 */
async function waitingFor(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, n: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(
      and(
        inArray(stockAlerts.productId, ids),
        isNull(stockAlerts.notifiedAt),
        sql`(${stockAlerts.userId} is not null or ${stockAlerts.confirmedAt} is not null)`,
      ),
    )
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
