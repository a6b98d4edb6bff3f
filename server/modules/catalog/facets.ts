import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { LOW_STOCK_MAX } from '#core/stock';
import { PRICE_BAND_STARTS, PRICE_BANDS } from '#core/price-bands';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';
import { searchWords } from './keyword-search';
import { filters, rowsOf } from './listing-sql';
import { fullTextMatch, termsTsQuery } from './search';

const STOCK_LABELS = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const;

/**
 * How many products each brand, stock level and price band would give: the listing's query with
 * that one filter replaced and every other one kept (keyword included, spelling corrected the same
 * way), so a count is the total the listing shows once the value is chosen. Exact counts: three
 * grouped scans of the matching rows.
 */
export async function productFacets(db: DbOrTx, q: ProductQuery): Promise<ProductFacets> {
  let keyword: SQL | undefined;
  let correctedKeyword: string | undefined;
  if (q.keyword) {
    const words = await searchWords(db, q);
    const tsquery = termsTsQuery(words.terms);
    if (!tsquery) return { brands: [], stock: STOCK_LABELS.map((s) => ({ ...s, count: 0 })), prices: PRICE_BANDS.map((b) => ({ ...b, count: 0 })) };
    keyword = fullTextMatch(tsquery).where;
    correctedKeyword = words.correctedKeyword;
  }
  const where = (without: Partial<ProductQuery>) => and(...filters({ ...q, ...without }), keyword) ?? sql`true`;
  const bounds = sql.raw(`array[${PRICE_BAND_STARTS.slice(1).join(',')}]::numeric[]`);
  const [brandRows, [stock], priceRows] = await Promise.all([
    rowsOf(
      db,
      sql`select min(${products.brand}) as label, count(*)::int as n from ${products}
           where ${where({ brand: undefined })} group by lower(${products.brand}) order by lower(min(${products.brand}))`,
    ),
    rowsOf(
      db,
      sql`select count(*) filter (where ${products.countInStock} > 0)::int as "in",
                 count(*) filter (where ${products.countInStock} between 1 and ${LOW_STOCK_MAX})::int as "low",
                 count(*) filter (where ${products.countInStock} <= 0)::int as "out"
            from ${products} where ${where({ stock: 'all' })}`,
    ),
    rowsOf(
      db,
      sql`select width_bucket(${products.price}, ${bounds}) as band, count(*)::int as n from ${products}
           where ${where({ minPrice: undefined, maxPrice: undefined })} group by 1`,
    ),
  ]);
  const byBand = new Map(priceRows.map((r) => [Number(r.band), Number(r.n)]));
  const stockCounts = { 'in-stock': Number(stock.in), 'low-stock': Number(stock.low), 'out-of-stock': Number(stock.out) };
  return {
    brands: brandRows.map((r) => ({ value: String(r.label).trim(), label: String(r.label).trim(), count: Number(r.n) })),
    stock: STOCK_LABELS.map((s) => ({ ...s, count: stockCounts[s.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: byBand.get(i) ?? 0 })),
    ...(correctedKeyword ? { correctedKeyword } : {}),
  };
}
