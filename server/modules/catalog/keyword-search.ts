import { and, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import type { ProductQuery } from '#core/schemas/catalog';
import { KEYWORD_EXACT_MAX } from '#core/search-limits';
import { estimatedRows, filters, orderBy, ordering, rowsOf, type PageResult } from './listing-sql';
import { fullTextMatch, nameMatch, searchTerms, termsTsQuery } from './search';
import { correctTerms } from './spelling';

/**
 * Relevance ranks at most this many matches of each tier (name/brand/category, then description only):
 * ranking every match of a common word ('ryzen': 20,000 of 100,000 products) cost 40–60 ms a query;
 * 500 is the first 20 pages of 24, and shoppers read the first few.
 * Pages past them ask for another sort (decision 024).
 */
export const RANKED_MAX = 500;

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

/** Exact up to KEYWORD_EXACT_MAX, then an estimate: the count stops reading after that many rows. */
export async function cappedCount(db: DbOrTx, cond: SQL | undefined): Promise<number> {
  const [{ n }] = await rowsOf(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} where ${cond ?? sql`true`} limit ${KEYWORD_EXACT_MAX + 1}) c`,
  );
  const counted = Number(n);
  return counted <= KEYWORD_EXACT_MAX ? counted : Math.max(counted, await estimatedRows(db, cond));
}

async function rowsByIds(db: DbOrTx, columns: Record<string, unknown>, ids: number[]) {
  if (!ids.length) return [];
  const rows = (await db
    .select(columns as never)
    .from(products)
    .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`)) as Record<string, unknown>[];
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id as number)! - at.get(b.id as number)!);
}

/** Ids of one tier's page: up to RANKED_MAX matches taken (index order), ranked, the page cut from them. */
async function tierPage(db: DbOrTx, cond: SQL, rank: SQL, limit: number, offset: number) {
  const rows = await rowsOf(
    db,
    sql`with t as materialized (
          select ${products.id} as id, ${products.name} as name, ${rank} as r from ${products} where ${cond} limit ${RANKED_MAX}
        )
        select n.n, p.id from (select count(*)::int as n from t) n
          left join lateral (select id from t order by r desc, name, id limit ${limit} offset ${offset}) p on true`,
  );
  return { n: Number(rows[0]?.n ?? 0), ids: rows.filter((r) => r.id !== null).map((r) => Number(r.id)) };
}

/**
 * A keyword search. By relevance (the default): products with every word in the name, brand or
 * category first, then those matching only in the description, each tier by ts_rank. By name, price
 * or rating: every match in that order.
 */
export async function keywordPage(db: DbOrTx, columns: Record<string, unknown>, q: ProductQuery): Promise<KeywordPage> {
  const { terms, correctedKeyword } = await searchWords(db, q);
  const tsquery = termsTsQuery(terms);
  if (!tsquery) return { rows: [], total: 0 };
  const ft = fullTextMatch(tsquery);
  const cond = and(...filters(q), ft.where)!;
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;

  if (q.sort && q.sort !== 'relevance') {
    const [rows, total] = await Promise.all([
      db.select(columns as never).from(products).where(cond).orderBy(...orderBy(ordering(q))).limit(size).offset(offset),
      cappedCount(db, cond),
    ]);
    return { rows: rows as Record<string, unknown>[], total, correctedKeyword };
  }

  const name = nameMatch(terms);
  const names = and(...filters(q), name.where)!;
  const [total, first] = await Promise.all([cappedCount(db, cond), tierPage(db, names, name.rank, size, offset)]);
  let ids = first.ids;
  let ranked = first.n;
  if (total > first.n && ids.length < size) {
    // Description-only matches follow the name matches (a power supply 'for RTX cards' after the cards).
    const rest = and(cond, not(name.where))!;
    const second = await tierPage(db, rest, ft.rank, size - ids.length, Math.max(0, offset - first.n));
    ids = [...ids, ...second.ids];
    ranked += second.n;
  } else {
    ranked += Math.min(RANKED_MAX, total - first.n);
  }
  return {
    rows: await rowsByIds(db, columns, ids),
    total,
    pagesCap: Math.max(1, Math.ceil(ranked / size)),
    correctedKeyword,
  };
}
