import { compareCodePoints } from '#core/catalog/name-fold';
import {
  bestCorrection,
  editDistance,
  maxEdits,
  MIN_SPELLING_LENGTH,
  type Candidate,
} from '#core/catalog/spelling-rules';
import { lowerBound } from './lower-bound';
import type { VocabularyWord } from './types';

/** A word's letters as bits (a–z, and one bit for any other character): a cheap bound on edits. */
function letterMask(word: string): number {
  let m = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    m |= c >= 0 && c < 26 ? 1 << c : 1 << 26;
  }
  return m;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** pg_trgm's trigrams of one word ("  w", " wo", …, "rd "): the ties' order of the SQL lookup. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/**
 * The vocabulary (search_words) in memory, for core/catalog/spelling-rules.ts's rules (spelling-sql.ts's answers): a word the catalog uses is never
 * corrected, nor the last one when a catalog word starts with it; an unknown word becomes its
 * bestCorrection among every vocabulary word close enough, not only the trigram index's top 12.
 */
export class SpellingIndex {
  private sorted: string[] = [];
  private known = new Set<string>();
  private byLength = new Map<number, { word: string; products: number; mask: number }[]>();

  set(words: VocabularyWord[]) {
    this.sorted = words.map((w) => w.word).sort(compareCodePoints);
    this.known = new Set(this.sorted);
    this.byLength = new Map();
    for (const w of words) {
      let list = this.byLength.get(w.word.length);
      if (!list) this.byLength.set(w.word.length, (list = []));
      list.push({ word: w.word, products: w.products, mask: letterMask(w.word) });
    }
  }

  private isKnown(word: string, typing: boolean): boolean {
    if (!typing) return this.known.has(word);
    const at = lowerBound(this.sorted, word);
    return at < this.sorted.length && this.sorted[at].startsWith(word);
  }

  private candidates(typed: string): Candidate[] {
    const edits = maxEdits(typed);
    const mask = letterMask(typed);
    const out: (Candidate & { similarity: number })[] = [];
    for (let len = typed.length - edits; len <= typed.length + edits; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        // An edit adds at most one letter and removes at most one: more new letters than edits cannot be close.
        if (popcount(w.mask & ~mask) > edits || popcount(mask & ~w.mask) > edits) continue;
        if (editDistance(typed, w.word) > edits) continue;
        out.push({ word: w.word, products: w.products, similarity: similarity(typed, w.word) });
      }
    }
    // bestCorrection keeps the first of equals: the SQL's order (similarity, then products), then the word.
    out.sort((a, b) => b.similarity - a.similarity || b.products - a.products || compareCodePoints(a.word, b.word));
    return out;
  }

  /**
   * `inCatalog`: whether some active product's search vector has the word (a series split from its
   * number, 'lga' of 'LGA1700': a word search_words does not hold, issue 29).
   */
  correct(
    terms: string[],
    inCatalog: (word: string) => boolean = () => false,
  ): { terms: string[]; corrected: boolean } {
    const out = [...terms];
    let corrected = false;
    terms.forEach((term, i) => {
      if (term.length < MIN_SPELLING_LENGTH || /\d/.test(term)) return;
      if (this.isKnown(term, i === terms.length - 1) || inCatalog(term)) return;
      const fix = bestCorrection(term, this.candidates(term));
      if (fix) {
        out[i] = fix;
        corrected = true;
      }
    });
    return { terms: out, corrected };
  }
}
