import { and, Column, is, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import type { ProductQuery } from '#core/schemas/catalog';
import { KEYWORD_EXACT_MAX } from '#core/search-limits';
import { filters, ordering, rowsOf, type PageResult } from './listing-sql';
import { fullTextMatch, nameMatch, searchTerms, termsTsQuery } from './search';
import { correctTerms } from './spelling';

/**
 * A keyword search reads at most this many matches (decision 027): one more than it counts exactly,
 * so that reading them says "exactly n" or "more than KEYWORD_EXACT_MAX". Relevance ranks these;
 * a sort by price or name sorts them in memory when they are all the matches, and walks that
 * order's index otherwise (a common word: the first matches come soon).
 */
export const READ_MAX = KEYWORD_EXACT_MAX + 1;

export interface KeywordPage extends PageResult {
  /** The most pages the order can give (relevance: the ranked matches only). */
  pagesCap?: number;
  correctedKeyword?: string;
}

/** The keyword's words as searched: misspelt ones corrected unless `exact` (spelling.ts). */
export async function searchWords(db: DbOrTx, q: Pick<ProductQuery, 'keyword' | 'exact'>) {
  const typed = searchTerms(q.keyword ?? '');
  if (!typed.length || q.exact) return { terms: typed, correctedKeyword: undefined };
  const fixed = await correctTerms(db, typed);
  return { terms: fixed.terms, correctedKeyword: fixed.corrected ? fixed.terms.join(' ') : undefined };
}

/** `"products"."count_in_stock" as "countInStock"`, …: the answer's columns under their keys. */
const selectList = (columns: Record<string, unknown>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** The page's rows (with `n`, the matches read, on every row; one row of nulls when the page is empty). */
function pageOf(rows: Record<string, unknown>[]) {
  const n = Number(rows[0]?.n ?? 0);
  return { n, rows: rows.filter((r) => r.id !== null).map(({ n: _n, ...r }) => r) };
}

/**
 * Relevance, in one statement: products with every word in the name, brand or category first (tier 1,
 * ranked on the small name vector), then those matching only in the description (tier 2, read only
 * while tier 1 has fewer than READ_MAX, and ranked only when the page reaches it). Both tiers
 * together are the matches read, so they are also the count.
 */
function relevanceStatement(columns: Record<string, unknown>, q: ProductQuery, terms: string[], tsquery: string) {
  const ft = fullTextMatch(tsquery);
  const name = nameMatch(terms);
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;
  const common = filters(q);
  return sql`with t1 as materialized (
      select ${products.id} as id, ${products.name} as name, ${name.rank} as r
        from ${products} where ${and(...common, name.where)} limit ${READ_MAX}
    ), t2 as materialized (
      select ${products.id} as id, ${products.name} as name,
             case when (select count(*) from t1) < ${offset + size} then ${ft.rank} end as r
        from ${products} where ${and(...common, ft.where, sql`not (${name.where})`)}
       limit (select ${READ_MAX} - count(*) from t1)
    ), page as (
      select id, tier, r, name from (select id, 1 as tier, r, name from t1 union all select id, 2, r, name from t2) u
       order by tier, r desc, name, id limit ${size} offset ${offset}
    )
    select ((select count(*) from t1) + (select count(*) from t2))::int as n, x.*
      from (select 1) one left join lateral (
        select ${selectList(columns)}, page.tier, page.r, page.name as sort_name from page join ${products} on ${products.id} = page.id
      ) x on true
     order by x.tier, x.r desc, x.sort_name, x.id`;
}

/**
 * Sorted by name, price or rating, in one statement: the first READ_MAX matches are read; when they
 * are all of them (n ≤ KEYWORD_EXACT_MAX) the page is sorted from them, otherwise it comes from the
 * order's index, checking each row until the page is full (a one-time filter runs one branch only).
 */
function sortedStatement(columns: Record<string, unknown>, q: ProductQuery, cond: SQL) {
  // These orders are columns (listing-sql.ts), read back by name from the matches kept.
  const keys = ordering(q).map((k) => {
    if (!is(k.expr, Column)) throw new Error('a sort key that is not a column');
    return { column: k.expr.name, desc: k.desc };
  });
  const keyList = sql.join(keys.map((k) => sql.identifier(k.column)), sql`, `);
  const orderOf = (table: string) =>
    sql.join(
      keys.map((k) => sql`${sql.identifier(table)}.${sql.identifier(k.column)}${k.desc ? sql` desc` : sql``}`),
      sql`, `,
    );
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;
  return sql`with m as materialized (
      select ${keyList} from ${products} where ${cond} limit ${READ_MAX}
    ), c as (select count(*)::int as n from m), page as (
      (select ${keyList} from m where (select n from c) <= ${KEYWORD_EXACT_MAX} order by ${orderOf('m')} limit ${size} offset ${offset})
      union all
      (select ${keyList} from ${products} where ${cond} and (select n from c) > ${KEYWORD_EXACT_MAX}
        order by ${orderOf('products')} limit ${size} offset ${offset})
    )
    select c.n, x.* from c left join lateral (
      select ${selectList(columns)} from page join ${products} on ${products.id} = page.id order by ${orderOf('page')}
    ) x on true`;
}

/**
 * A keyword search: misspelt words corrected (one statement), then the page and the count (one
 * statement). By relevance (the default) or by name, price or rating (decision 027).
 */
export async function keywordPage(db: DbOrTx, columns: Record<string, unknown>, q: ProductQuery): Promise<KeywordPage> {
  const { terms, correctedKeyword } = await searchWords(db, q);
  const tsquery = termsTsQuery(terms);
  if (!tsquery) return { rows: [], total: 0 };

  // n is the matches read: exact up to KEYWORD_EXACT_MAX, READ_MAX meaning "more" ('1,000+'); pages
  // reach the first KEYWORD_EXACT_MAX results in any order. (The planner's estimate cost 1–18 ms a
  // search: planning a prefix query reads the column's statistics.)
  const pagesCap = (n: number) => Math.max(1, Math.ceil(Math.min(n, KEYWORD_EXACT_MAX) / q.pageSize));
  if (q.sort && q.sort !== 'relevance') {
    const { n, rows } = pageOf(await rowsOf(db, sortedStatement(columns, q, and(...filters(q), fullTextMatch(tsquery).where)!)));
    return { rows, total: n, pagesCap: pagesCap(n), correctedKeyword };
  }
  const { n, rows } = pageOf(await rowsOf(db, relevanceStatement(columns, q, terms, tsquery)));
  return { rows: rows.map(({ tier: _t, r: _r, sort_name: _s, ...row }) => row), total: n, pagesCap: pagesCap(n), correctedKeyword };
}
