import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { bestCorrection, MIN_SPELLING_LENGTH, type Candidate } from '#core/catalog/spelling-rules';

/**
 * Spelling corrections answered by SQL (search_words, pg_trgm): the in-process index's oracle
 * (server/search/spelling-index.ts gives the same corrections); the rules are core/catalog/spelling-rules.ts.
 */
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

export interface Correction {
  terms: string[];
  /** Whether any word was replaced. */
  corrected: boolean;
}

type Lookup = { ord: number; known: boolean; candidates: Candidate[] | string | null };

/**
 * The lookup of a query's words in the vocabulary (search_words, migration 0007), as one JSON
 * value, for a statement of its own or a column of the search's statement (decision 027: one round
 * trip when nothing is misspelt). Undefined when no word can be corrected: words with digits are model
 * and part numbers (4060 is not a typo of 4070), and words under three letters are left alone.
 */
export function spellingLookup(terms: string[]): SQL | undefined {
  const last = terms.length - 1;
  const lookups = terms.flatMap((t, i) =>
    t.length >= MIN_SPELLING_LENGTH && !/\d/.test(t) ? [wordLookup(i, t, i === last)] : [],
  );
  if (!lookups.length) return undefined;
  return sql`(select coalesce(json_agg(l), '[]') from (${sql.join(lookups, sql` union all `)}) l)`;
}

/**
 * Replaces the words of a query that no product uses by the nearest catalog word, from the lookup's
 * answer. A word some product uses is never replaced, nor the last word when a catalog word starts
 * with it (it is being typed: 'ryz').
 */
export function applySpelling(terms: string[], lookup: unknown): Correction {
  const rows = (typeof lookup === 'string' ? JSON.parse(lookup) : (lookup ?? [])) as Lookup[];
  let corrected = false;
  const out = [...terms];
  for (const row of rows) {
    if (row.known || !row.candidates) continue;
    const candidates =
      typeof row.candidates === 'string' ? (JSON.parse(row.candidates) as Candidate[]) : row.candidates;
    const fix = bestCorrection(terms[row.ord], candidates);
    if (fix) {
      out[row.ord] = fix;
      corrected = true;
    }
  }
  return { terms: out, corrected };
}

/** The words of a query with misspelt ones corrected, in a statement of its own. */
export async function correctTerms(db: DbOrTx, terms: string[]): Promise<Correction> {
  const lookup = spellingLookup(terms);
  if (!lookup) return { terms, corrected: false };
  const [row] = ((await db.execute(sql`select ${lookup} as spelling`)) as unknown as { rows: { spelling: unknown }[] })
    .rows;
  return applySpelling(terms, row.spelling);
}
