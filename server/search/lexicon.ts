import { compareCodePoints } from '#core/catalog/name-fold';
import { lowerBound } from './lower-bound';
import type { ParsedVector } from './tsvector';

/**
 * Every lexeme of the index gets a number. `rankOf` is its place in code point order, so a prefix
 * is a range of places [lo, hi): a document has a word starting with the prefix when one of its
 * lexemes' places falls in it. The order is rebuilt only after new lexemes arrived.
 */
export class Lexicon {
  private ids = new Map<string, number>();
  readonly words: string[] = [];
  private sorted: string[] = [];
  private sortedIds = new Int32Array(0);
  rankOf = new Int32Array(0);
  private dirty = false;

  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
      this.dirty = true;
    }
    return id;
  }

  /** -1 for a word no document has had. */
  find(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  private ensureOrder() {
    if (!this.dirty) return;
    const order = this.words.map((_, i) => i).sort((a, b) => compareCodePoints(this.words[a], this.words[b]));
    this.sorted = order.map((i) => this.words[i]);
    this.sortedIds = Int32Array.from(order);
    this.rankOf = new Int32Array(this.words.length);
    order.forEach((id, rank) => (this.rankOf[id] = rank));
    this.dirty = false;
  }

  /** The places of the lexemes starting with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    this.ensureOrder();
    return [lowerBound(this.sorted, prefix), lowerBound(this.sorted, prefix, true)];
  }

  /** Lexeme ids of a place range. */
  idsInRange(lo: number, hi: number): Int32Array {
    this.ensureOrder();
    return this.sortedIds.subarray(lo, hi);
  }

  get ranks(): Int32Array {
    this.ensureOrder();
    return this.rankOf;
  }
}

/**
 * A document's vector as one Int32Array: [n, lexeme ids (n, in the vector's order), offsets of each
 * lexeme's positions (n + 1), packed positions…]. One small array per document instead of objects.
 */
export function encodeVector(parsed: ParsedVector, lexicon: Lexicon): Int32Array {
  const { lexemes, positions } = parsed;
  const n = lexemes.length;
  let total = 0;
  for (const p of positions) total += p.length;
  const out = new Int32Array(1 + n + n + 1 + total);
  out[0] = n;
  let at = 2 + 2 * n;
  // In code point order, as PostgreSQL stores them (its text form already is): ts-rank.ts finds
  // a lexeme, and a prefix's run of lexemes, by a binary search over their places in the lexicon.
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = compareCodePoints(lexemes[i - 1], lexemes[i]) < 0;
  const order = sorted ? undefined : lexemes.map((_, i) => i).sort((x, y) => compareCodePoints(lexemes[x], lexemes[y]));
  for (let k = 0; k < n; k++) {
    const i = order ? order[k] : k;
    out[1 + k] = lexicon.id(lexemes[i]);
    out[1 + n + k] = at;
    for (const pos of positions[i]) out[at++] = pos;
  }
  out[1 + 2 * n] = at;
  return out;
}

/**
 * Ascending document ids per key (a lexeme, a category), kept sorted as documents come and go;
 * with `shares`, a float4 beside each id (the name field's ts_rank share, ts-rank.ts entryRank).
 */
export class Postings {
  lists: Int32Array[] = [];
  lens: number[] = [];
  shares: Float32Array[] = [];

  constructor(readonly withShares = false) {}

  length(key: number): number {
    return this.lens[key] ?? 0;
  }

  list(key: number): Int32Array {
    const l = this.lists[key];
    return l ? l.subarray(0, this.lens[key]) : EMPTY_IDS;
  }

  /** The shares beside list(key) (withShares only). */
  sharesOf(key: number): Float32Array {
    const s = this.shares[key];
    return s ? s.subarray(0, this.lens[key]) : EMPTY_SHARES;
  }

  add(key: number, id: number, share = 0) {
    let list = this.lists[key];
    let shares = this.shares[key];
    const len = this.lens[key] ?? 0;
    if (!list) {
      list = this.lists[key] = new Int32Array(4);
      if (this.withShares) shares = this.shares[key] = new Float32Array(4);
    } else if (len === list.length) {
      const grown = new Int32Array(len * 2);
      grown.set(list);
      list = this.lists[key] = grown;
      if (this.withShares) {
        const more = new Float32Array(len * 2);
        more.set(shares!);
        shares = this.shares[key] = more;
      }
    }
    let at = len;
    if (len > 0 && list[len - 1] >= id) {
      at = search(list, len, id);
      if (at < len && list[at] === id) return;
      list.copyWithin(at + 1, at, len);
      if (shares) shares.copyWithin(at + 1, at, len);
    }
    list[at] = id;
    if (shares) shares[at] = share;
    this.lens[key] = len + 1;
  }

  /** Gives back the room lists grew ahead of need (after a bulk load). */
  trim() {
    this.lists.forEach((list, key) => {
      const len = this.lens[key] ?? 0;
      if (list && list.length > len + 4) {
        this.lists[key] = list.slice(0, len);
        if (this.shares[key]) this.shares[key] = this.shares[key].slice(0, len);
      }
    });
  }

  remove(key: number, id: number) {
    const list = this.lists[key];
    const len = this.lens[key] ?? 0;
    if (!list) return;
    const at = search(list, len, id);
    if (at >= len || list[at] !== id) return;
    list.copyWithin(at, at + 1, len);
    this.shares[key]?.copyWithin(at, at + 1, len);
    this.lens[key] = len - 1;
  }
}

const EMPTY_IDS = new Int32Array(0);
const EMPTY_SHARES = new Float32Array(0);

function search(list: Int32Array, len: number, id: number): number {
  let lo = 0;
  let hi = len;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
