import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { brands, products, reviews } from '#db/schema';
import type { Product, ProductSummary, Review } from '#core/catalog/product';
import { maxPageFor, type ProductQuery } from '#core/schemas/catalog';
import { EXACT_TOTAL_MAX } from '#core/catalog/search-limits';
import { keywordPage, type KeywordPage } from './keyword-search';
import { parseSpecParam } from '#core/catalog/spec-filters';
import { estimatedRows, filterParams, filters, orderBy, ordering, placeholder, type PageResult } from './listing-sql';
import { perHandle } from './per-handle';
import { toProduct, toReview } from './serialize';
import { shopVisible } from './visibility';

export const summaryColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  brand: products.brand,
  image: products.image,
  countInStock: products.countInStock,
  rating: products.rating,
  numReviews: products.numReviews,
  compareAtPrice: products.compareAtPrice,
};

/** The columns of a full product (toProduct's input): the listing, the product page and the product store read these. */
export const productColumns = {
  ...summaryColumns,
  description: products.description,
  images: products.images,
  specifications: products.specifications,
  imageAlts: products.imageAlts,
  sku: products.sku,
  status: products.status,
  layaway: products.layaway,
  warrantyMonths: products.warrantyMonths,
};

/**
 * Up to this many matches a listing's `total` is counted exactly; above it, it is the planner's estimate
 * (never below what was counted): counting 100,000 rows for a page of 24 costs more than the page.
 * Keyword searches always count exactly: ranking reads every match anyway.
 */
export { EXACT_TOTAL_MAX };

export interface ProductPage<T> {
  products: T[];
  page: number;
  pages: number;
  total: number;
  correctedKeyword?: string;
}

function prepareListing(db: DbOrTx, columns: Record<string, unknown>, q: ProductQuery) {
  const where = filters(q, placeholder);
  const cond = where.length ? and(...where) : undefined;
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(cond)
    .limit(EXACT_TOTAL_MAX + 1)
    .as('capped');
  // Unnamed statements (''): the SQL is built once, and PostgreSQL still plans each run for its values
  // (one generic plan could pick the wrong index for a narrow or a wide price range).
  return {
    filtered: where.length > 1,
    rows: db
      .select(columns as never)
      .from(products)
      .where(cond)
      .orderBy(...orderBy(ordering(q)))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(capped)
      .prepare(''),
  };
}

// Listing statements by handle and shape (which filters, stock level, sort and columns): a few dozen
// shapes are in use, and building a query costs about as much as running it (ARCHITECTURE.md).
const listings = new WeakMap<DbOrTx, Map<string, ReturnType<typeof prepareListing>>>();
function listingStatements(db: DbOrTx, columns: Record<string, unknown>, q: ProductQuery, summary: boolean) {
  const set = (present: unknown) => (present ? '+' : '-');
  const shape = [
    set(q.category && q.category !== 'all'),
    set(q.brand),
    set(q.ids !== undefined),
    set(q.minPrice !== undefined),
    set(q.maxPrice !== undefined),
    Object.keys(parseSpecParam(q.spec)).join('+'),
    q.stock,
    q.sort,
    summary,
  ].join('|');
  let byShape = listings.get(db);
  if (!byShape) listings.set(db, (byShape = new Map()));
  let statements = byShape.get(shape);
  if (!statements) byShape.set(shape, (statements = prepareListing(db, columns, q)));
  return statements;
}

/** A listing without keyword: the page (from an index when the order has one) and the total, side by side. */
async function listPage(
  db: DbOrTx,
  columns: Record<string, unknown>,
  q: ProductQuery,
  summary: boolean,
): Promise<PageResult> {
  const st = listingStatements(db, columns, q, summary);
  const params = filterParams(q);
  const [rows, total] = await Promise.all([
    st.rows.execute({ ...params, limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize }),
    listTotal(db, st, q, params),
  ]);
  return { rows: rows as Record<string, unknown>[], total };
}

/** Exact up to EXACT_TOTAL_MAX matches; above, the planner's row estimate. */
async function listTotal(
  db: DbOrTx,
  st: ReturnType<typeof prepareListing>,
  q: ProductQuery,
  params: Record<string, unknown>,
) {
  // Without filters the estimate is the table's size: far above the limit, counting can only confirm it.
  if (!st.filtered) {
    const estimate = await estimatedRows(db, undefined);
    if (estimate > 2 * EXACT_TOTAL_MAX) return estimate;
  }
  const [{ n }] = (await st.count.execute(params)) as { n: number }[];
  if (n <= EXACT_TOTAL_MAX) return n;
  return Math.max(n, await estimatedRows(db, and(...filters(q))));
}

