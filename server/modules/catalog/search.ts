import { sql, type SQL } from 'drizzle-orm';
import { products } from '#db/schema';

/** Words of a query, as the 'simple' text-search parser would see them. */
export function searchTerms(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * A tsquery of every word; the last one as a prefix (people search while typing 'ryz'), unless it
 * is one character — 'ryzen 7' must not match every model number starting with 7.
 */
export function prefixTsQuery(keyword: string): string | undefined {
  const terms = searchTerms(keyword);
  if (!terms.length) return undefined;
  return terms
    .map((t, i) => (i === terms.length - 1 && t.length > 1 ? `${t}:*` : t))
    .join(' & ');
}

/** Full-text match: names and brands as written ('simple'), descriptions stemmed ('english'). */
export function fullTextMatch(tsquery: string): { where: SQL; rank: SQL } {
  const q = sql`(to_tsquery('simple', ${tsquery}) || to_tsquery('english', ${tsquery}))`;
  return { where: sql`${products.search} @@ ${q}`, rank: sql`ts_rank(${products.search}, ${q})` };
}

// Below this, 'ryzn 7' stops finding Ryzen 7 (0.5); above ~0.4 unrelated models creep in.
export const FUZZY_THRESHOLD = 0.45;

/** Typo tolerance through pg_trgm, used when the words themselves match nothing ('ryzn 7'). */
export function fuzzyMatch(keyword: string): { where: SQL; rank: SQL } {
  const kw = searchTerms(keyword).join(' ');
  return {
    // `<%` can use the trigram GIN index; its threshold is set per transaction (fuzzySettings).
    where: sql`${kw} <% ${products.name}`,
    rank: sql`word_similarity(${kw}, ${products.name})`,
  };
}

/**
 * Run first in the fuzzy search's transaction: the threshold, and the trigram index made the only way.
 * The planner costs word_similarity() as nearly free, so it would rather filter every name through a
 * seq scan or a full scan of the (name, id) index: 100,000 calls (seconds) instead of the few thousand
 * candidates the GIN index gives.
 */
export const fuzzySettings = sql.raw(
  `select set_config('pg_trgm.word_similarity_threshold', '${FUZZY_THRESHOLD}', true),` +
    ` set_config('enable_seqscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
);
