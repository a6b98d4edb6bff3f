import { compareCodePoints } from './code-points';

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

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2)));
}

/** The vector's entries (indexes) an operand finds, in the vector's order. */
function entriesOf(vec: Int32Array, op: RankOperand, ranks: Int32Array, out: number[]): number[] {
  out.length = 0;
  const n = vec[0];
  if (op.prefix) {
    for (let i = 0; i < n; i++) {
      const r = ranks[vec[1 + i]];
      if (r >= op.lo && r < op.hi) out.push(i);
    }
  } else if (op.id >= 0) {
    for (let i = 0; i < n; i++) {
      if (vec[1 + i] === op.id) {
        out.push(i);
        break;
      }
    }
  }
  return out;
}

/** An entry's positions: [start, end) in vec, or POSNULL's when it has none. */
function positionsOf(vec: Int32Array, entry: number): [Int32Array, number, number] {
  const n = vec[0];
  const start = vec[1 + n + entry];
  const end = vec[2 + n + entry];
  return start === end ? [POSNULL, 0, 1] : [vec, start, end];
}

const scratch: number[] = [];

function rankOr(vec: Int32Array, ops: RankOperand[], ranks: Int32Array): number {
  let res = 0;
  for (const op of ops) {
    for (const entry of entriesOf(vec, op, ranks, scratch)) {
      const [pos, start, end] = positionsOf(vec, entry);
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < end - start; j++) {
        const w = WEIGHTS[pos[start + j] >> 14];
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return ops.length > 0 ? f(res / ops.length) : res;
}

function rankAnd(vec: Int32Array, ops: RankOperand[], ranks: Int32Array): number {
  if (ops.length < 2) return rankOr(vec, ops, ranks);
  // Per operand, the positions of the last entry it found (a prefix finds several in turn).
  const found: ([Int32Array, number, number] | undefined)[] = new Array(ops.length);
  let res = -1;
  for (let i = 0; i < ops.length; i++) {
    for (const entry of entriesOf(vec, ops[i], ranks, scratch)) {
      const cur = positionsOf(vec, entry);
      found[i] = cur;
      const [post, ps, pe] = cur;
      for (let k = 0; k < i; k++) {
        const other = found[k];
        if (!other) continue;
        const [ct, cs, ce] = other;
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
 * ts_rank of a document's vector (lexicon.ts's encoding) for a query whose distinct operands are
 * `ops` (rankOperands()); `and` when the query's top operator is AND (to_tsquery of two words or
 * more), not for an OR of two queries nor a single word.
 */
export function tsRank(vec: Int32Array, ops: RankOperand[], and: boolean, ranks: Int32Array): number {
  if (vec[0] === 0 || ops.length === 0) return 0;
  const res = and ? rankAnd(vec, ops, ranks) : rankOr(vec, ops, ranks);
  return res < 0 ? NOT_FOUND : res;
}
