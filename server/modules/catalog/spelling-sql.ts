import { sql, type SQL } from 'drizzle-orm';

/** Candidates the trigram index gives per unknown word; the edit distance picks among them. */
export const CANDIDATES = 12;

/** The first text after every text starting with `prefix` (text_pattern_ops order: by code point). */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

/**
 * For one typed word: whether the catalog uses it (or, being typed, a word starting with it), and its
 * nearest catalog words by trigram similarity. Values are literals of this statement, so both
 * lookups can use their index (the word's btree range, the trigram GIN of search_words).
 */
export function wordLookup(ord: number, term: string, typing: boolean): SQL {
  const vocabulary = typing
    ? sql`exists (select 1 from search_words where word ~>=~ ${term} and word ~<~ ${prefixEnd(term)})`
    : sql`exists (select 1 from search_words where word = ${term})`;
  // Or a word of some active product's search vector: a series split from its number ('lga' of
  // 'LGA1700'), which search_words does not hold (it keeps words without digits, as written; issue 29).
  const known = sql`(${vocabulary} or exists (select 1 from products where status = 'active' and search @@ to_tsquery('simple', ${term})))`;
  // Candidates only for a word the catalog does not know (most queries have none): the trigram search
  // of the vocabulary, in a CASE branch not taken, never runs.
  return sql`select ${ord}::int as ord, k.known,
    case when k.known then null else (select json_agg(json_build_object('word', s.word, 'products', s.products))
       from (select word, products from search_words where word % ${term}
              order by similarity(word, ${term}) desc, products desc limit ${CANDIDATES}) s) end as candidates
    from (select ${known} as known) k`;
}
