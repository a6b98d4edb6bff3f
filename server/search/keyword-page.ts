import type { ProductQuery } from '#core/schemas/catalog';
import type { IndexContext, KeywordQuery } from './context';
import { filterCheck, filterParts, type Check } from './filters';
import { mergeFirst } from './merge';
import type { OrderName } from './sort-orders';
import { pageInOrder } from './page-order';
import { addShare, tsRank, type RankOperand } from './ts-rank';
import type { IndexPage } from './types';

/** Matches of `search @@ (simple || english)` the check accepts: the first `limit` in id order. */
export function fullMatches(ctx: IndexContext, kq: KeywordQuery, accept: Check, limit: number): number[] {
  const a = ctx.matcher.collect(kq.simple, 'full', accept, limit);
  const b = kq.english.length ? ctx.matcher.collect(kq.english, 'full', accept, limit) : [];
  return mergeFirst(a, b, limit);
}

const bits = new Float32Array(1);
const bitsU = new Uint32Array(bits.buffer);
const PLACES = 2 ** 20;
// Scratch reused by every query (one query runs at a time): no allocation per ranked match.
let scratch = new Float64Array(1024);
let heap = new Float64Array(64);
let marks = new Uint8Array(0);

/**
 * A tier's matches by rank (desc), then the exact model before a longer one (model-rank.ts), in stock
 * before out of stock, then name and id, the places [from, from + count) of that order: all in one
 * float64 key; only the first from + count keys are ordered (a heap keeps them).
 */
function byRank(
  ctx: IndexContext,
  ids: number[],
  field: 'name' | 'full',
  kq: KeywordQuery,
  from: number,
  count: number,
): number[] {
  const rank = field === 'name' ? kq.nameRank : kq.fullRank;
  const longer = kq.longerModel;
  const stock = ctx.store.stock;
  const names = ctx.store.name;
  // 0 for the exact model in stock … 3 for a longer model out of stock.
  const after = (id: number) => (longer?.(names[id]) ? 2 : 0) + (stock[id] > 0 ? 0 : 1);
  const at = field === 'name' ? ctx.store.nameAt : ctx.store.fullAt;
  const ranks = ctx.lexicon.ranks;
  const order = ctx.orders.get('name');
  const pool = ctx.store.pool;
  const n = ids.length;
  if (order.length >= PLACES) {
    const scores = new Float64Array(n);
    for (let i = 0; i < n; i++) scores[i] = tsRank(pool, at[ids[i]], rank.ops, rank.and, ranks);
    const idx = ids.map((_, i) => i);
    idx.sort(
      (a, b) => scores[b] - scores[a] || after(ids[a]) - after(ids[b]) || order.place[ids[a]] - order.place[ids[b]],
    );
    return idx.slice(from, from + count).map((i) => ids[i]);
  }
  // A positive float4's bits order as its value does; 2^31 ranks × 4 × 2^20 places < 2^53.
  if (scratch.length < n) scratch = new Float64Array(2 * n);
  const keys = scratch;
  const place = order.place;
  const shared = field === 'name' && sharesOf(ctx, ids, rank.ops);
  for (let i = 0; i < n; i++) {
    bits[0] = shared ? shared[i] : tsRank(pool, at[ids[i]], rank.ops, rank.and, ranks);
    keys[i] = ((0x7f800000 - bitsU[0]) * 4 + after(ids[i])) * PLACES + place[ids[i]];
  }
  const want = Math.min(n, from + count);
  const first = want * 8 < n ? smallest(keys, n, want) : keys.subarray(0, n).sort();
  const out: number[] = [];
  for (let i = from; i < want; i++) out.push(order.ids[first[i] % PLACES]);
  return out;
}

let sums = new Float32Array(1024);
/** Past this many lexemes a prefix's shares cost more to gather than ranking its matches. */
const SHARED_LEXEMES_MAX = 64;

/**
 * Tier 1's ranks of a one-operand query from the name postings' shares: per match (ids ascending)
 * the float4 sum of its lexemes' shares (addShare), in the lexicon's order as ts_rank sums a
 * vector's entries. Undefined when the query has more operands or the prefix too many lexemes.
 */
