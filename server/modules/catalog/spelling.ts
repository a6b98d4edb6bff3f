import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { wordLookup } from './spelling-sql';

/** Words this short are left alone: 'gb', 'ti', 'x3' have too many one-letter neighbours. */
const MIN_LENGTH = 3;

/** Edits allowed: one for words of up to four letters ('ryzn'), two above ('geforse', 'nvidai'). */
export const maxEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export interface Candidate {
  word: string;
  products: number;
}

/**
 * The catalog word a typed word most likely meant: the fewest edits, then the word more products use.
 * Undefined when no candidate is close enough.
 */
export function bestCorrection(typed: string, candidates: Candidate[]): string | undefined {
  let best: (Candidate & { edits: number }) | undefined;
  for (const c of candidates) {
    const edits = editDistance(typed, c.word);
    if (edits === 0 || edits > maxEdits(typed)) continue;
    if (!best || edits < best.edits || (edits === best.edits && c.products > best.products)) best = { ...c, edits };
  }
  return best?.word;
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
    t.length >= MIN_LENGTH && !/\d/.test(t) ? [wordLookup(i, t, i === last)] : [],
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
