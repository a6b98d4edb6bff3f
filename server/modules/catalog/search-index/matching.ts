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

/** The first index at or after `from` whose id is not below `id` (galloping: candidates come in order). */
function seek(list: Int32Array, from: number, id: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi] < id) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > list.length) hi = list.length;
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (list[mid] < id) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/**
 * Finds documents having every term (AND) in one field, in ascending id order (the scan order the
 * engine stands in for PostgreSQL's), up to a limit: the rarest term's ids are the candidates, and
 * the others' sorted ids are searched forward from where the last candidate left them.
 */
export class Matcher {
  private marks = new Uint8Array(0);

  constructor(
    private store: DocStore,
    private lexicon: Lexicon,
    private postings: Record<Field, Postings>,
  ) {}

  /** A term's documents in one field, ascending; a prefix's lists merged (each id once). */
  ids(t: Term, field: Field): Int32Array {
    const postings = this.postings[field];
    if (!t.prefix) return t.id < 0 ? new Int32Array(0) : postings.list(t.id);
    const lexemes = this.lexicon.idsInRange(t.lo, t.hi);
    if (lexemes.length === 1) return postings.list(lexemes[0]);
    let total = 0;
    for (const lex of lexemes) total += postings.length(lex);
    const end = this.store.end;
    if (total * 16 < end) {
      const merged = new Int32Array(total);
      let n = 0;
      for (const lex of lexemes) {
        const list = postings.list(lex);
        merged.set(list, n);
        n += list.length;
      }
      merged.sort();
      let w = 0;
      for (let i = 0; i < n; i++) if (i === 0 || merged[i] !== merged[i - 1]) merged[w++] = merged[i];
      return merged.subarray(0, w);
    }
    // Many documents: marking them costs less than sorting them.
    if (this.marks.length < end) this.marks = new Uint8Array(this.store.capacity);
    const marks = this.marks;
    for (const lex of lexemes) {
      const list = postings.list(lex);
      for (let i = 0; i < list.length; i++) marks[list[i]] = 1;
    }
    const out = new Int32Array(Math.min(total, end));
    let n = 0;
    for (let id = 0; id < end; id++) {
      if (marks[id]) {
        out[n++] = id;
        marks[id] = 0;
      }
    }
    return out.subarray(0, n);
  }

  /** The documents having every term, ascending, that `accept` takes, up to `limit`. */
  collect(terms: Term[], field: Field, accept: Check, limit: number): number[] {
    const out: number[] = [];
    if (!terms.length || limit <= 0) return out;
    const lists = terms.map((t) => this.ids(t, field)).sort((a, b) => a.length - b.length);
    const driver = lists[0];
    if (driver.length === 0) return out;
    const k = lists.length;
    const at = new Int32Array(k);
    next: for (let i = 0; i < driver.length; i++) {
      const id = driver[i];
      for (let j = 1; j < k; j++) {
        const list = lists[j];
        const p = seek(list, at[j], id);
        at[j] = p;
        if (p >= list.length) break next;
        if (list[p] !== id) continue next;
      }
      if (!accept(id)) continue;
      out.push(id);
      if (out.length >= limit) break;
    }
    return out;
  }
}

/** The first `limit` ids of two ascending lists, each id once. */
export function mergeFirst(a: number[], b: number[], limit: number): number[] {
  if (!b.length) return a.length > limit ? a.slice(0, limit) : a;
  if (!a.length) return b.length > limit ? b.slice(0, limit) : b;
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
