import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { LOW_STOCK_MAX, STOCK_LABELS } from '#core/catalog/stock';
import { PRICE_BAND_STARTS, PRICE_BANDS } from '#core/catalog/price-bands';
import { KEYWORD_EXACT_MAX } from '#core/catalog/search-limits';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';
import { formatSpecParam, parseSpecParam, specFiltersOf } from '#core/catalog/spec-filters';
import { withSpelling } from './keyword-search';
import { specFacets } from '#core/catalog/spec-facets';
import { emptyFacets } from '../../search';
import { specRawSql, specValueSql } from './spec-filter-sql';
import { filters, rowsOf, searchRows } from './listing-sql';
import { fullTextMatch, termsTsQuery } from './search';
import { EXACT_TOTAL_MAX } from '#core/catalog/search-limits';

/**
 * Facets count exactly as far as the listing counts exactly (a keyword search to 1,000 matches,
 * a listing without keyword to 10,000); past that, over the first that many matches only, and say
 * so (`countedUpTo`): each count is then a lower bound ('MSI (120+)'), as the listing says '1,000+'.
 * Counting every one of 20,000 matches cost 80–300 ms (decision 027).
 */
export const facetCountLimit = (q: Pick<ProductQuery, 'keyword'>) => (q.keyword ? KEYWORD_EXACT_MAX : EXACT_TOTAL_MAX);

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/**
 * How many products each brand, stock level and price band would give: the listing's query with
 * that one filter replaced and every other one kept (keyword included, spelling corrected the same
 * way), so a count is the total the listing shows once the value is chosen. One statement: the
 * matches of the filters no facet replaces (keyword, category) are read once, up to the limit, and
 * each facet counts them with its other filters applied.
 */
export async function productFacets(db: DbOrTx, q: ProductQuery, limit = facetCountLimit(q)): Promise<ProductFacets> {
  const free = { brand: undefined, stock: 'all', minPrice: undefined, maxPrice: undefined, spec: undefined } as const;
  // Each facet's conditions, written on the products table's columns, read from `base` under that name.
  const where = (without: Partial<ProductQuery>) => and(...filters({ ...q, ...without })) ?? sql`true`;
  const chosen = parseSpecParam(q.spec);
  const specFilters = specFiltersOf(q.category);
  // A filter's values counted with every other filter kept and its own one left out.
  const specCounts = specFilters.length
    ? sql`, json_build_object(${sql.join(
        specFilters.map(
          (f) => sql`${f.id}::text, (select coalesce(json_agg(json_build_object('v', v, 'l', l, 'n', n)), '[]')
             from (select ${specValueSql(f)} as v, min(${specRawSql(f)} collate "C") as l, count(*)::int as n
                     from base ${products} where ${where({ spec: formatSpecParam({ ...chosen, [f.id]: undefined }) })}
                    group by 1) s where v is not null)`,
        ),
        sql`, `,
      )}) as specs`
    : sql``;
  const bounds = sql.raw(`array[${PRICE_BAND_STARTS.slice(1).join(',')}]::numeric[]`);
  const count = async (keyword: SQL | undefined, spelling: SQL) =>
    (
      await rowsOf(
        db,
        sql`with base as materialized (
          select ${products.id}, ${products.category}, ${products.brand}, ${products.price}, ${products.countInStock}, ${products.specifications},
                 -- read again by each facet's filters(), which start with the visibility rule (visible())
                 ${products.status}
            -- a category's from products_listing_count_idx alone
            from ${searchRows} where ${and(...filters({ ...q, ...free }), keyword) ?? sql`true`} limit ${limit + 1}
        )
        select (select count(*) from base)::int as n, ${spelling} as spelling,
          (select coalesce(json_agg(json_build_object('label', label, 'n', n) order by lower(label)), '[]')
             from (select min(${products.brand}) as label, count(*)::int as n from base ${products}
                    where ${where({ brand: undefined })} group by lower(${products.brand})) b) as brands,
          (select json_build_object(
                    'in', count(*) filter (where ${products.countInStock} > 0),
                    'low', count(*) filter (where ${products.countInStock} between 1 and ${LOW_STOCK_MAX}),
                    'out', count(*) filter (where ${products.countInStock} <= 0))
             from base ${products} where ${where({ stock: 'all' })}) as stock,
          (select coalesce(json_agg(json_build_object('band', band, 'n', n)), '[]')
             from (select width_bucket(${products.price}, ${bounds}) as band, count(*)::int as n from base ${products}
                    where ${where({ minPrice: undefined, maxPrice: undefined })} group by 1) p) as prices ${specCounts}`,
      )
    )[0];
  const row = q.keyword
    ? await withSpelling(q, (terms, spelling) => count(fullTextMatch(termsTsQuery(terms)!).where, spelling))
    : await count(undefined, sql`null`);
  if (!row) return emptyFacets();
  const brandRows = json<{ label: string; n: number }[]>(row.brands);
  const stock = json<{ in: number; low: number; out: number }>(row.stock);
  const byBand = new Map(json<{ band: number; n: number }[]>(row.prices).map((r) => [Number(r.band), Number(r.n)]));
  const stockCounts = {
    'in-stock': Number(stock.in),
    'low-stock': Number(stock.low),
    'out-of-stock': Number(stock.out),
  };
  return {
    brands: brandRows.map((r) => ({
      value: String(r.label).trim(),
      label: String(r.label).trim(),
      count: Number(r.n),
    })),
    stock: STOCK_LABELS.map((s) => ({ ...s, count: stockCounts[s.value] })),
    prices: PRICE_BANDS.map((b, i) => ({ ...b, count: byBand.get(i) ?? 0 })),
    ...(specFilters.length ? { specs: specFacets(specFilters, json(row.specs)) } : {}),
    // The rows read (one past the limit) were all counted.
    ...(Number(row.n) > limit ? { countedUpTo: Number(row.n) } : {}),
    ...(row.correctedKeyword ? { correctedKeyword: row.correctedKeyword as string } : {}),
  };
}
