import { sql, type SQL } from 'drizzle-orm';
import { products } from '#db/schema';
import { normaliseSearchText } from './search-normalise';

/**
 * Words of a query, as the 'simple' text-search parser would see them, with model numbers and units
 * written as the search vectors write them (search-normalise.ts).
 */
export function searchTerms(keyword: string): string[] {
  return (normaliseSearchText(keyword).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * A tsquery of every word; the last one as a prefix (people search while typing 'ryz'), unless it
 * is one character — 'ryzen 7' must not match every model number starting with 7. With `weights`
 * ('AB'), a word matches only in those parts of the search vector: name (A), brand and category (B).
 */
export function termsTsQuery(terms: string[], weights = ''): string | undefined {
  if (!terms.length) return undefined;
  return terms
    .map((t, i) => (i === terms.length - 1 && t.length > 1 ? `${t}:*${weights}` : weights ? `${t}:${weights}` : t))
    .join(' & ');
}

export const prefixTsQuery = (keyword: string) => termsTsQuery(searchTerms(keyword));

const tsq = (tsquery: string) => sql`(to_tsquery('simple', ${tsquery}) || to_tsquery('english', ${tsquery}))`;

/** Full-text match: names and brands as written ('simple'), descriptions stemmed ('english'). */
export function fullTextMatch(tsquery: string): { where: SQL; rank: SQL } {
  return { where: sql`${products.search} @@ ${tsq(tsquery)}`, rank: sql`ts_rank(${products.search}, ${tsq(tsquery)})` };
}

/**
 * Every word in the name, brand or category (not only in the description): the first tier of
 * relevance, matched and ranked on the small name vector.
 */
export function nameMatch(terms: string[]): { where: SQL; rank: SQL } {
  const q = sql`to_tsquery('simple', ${termsTsQuery(terms)})`;
  return { where: sql`${products.searchName} @@ ${q}`, rank: sql`ts_rank(${products.searchName}, ${q})` };
}
