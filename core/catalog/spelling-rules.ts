/**
 * Which typed words are corrected, and to what: the rules both spelling implementations share, the
 * SQL one (server/modules/catalog/spelling-sql.ts, the oracle) and the in-process one
 * (server/search/spelling-index.ts), so that they give the same corrections (decision 050).
 */

/** Words this short are left alone: 'gb', 'ti', 'x3' have too many one-letter neighbours. */
export const MIN_SPELLING_LENGTH = 3;

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
