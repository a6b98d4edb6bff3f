import { and, Column, is, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import type { ProductQuery } from '#core/schemas/catalog';
import { KEYWORD_EXACT_MAX } from '#core/catalog/search-limits';
import { filters, ordering, rowsOf, searchRows, type PageResult } from './listing-sql';
import { fullTextMatch, nameMatch, searchTerms, termsTsQuery } from './search';
import { applySpelling, spellingLookup } from './spelling-sql';
import { bareModels, longerModelPattern } from '#core/catalog/model-rank';

/**
 * A keyword search reads at most this many matches (decision 027): one more than it counts exactly,
 * so that reading them says "exactly n" or "more than KEYWORD_EXACT_MAX". Relevance ranks these;
 * a sort by price or name sorts them in memory when they are all the matches, and walks that
 * order's index otherwise (a common word: the first matches come soon).
 */
export const READ_MAX = KEYWORD_EXACT_MAX + 1;

/** The limits of decision 027 (tests pass small ones to reach every branch with the demo catalog). */
export interface SearchLimits {
  /** Matches counted exactly; one more is read. */
  exactMax: number;
  /** Rows of a sort's index walked (below). */
  walkMax: number;
}

export interface KeywordPage extends PageResult {
  /** The most pages the order can give (relevance: the ranked matches only). */
  pagesCap?: number;
  correctedKeyword?: string;
}

/**
 * Runs a keyword's statement with the words as typed and, in the same statement, their lookup in the
 * vocabulary (spelling-sql.ts); only when a word was misspelt does it run again with the corrected words
 * (decision 027: one round trip for every query that needs no correction). `exact` skips the lookup.
 */
export async function withSpelling<T extends { spelling?: unknown }>(
  q: Pick<ProductQuery, 'keyword' | 'exact'>,
  run: (terms: string[], lookup: SQL) => Promise<T>,
): Promise<(T & { correctedKeyword?: string }) | undefined> {
  const typed = searchTerms(q.keyword ?? '');
  if (!typed.length) return undefined;
  const lookup = q.exact ? undefined : spellingLookup(typed);
  const first = await run(typed, lookup ?? sql`null`);
  const fix = lookup ? applySpelling(typed, first.spelling) : { corrected: false, terms: typed };
  if (!fix.corrected) return first;
  return { ...(await run(fix.terms, sql`null`)), correctedKeyword: fix.terms.join(' ') };
}

/** `"products"."count_in_stock" as "countInStock"`, …: the answer's columns under their keys. */
const selectList = (columns: Record<string, unknown>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * The page's rows. Every row also carries `n` (the matches read) and `spelling` (the words' lookup);
 * an empty page is one row of nulls besides them.
 */
function pageOf(rows: Record<string, unknown>[]) {
  const n = Number(rows[0]?.n ?? 0);
  return {
    n,
    spelling: rows[0]?.spelling,
    rows: rows.filter((r) => r.id !== null).map(({ n: _n, spelling: _s, ...r }) => r),
  };
}

/**
 * Relevance, in one statement: products with every word in the name, brand or category first (tier 1,
 * ranked on the small name vector), then those matching only in the description (tier 2, read only
 * while tier 1 has fewer than READ_MAX, and ranked only when the page reaches it). Both tiers
 * together are the matches read, so they are also the count. (The shop answers from its in-process
 * index, decision 050; this statement is that index's test oracle.)
 */
function relevanceStatement(
  columns: Record<string, unknown>,
  q: ProductQuery,
  terms: string[],
  tsquery: string,
  spelling: SQL,
  limits: SearchLimits,
) {
  const readMax = limits.exactMax + 1;
  const ft = fullTextMatch(tsquery);
  const name = nameMatch(terms);
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;
  const common = filters(q);
  // At equal rank: the exact model before a longer one (model-rank.ts), in stock before out of stock,
  // then Name A–Z (case-insensitive, as listing-sql.ts ordering()) and the id.
  const longer = longerModelPattern(bareModels(terms));
  const after = sql`${longer ? sql`case when ${products.name} ~* ${longer} then 2 else 0 end` : sql`0`} + case when ${products.countInStock} > 0 then 0 else 1 end`;
  return sql`with t1 as materialized (
      select ${products.id} as id, ${products.nameFolded} as nf, ${products.name} as name, ${name.rank} as r, ${after} as a
        from ${searchRows} where ${and(...common, name.where)} limit ${readMax}
    ), t2 as materialized (
      select ${products.id} as id, ${products.nameFolded} as nf, ${products.name} as name,
             case when (select count(*) from t1) < ${offset + size} then ${ft.rank} end as r, ${after} as a
        from ${products} where ${and(...common, ft.where, sql`not (${name.where})`)}
       limit (select ${readMax} - count(*) from t1)
    ), page as (
      select id, tier, r, a, nf, name from (select id, 1 as tier, r, a, nf, name from t1 union all select id, 2, r, a, nf, name from t2) u
       order by tier, r desc, a, nf, name, id limit ${size} offset ${offset}
    )
    select ((select count(*) from t1) + (select count(*) from t2))::int as n, ${spelling} as spelling, x.*
      from (select 1) one left join lateral (
        select ${selectList(columns)}, page.tier, page.r, page.a as sort_after, page.nf as sort_folded, page.name as sort_name from page join ${products} on ${products.id} = page.id
      ) x on true
     order by x.tier, x.r desc, x.sort_after, x.sort_folded, x.sort_name, x.id`;
}

/**
 * Rows of a sort's index a search with more than KEYWORD_EXACT_MAX matches walks to fill its page
 * before it reads every match instead: the first matches by price or name come soon when they are
 * spread evenly, but not when the word is correlated with the order ('legion' by name: 58,000 rows
 * walked before the L's, 330 ms).
 */
export const WALK_MAX = 3000;

/**
 * Sorted by name, price or rating, in one statement. The first READ_MAX matches are read; when they
 * are all of them the page is sorted from them. Otherwise the first WALK_MAX products of that order
 * are checked, and if they hold the page it is theirs (any later match comes after them); if not, every
 * match is read and sorted. One-time filters run only the branch that applies.
 */
function sortedStatement(
  columns: Record<string, unknown>,
  q: ProductQuery,
  cond: SQL,
  spelling: SQL,
  limits: SearchLimits,
) {
  // These orders are columns (listing-sql.ts), read back by name from the matches kept.
  const keys = ordering(q).map((k) => {
    if (!is(k.expr, Column)) throw new Error('a sort key that is not a column');
    return { column: k.expr.name, desc: k.desc };
  });
  const keyList = sql.join(
    keys.map((k) => sql.identifier(k.column)),
    sql`, `,
  );
  const orderOf = (table: string) =>
    sql.join(
      keys.map((k) => sql`${sql.identifier(table)}.${sql.identifier(k.column)}${k.desc ? sql` desc` : sql``}`),
      sql`, `,
    );
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;
  const many = sql`(select n from c) > ${limits.exactMax}`;
  const walked = sql`(select count(*) from walk) >= ${offset + size}`;
  // The conditions are written on the products table's columns: the walked rows keep its name.
  return sql`with m as materialized (
      select ${keyList} from ${searchRows} where ${cond} limit ${limits.exactMax + 1}
    ), c as (select count(*)::int as n from m), walk as materialized (
      select ${keyList} from (select * from ${searchRows} order by ${orderOf('products')} limit ${limits.walkMax}) ${products}
       where ${many} and ${cond} limit ${offset + size}
    ), page as (
      (select ${keyList} from m where not ${many} order by ${orderOf('m')} limit ${size} offset ${offset})
      union all
      (select ${keyList} from walk where ${many} and ${walked} order by ${orderOf('walk')} limit ${size} offset ${offset})
      union all
      (select ${keyList} from (select ${keyList} from ${searchRows} where ${many} and not ${walked} and ${cond} offset 0) every
        order by ${orderOf('every')} limit ${size} offset ${offset})
    )
    select c.n, ${spelling} as spelling, x.* from c left join lateral (
      select ${selectList(columns)} from page join ${products} on ${products.id} = page.id order by ${orderOf('page')}
    ) x on true`;
}

/**
 * A keyword search, in one statement (two when a word was misspelt): by relevance (the default) or
 * by name, price or rating (decision 027).
 */
export async function keywordPage(
  db: DbOrTx,
  columns: Record<string, unknown>,
  q: ProductQuery,
  limits: SearchLimits = { exactMax: KEYWORD_EXACT_MAX, walkMax: WALK_MAX },
): Promise<KeywordPage> {
  const sorted = q.sort && q.sort !== 'relevance';
  const page = await withSpelling(q, async (terms, spelling) => {
    const tsquery = termsTsQuery(terms)!;
    const statement = sorted
      ? sortedStatement(columns, q, and(...filters(q), fullTextMatch(tsquery).where)!, spelling, limits)
      : relevanceStatement(columns, q, terms, tsquery, spelling, limits);
    return pageOf(await rowsOf(db, statement));
  });
  if (!page) return { rows: [], total: 0 };
  // n is the matches read: exact up to KEYWORD_EXACT_MAX, READ_MAX meaning "more" ('1,000+'); pages
  // reach the first KEYWORD_EXACT_MAX results in any order. (The planner's estimate cost 1–18 ms a
  // search: planning a prefix query reads the column's statistics.)
  const { n, correctedKeyword } = page;
  const rows = sorted
    ? page.rows
    : page.rows.map(({ tier: _t, r: _r, sort_after: _a, sort_folded: _f, sort_name: _s, ...row }) => row);
  return {
    rows,
    total: n,
    pagesCap: Math.max(1, Math.ceil(Math.min(n, limits.exactMax) / q.pageSize)),
    correctedKeyword,
  };
}
