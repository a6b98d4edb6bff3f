import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';

/** Candidates the trigram index gives per unknown word; the edit distance picks among them. */
const CANDIDATES = 12;
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
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
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

/**
 * Replaces the words of a query that no product uses by the nearest catalog word (search_words,
 * migration 0005). A word some product uses is never replaced, nor the last word when a catalog word
 * starts with it (it is being typed: 'ryz'), nor numbers and words under three letters.
 */
export async function correctTerms(db: DbOrTx, terms: string[]): Promise<Correction> {
  const last = terms.length - 1;
  const checkable = terms.map((t) => t.length >= MIN_LENGTH && !/^\d+$/.test(t));
  if (!checkable.some(Boolean)) return { terms, corrected: false };
  // One statement for every word: whether it is known (or, for the last, a known word's beginning)
  // and, only when it is not, its nearest words by trigram similarity (the GIN index on search_words).
  const { rows } = (await db.execute(sql`
    select t.ord::int as ord, c.candidates
      from unnest(${`{${terms.join(',')}}`}::text[]) with ordinality t(term, ord)
      cross join lateral (
        select case
          when exists (select 1 from search_words w where w.word = t.term)
            or (t.ord = ${last + 1} and exists (select 1 from search_words w where w.word like t.term || '%'))
          then null
          else (select json_agg(json_build_object('word', s.word, 'products', s.products))
                  from (select word, products from search_words where word % t.term
                         order by similarity(word, t.term) desc, products desc limit ${CANDIDATES}) s)
        end as candidates
      ) c`)) as unknown as { rows: { ord: number; candidates: Candidate[] | string | null }[] };
  let corrected = false;
  const out = [...terms];
  for (const row of rows) {
    const i = row.ord - 1;
    if (!checkable[i] || row.candidates === null) continue;
    const candidates = typeof row.candidates === 'string' ? (JSON.parse(row.candidates) as Candidate[]) : row.candidates;
    const fix = bestCorrection(terms[i], candidates);
    if (fix) {
      out[i] = fix;
      corrected = true;
    }
  }
  return { terms: out, corrected };
}
