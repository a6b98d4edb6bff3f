import type { DocStore } from './doc-store';
import type { Check } from './filters';
import type { Lexicon, Postings } from './lexicon';
import type { RankOperand } from './ts-rank';

/** A query word: one lexeme, or a prefix (the last word being typed) as a range of the lexicon's order. */
export type Term = RankOperand;
export type Field = 'name' | 'full';

export function compileTerm(lexicon: Lexicon, lexeme: string, prefix: boolean): Term {
  if (!prefix) return { lexeme, id: lexicon.find(lexeme), prefix, lo: 0, hi: 0 };
  const [lo, hi] = lexicon.prefixRange(lexeme);
  return { lexeme, id: -1, prefix, lo, hi };
}

const possible = (t: Term) => (t.prefix ? t.lo < t.hi : t.id >= 0);

/** Whether a vector (lexicon.ts's encoding) has the term. */
export function vectorHas(vec: Int32Array, t: Term, ranks: Int32Array): boolean {
  const n = vec[0];
  if (!t.prefix) {
    for (let i = 1; i <= n; i++) if (vec[i] === t.id) return true;
    return false;
  }
  for (let i = 1; i <= n; i++) {
    const r = ranks[vec[i]];
    if (r >= t.lo && r < t.hi) return true;
  }
  return false;
}

export function vectorHasAll(vec: Int32Array, terms: Term[], ranks: Int32Array): boolean {
  for (const t of terms) if (!vectorHas(vec, t, ranks)) return false;
  return true;
}

/** Above this many postings a prefix's documents are found by scanning rather than merging its lists. */
const MERGE_MAX = 4096;

/**
 * Finds documents having every term (AND) in one field, in ascending id order (PostgreSQL's scan
 * order here), up to a limit: the rarest term's postings are the candidates.
 */
export class Matcher {
  constructor(
    private store: DocStore,
    private lexicon: Lexicon,
    private postings: Record<Field, Postings>,
  ) {}

  vectors(field: Field) {
    return field === 'name' ? this.store.nameVec : this.store.fullVec;
  }

  private frequency(t: Term, field: Field): number {
    const p = this.postings[field];
    if (!t.prefix) return p.length(t.id);
    let n = 0;
    for (const id of this.lexicon.idsInRange(t.lo, t.hi)) n += p.length(id);
    return n;
  }

  /** Whether a document has every term in the field. */
  has(id: number, terms: Term[], field: Field): boolean {
    const vec = this.vectors(field)[id];
    return vec !== undefined && vectorHasAll(vec, terms, this.lexicon.ranks);
  }

  collect(terms: Term[], field: Field, accept: Check, limit: number): number[] {
    const out: number[] = [];
    if (!terms.length || limit <= 0 || !terms.every(possible)) return out;
    const ranks = this.lexicon.ranks;
    let driver = 0;
    let least = Infinity;
    terms.forEach((t, i) => {
      const n = this.frequency(t, field);
      if (n < least) {
        least = n;
        driver = i;
      }
    });
    if (least === 0) return out;
    const vectors = this.vectors(field);
    const d = terms[driver];
    const others = terms.filter((_, i) => i !== driver);
    const visit = (id: number) => {
      if (!accept(id)) return false;
      const vec = vectors[id];
      if (vec === undefined || !vectorHasAll(vec, others, ranks)) return false;
      out.push(id);
      return out.length >= limit;
    };
    if (!d.prefix || d.hi - d.lo === 1) {
      const list = this.postings[field].list(d.prefix ? this.lexicon.idsInRange(d.lo, d.hi)[0] : d.id);
      for (let i = 0; i < list.length; i++) if (visit(list[i])) break;
    } else if (least <= MERGE_MAX) {
      const merged = new Int32Array(least);
      let n = 0;
      for (const lex of this.lexicon.idsInRange(d.lo, d.hi)) {
        const list = this.postings[field].list(lex);
        merged.set(list, n);
        n += list.length;
      }
      merged.sort();
      for (let i = 0; i < n; i++) if ((i === 0 || merged[i] !== merged[i - 1]) && visit(merged[i])) break;
    } else {
      // A common prefix: most documents have it, so the first ones in id order come soon.
      const all = [d, ...others];
      const end = this.store.end;
      for (let id = 0; id < end; id++) {
        if (!accept(id)) continue;
        const vec = vectors[id];
        if (vec === undefined || !vectorHasAll(vec, all, ranks)) continue;
        out.push(id);
        if (out.length >= limit) break;
      }
    }
    return out;
  }
}

/** The first `limit` ids of two ascending lists, each id once. */
export function mergeFirst(a: number[], b: number[], limit: number): number[] {
  if (!b.length) return a.length > limit ? a.slice(0, limit) : a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i] : Infinity;
    const y = j < b.length ? b[j] : Infinity;
    if (x <= y) {
      out.push(x);
      i++;
      if (x === y) j++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}