/**
 * The product list of the spec's GET /products: filters, sort and pages. A keyword is matched as
 * words (full text), misspelt words corrected first (keyword-search.ts, decision 024).
 */
export async function listProducts(db: DbOrTx, q: ProductQuery, opts: { summary?: boolean } = {}) {
  const columns = opts.summary ? summaryColumns : productColumns;
  const result: KeywordPage = q.keyword
    ? await keywordPage(db, columns, q)
    : await listPage(db, columns, q, Boolean(opts.summary));
  return productPage(q, result, opts);
}

/** Pages a client can ask for: only the first MAX_RESULTS results are reachable (core/schemas/catalog). */
export const pagesOf = (q: Pick<ProductQuery, 'pageSize'>, r: { total: number; pagesCap?: number }) =>
  Math.min(maxPageFor(q.pageSize), r.pagesCap ?? Infinity, Math.max(1, Math.ceil(r.total / q.pageSize)));

/** The answer of GET /products from a page's rows (in order), its total and how far its order reaches. */
export function productPage(q: ProductQuery, result: KeywordPage, opts: { summary?: boolean }) {
  const items = result.rows.map((r) => (opts.summary ? toSummary(r) : toProduct(r as never)));
  return {
    products: items,
    page: q.pageNumber,
    pages: pagesOf(q, result),
    total: result.total,
    ...(result.correctedKeyword ? { correctedKeyword: result.correctedKeyword } : {}),
  } as ProductPage<Product | ProductSummary>;
}

export function toSummary(r: Record<string, unknown>): ProductSummary {
  const p = toProduct({ ...r, description: '', images: [], specifications: {} } as never);
  const { description: _d, images: _i, specifications: _s, ...summary } = p;
  return summary;
}

/** Spec section 2: the home page features the first 8 products. */
export async function featuredProducts(db: DbOrTx, limit = 8): Promise<ProductSummary[]> {
  const rows = await db.select(summaryColumns).from(products).where(shopVisible).orderBy(asc(products.id)).limit(limit);
  return rows.map((r) => toSummary(r));
}

/** Ids in URLs are positive integers; anything else names no product (a 404, not a 400). */
export function parseProductId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

function prepareDetail(db: DbOrTx) {
  return {
    byId: db
      .select(productColumns)
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .limit(1)
      .prepare('catalog_product_by_id'),
    // The shop's product page: a draft or archived product is a 404 for shoppers.
    visibleById: db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), shopVisible))
      .limit(1)
      .prepare('catalog_visible_product_by_id'),
    reviews: db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        name: reviews.name,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.productId, sql.placeholder('id')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .prepare('catalog_product_reviews'),
  };
}

// The product page's queries.
const detailQueries = perHandle(prepareDetail);

export async function productById(db: DbOrTx, id: number): Promise<Product | undefined> {
  const [row] = await detailQueries(db).byId.execute({ id });
  return row ? toProduct(row as never) : undefined;
}

/** The product as shoppers may see it: undefined when it is a draft or archived. */
export async function visibleProductById(db: DbOrTx, id: number): Promise<Product | undefined> {
  const [row] = await detailQueries(db).visibleById.execute({ id });
  return row ? toProduct(row as never) : undefined;
}

export async function productReviews(db: DbOrTx, productId: number): Promise<Review[]> {
  const rows = await detailQueries(db).reviews.execute({ id: productId });
  return rows.map(toReview);
}

/** Up to 4 others of the same category, best rated first (spec: similar items). */
export async function similarProducts(db: DbOrTx, product: Pick<Product, 'id' | 'category'>, limit = 4) {
  // In-stock ones first, then the others: each part read in (category, rating, id) index order
  // instead of sorting the whole category (thousands of rows in a big catalog).
  const part = (stock: SQL, n: number) =>
    db
      .select(summaryColumns)
      .from(products)
      .where(and(eq(products.category, product.category), ne(products.id, product.id), stock, shopVisible))
      .orderBy(desc(products.rating), asc(products.id))
      .limit(n);
  const rows = await part(gt(products.countInStock, 0), limit);
  if (rows.length < limit) rows.push(...(await part(lte(products.countInStock, 0), limit - rows.length)));
  return rows.map((r) => toSummary(r));
}

export async function brandList(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ label: brands.label }).from(brands).orderBy(asc(brands.name));
  return rows.map((r) => r.label);
}

export async function productWithReviews(db: DbOrTx, rawId: string) {
  const id = parseProductId(rawId);
  const product = id ? await visibleProductById(db, id) : undefined;
  return product ? { ...product, reviews: await productReviews(db, product.id) } : undefined;
}

export async function sitemapEntries(db: DbOrTx) {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(shopVisible)
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}
