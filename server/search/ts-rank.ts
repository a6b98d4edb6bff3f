import { compareCodePoints } from '#core/catalog/name-fold';

/**
 * PostgreSQL's ts_rank(vector, query) with the default weights and no normalisation (tsrank.c:
 * calc_rank, calc_rank_or, calc_rank_and, word_distance), in the same float4 steps so that ranks
 * tie and order exactly as the database's do. Math.fround marks each place C stores a float.
 */
const f = Math.fround;
// {D, C, B, A}: a packed position's weight indexes it.
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
// What a lexeme without positions counts as: one position, the last one, weight D.
const POSNULL = Int32Array.of(MAXENTRYPOS - 1);
const NOT_FOUND = f(1e-20);

/** One distinct operand of the query: a lexeme (id, -1 when no document has it) or a prefix's range. */
export interface RankOperand {
  lexeme: string;
  id: number;
  prefix: boolean;
  /** The prefix's places in the lexicon's order (lexicon.ts). */
  lo: number;
  hi: number;
}

/**
 * The query's operands as calc_rank sees them: sorted by lexeme (byte order) and each lexeme once
 * (SortAndUniqItems compares the text only). Of 'amd' and 'amd:*' the prefix one is kept: PostgreSQL
 * sorts a few operands stably, and the query's items hold the last word first.
 */
export function rankOperands(ops: RankOperand[]): RankOperand[] {
  const sorted = [...ops].sort((a, b) => compareCodePoints(a.lexeme, b.lexeme) || Number(b.prefix) - Number(a.prefix));
  return sorted.filter((op, i) => i === 0 || op.lexeme !== sorted[i - 1].lexeme);
}

// word_distance(w) for w up to 100, computed once.
const DISTANCE = Float64Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2))));

function wordDistance(w: number): number {
  return w > 100 ? f(1e-30) : DISTANCE[w];
}

// The entries (indexes) an operand found, in the vector's order: filled by entriesOf.
let found = new Int32Array(64);

/** The first entry of the vector at `b` (of `n`) whose lexeme's place is not below `place`. */
export function firstAtOrAfter(vec: Int32Array, b: number, n: number, place: number, ranks: Int32Array): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ranks[vec[b + 1 + mid]] < place) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Finds an operand's entries in the vector at `b` into `found`; returns how many. A vector's
 * lexemes are in the lexicon's order (encodeVector), so a lexeme is found, and a prefix's
 * lexemes are a run, by a binary search over their places.
 */
function entriesOf(vec: Int32Array, b: number, op: RankOperand, ranks: Int32Array): number {
  const n = vec[b];
  if (found.length < n) found = new Int32Array(2 * n);
  if (!op.prefix) {
    if (op.id < 0) return 0;
    const i = firstAtOrAfter(vec, b, n, ranks[op.id], ranks);
    if (i < n && vec[b + 1 + i] === op.id) {
      found[0] = i;
      return 1;
    }
    return 0;
  }
  const { lo, hi } = op;
  let count = 0;
  for (let i = firstAtOrAfter(vec, b, n, lo, ranks); i < n && ranks[vec[b + 1 + i]] < hi; i++) found[count++] = i;
  return count;
}

// An entry's positions, set by positionsOf: [posStart, posEnd) of posArr (POSNULL when it has none).
let posArr: Int32Array = POSNULL;
let posStart = 0;
let posEnd = 1;

function positionsOf(vec: Int32Array, b: number, entry: number) {
  const n = vec[b];
  const start = vec[b + 1 + n + entry];
  const end = vec[b + 2 + n + entry];
  if (start === end) {
    posArr = POSNULL;
    posStart = 0;
    posEnd = 1;
  } else {
    posArr = vec;
    posStart = b + start;
    posEnd = b + end;
  }
}

/** calc_rank_or's share of one entry (its positions set by positionsOf), before the operands' mean. */
function entryShare(): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < posEnd - posStart; j++) {
    const w = WEIGHTS[posArr[posStart + j] >> 14];
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's step: a float4 sum plus an entry's share, divided in double as C does. */
export function addShare(res: number, share: number): number {
  return f(res + share / 1.64493406685);
}

/**
 * The share of entry `entry` of the vector at `b` in ts_rank (a float4): for a query of one
 * operand a document's rank is addShare() of its matching entries' shares in the vector's order
 * (rankOr with one operand), so shares kept per posting give the same rank, bit for bit.
 */
export function entryRank(vec: Int32Array, b: number, entry: number): number {
  positionsOf(vec, b, entry);
  const share = entryShare();
  release();
  return share;
}

/** Lets go of the vector positionsOf pointed at: a pool replaced since must not be held. */
function release() {
  posArr = POSNULL;
}

function rankOr(vec: Int32Array, b: number, ops: RankOperand[], ranks: Int32Array): number {
  let res = 0;
  for (let o = 0; o < ops.length; o++) {
    const count = entriesOf(vec, b, ops[o], ranks);
    for (let e = 0; e < count; e++) {
      positionsOf(vec, b, found[e]);
      res = addShare(res, entryShare());
    }
  }
  return ops.length > 0 ? f(res / ops.length) : res;
}

// rankAnd's per-operand state, reused between calls.
let starts = new Int32Array(16);
let ends = new Int32Array(16);
const arrs: (Int32Array | undefined)[] = [];

function rankAnd(vec: Int32Array, b: number, ops: RankOperand[], ranks: Int32Array): number {
  if (ops.length < 2) return rankOr(vec, b, ops, ranks);
  // Per operand, the positions of the last entry it found (a prefix finds several in turn).
  if (starts.length < ops.length) {
    starts = new Int32Array(2 * ops.length);
    ends = new Int32Array(2 * ops.length);
  }
  arrs.length = ops.length;
  arrs.fill(undefined);
  let res = -1;
  for (let i = 0; i < ops.length; i++) {
    const count = entriesOf(vec, b, ops[i], ranks);
    for (let e = 0; e < count; e++) {
      positionsOf(vec, b, found[e]);
      const post = posArr;
      const ps = posStart;
      const pe = posEnd;
      arrs[i] = post;
      starts[i] = ps;
      ends[i] = pe;
      for (let k = 0; k < i; k++) {
        const ct = arrs[k];
        if (!ct) continue;
        const cs = starts[k];
        const ce = ends[k];
        for (let l = ps; l < pe; l++) {
          for (let p = cs; p < ce; p++) {
            let dist = Math.abs((post[l] & 0x3fff) - (ct[p] & 0x3fff));
            if (dist || post === POSNULL || ct === POSNULL) {
              if (!dist) dist = MAXENTRYPOS;
              const curw = f(Math.sqrt(f(f(WEIGHTS[post[l] >> 14] * WEIGHTS[ct[p] >> 14]) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank of a document's vector (lexicon.ts's encoding, at index `b` of `vec`) for a query whose
 * distinct operands are `ops` (rankOperands()); `and` when the query's top operator is AND
 * (to_tsquery of two words or more), not for an OR of two queries nor a single word.
 */
export function tsRank(vec: Int32Array, b: number, ops: RankOperand[], and: boolean, ranks: Int32Array): number {
  if (vec[b] === 0 || ops.length === 0) return 0;
  const res = and ? rankAnd(vec, b, ops, ranks) : rankOr(vec, b, ops, ranks);
  release();
  arrs.fill(undefined);
  return res < 0 ? NOT_FOUND : res;
}
