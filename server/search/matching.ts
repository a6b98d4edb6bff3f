import type { DocStore } from './doc-store';
import type { Check } from './filters';
import type { Lexicon, Postings } from './lexicon';
import { mergeLazily } from './merge';
import { firstAtOrAfter, type RankOperand } from './ts-rank';

/** A query word: one lexeme, or a prefix (the last word being typed) as a range of the lexicon's order. */
export type Term = RankOperand;
export type Field = 'name' | 'full';

export function compileTerm(lexicon: Lexicon, lexeme: string, prefix: boolean): Term {
  if (!prefix) return { lexeme, id: lexicon.find(lexeme), prefix, lo: 0, hi: 0 };
  const [lo, hi] = lexicon.prefixRange(lexeme);
  return { lexeme, id: -1, prefix, lo, hi };
}

/** About what checking one candidate's vector for a prefix costs (a binary search), in merged list entries. */
const VECTOR_CHECK_COST = 8;

/** Whether the vector at `b` of the pool has a lexeme in the prefix's range. */
function vectorHas(pool: Int32Array, b: number, t: Term, ranks: Int32Array): boolean {
  // A vector's lexemes are in the lexicon's order (encodeVector): the first at or after lo decides.
  const n = pool[b];
  const i = firstAtOrAfter(pool, b, n, t.lo, ranks);
  return i < n && ranks[pool[b + 1 + i]] < t.hi;
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
    readonly postings: Record<Field, Postings>,
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

  /** A term's posting lists in one field: one for a word, one per lexeme for a prefix. */
  private sources(t: Term, field: Field): { lists: Int32Array[]; total: number } {
    const postings = this.postings[field];
    if (!t.prefix) {
      const list = t.id < 0 ? new Int32Array(0) : postings.list(t.id);
      return { lists: [list], total: list.length };
    }
    const lists = Array.from(this.lexicon.idsInRange(t.lo, t.hi), (lex) => postings.list(lex));
    let total = 0;
    for (const l of lists) total += l.length;
    return { lists, total };
  }

  /** The documents having every term, ascending, that `accept` takes, up to `limit`. */
  collect(terms: Term[], field: Field, accept: Check, limit: number): number[] {
    const out: number[] = [];
    if (!terms.length || limit <= 0) return out;
    const sources = terms.map((t) => this.sources(t, field));
    let d = 0;
    for (let i = 1; i < sources.length; i++) if (sources[i].total < sources[d].total) d = i;
    if (sources[d].total === 0) return out;
    // The other terms' lists, searched forward: a prefix's lists merged first unless they are few.
    // A prefix of many words against few candidates is checked in each candidate's vector instead.
    const others: Int32Array[][] = [];
    const inVector: Term[] = [];
    terms.forEach((t, i) => {
      if (i === d) return;
      const own = sources[i].lists;
      if (own.length <= 4) others.push(own);
      else if (sources[d].total * VECTOR_CHECK_COST < sources[i].total) inVector.push(t);
      else others.push([this.ids(t, field)]);
    });
    const at = field === 'name' ? this.store.nameAt : this.store.fullAt;
    const visitor = new Collector(
      others,
      inVector,
      accept,
      limit,
      out,
      this.store.pool,
      at,
      inVector.length ? this.lexicon.ranks : EMPTY,
    );
    const lists = sources[d].lists;
    if (lists.length === 1) {
      const list = lists[0];
      for (let i = 0; i < list.length; i++) if (visitor.visit(list[i])) break;
    } else mergeLazily(lists, visitor);
    return out;
  }
}

const EMPTY = new Int32Array(0);

/** collect()'s test of each candidate, a class rather than a closure: V8 inlines it in the loops. */
class Collector {
  private cursors: Int32Array[];

  constructor(
    private others: Int32Array[][],
    private inVector: Term[],
    private accept: Check,
    private limit: number,
    private out: number[],
    private pool: Int32Array,
    private at: Int32Array,
    private ranks: Int32Array,
  ) {
    this.cursors = others.map((lists) => new Int32Array(lists.length));
  }

  /** Takes the candidate if it has the other terms and passes; true when the limit is reached. */
  visit(id: number): boolean {
    const others = this.others;
    for (let j = 0; j < others.length; j++) {
      const lists = others[j];
      const cursors = this.cursors[j];
      let hit = false;
      for (let x = 0; x < lists.length; x++) {
        const list = lists[x];
        const p = seek(list, cursors[x], id);
        cursors[x] = p;
        if (p < list.length && list[p] === id) hit = true;
      }
      if (!hit) return false;
    }
    if (!this.accept.test(id)) return false;
    for (let k = 0; k < this.inVector.length; k++)
      if (!vectorHas(this.pool, this.at[id], this.inVector[k], this.ranks)) return false;
    this.out.push(id);
    return this.out.length >= this.limit;
  }
}