function sharesOf(ctx: IndexContext, ids: number[], ops: RankOperand[]): Float32Array | undefined {
  if (ops.length !== 1) return undefined;
  const op = ops[0];
  const postings = ctx.matcher.postings.name;
  const lexemes = op.prefix ? ctx.lexicon.idsInRange(op.lo, op.hi) : op.id >= 0 ? Int32Array.of(op.id) : undefined;
  if (!lexemes || lexemes.length > SHARED_LEXEMES_MAX) return undefined;
  const n = ids.length;
  if (sums.length < n) sums = new Float32Array(2 * n);
  const out = sums;
  out.fill(0, 0, n);
  const last = ids[n - 1];
  for (let x = 0; x < lexemes.length; x++) {
    const list = postings.list(lexemes[x]);
    const shares = postings.sharesOf(lexemes[x]);
    let j = 0;
    for (let p = 0; p < list.length && j < n; p++) {
      const id = list[p];
      if (id > last) break;
      while (ids[j] < id) j++;
      if (ids[j] === id) out[j] = addShare(out[j], shares[p]);
    }
  }
  return out;
}

/** The k smallest of values[0, n), ascending: a max-heap of k, most values turned away by its top. */
function smallest(values: Float64Array, n: number, k: number): Float64Array {
  if (heap.length < k) heap = new Float64Array(2 * k);
  const h = heap;
  for (let i = 0; i < k; i++) h[i] = values[i];
  for (let i = (k >> 1) - 1; i >= 0; i--) siftDown(h, k, i);
  for (let i = k; i < n; i++) {
    if (values[i] < h[0]) {
      h[0] = values[i];
      siftDown(h, k, 0);
    }
  }
  return h.subarray(0, k).sort();
}

function siftDown(h: Float64Array, k: number, i: number) {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < k && h[l] > h[m]) m = l;
    if (r < k && h[r] > h[m]) m = r;
    if (m === i) return;
    const t = h[i];
    h[i] = h[m];
    h[m] = t;
    i = m;
  }
}

/** keyword-search.ts relevanceStatement: names first (tier 1), then descriptions (tier 2), read up to the cap. */
function relevancePage(ctx: IndexContext, q: ProductQuery, kq: KeywordQuery): IndexPage {
  const { exactMax, size, offset } = shape(ctx, q);
  const cap = exactMax + 1;
  const check = filterCheck(filterParts(ctx.store, q));
  const t1 = ctx.matcher.collect(kq.simple, 'name', check, cap);
  let t2: number[] = [];
  if (t1.length < cap) {
    // Tier 1 is every name match the filters take (it stopped short of the cap): the rest are tier 2.
    if (marks.length < ctx.store.capacity) marks = new Uint8Array(ctx.store.capacity);
    for (let i = 0; i < t1.length; i++) marks[t1[i]] = 1;
    check.exclude = marks;
    try {
      t2 = fullMatches(ctx, kq, check, cap - t1.length);
    } finally {
      check.exclude = undefined;
      for (let i = 0; i < t1.length; i++) marks[t1[i]] = 0;
    }
  }
  const total = t1.length + t2.length;
  let ids: number[] = [];
  if (offset < t1.length) ids = byRank(ctx, t1, 'name', kq, offset, size);
  if (ids.length < size && offset + size > t1.length && t2.length) {
    const from = Math.max(0, offset - t1.length);
    ids = ids.concat(byRank(ctx, t2, 'full', kq, from, size - ids.length));
  }
  return { ids, total, pagesCap: pagesCap(total, exactMax, size) };
}

/** keyword-search.ts sortedStatement: every match in the sort's order, counted up to the cap. */
function sortedPage(ctx: IndexContext, q: ProductQuery, kq: KeywordQuery, sort: OrderName): IndexPage {
  const { exactMax, size, offset } = shape(ctx, q);
  const check = filterCheck(filterParts(ctx.store, q));
  const read = fullMatches(ctx, kq, check, exactMax + 1);
  // More than the cap: the page is still the first of every match in that order.
  const matches = read.length <= exactMax ? read : fullMatches(ctx, kq, check, Infinity);
  const ids = pageInOrder(ctx.orders.get(sort), matches, offset, size);
  return { ids, total: read.length, pagesCap: pagesCap(read.length, exactMax, size) };
}

const SORTED = new Set<string>(['name', 'price-low', 'price-high', 'rating']);

export function keywordPage(ctx: IndexContext, q: ProductQuery, kq: KeywordQuery): IndexPage {
  return q.sort && SORTED.has(q.sort) ? sortedPage(ctx, q, kq, q.sort as OrderName) : relevancePage(ctx, q, kq);
}

function shape(ctx: IndexContext, q: ProductQuery) {
  return { exactMax: ctx.limits.keywordExactMax, size: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize };
}

const pagesCap = (total: number, exactMax: number, size: number) =>
  Math.max(1, Math.ceil(Math.min(total, exactMax) / size));
