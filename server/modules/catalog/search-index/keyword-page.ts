import type { ProductQuery } from '#core/schemas/catalog';
import type { IndexContext, KeywordQuery } from './context';
import { filterCheck, filterParts, type Check } from './filters';
import { mergeFirst } from './merge';
import type { OrderName } from './orders';
import { pageInOrder } from './page-order';
import { tsRank, type RankOperand } from './ts-rank';
import type { IndexPage } from './types';

/** Matches of `search @@ (simple || english)` the check accepts: the first `limit` in id order. */
export function fullMatches(ctx: IndexContext, kq: KeywordQuery, accept: Check, limit: number): number[] {
  const a = ctx.matcher.collect(kq.simple, 'full', accept, limit);
  const b = kq.english.length ? ctx.matcher.collect(kq.english, 'full', accept, limit) : [];
  return mergeFirst(a, b, limit);
}


const bits = new Float32Array(1);
const bitsU = new Uint32Array(bits.buffer);
const PLACES = 2 ** 21;

/** A tier's matches by rank (desc), then name and id: both in one float64 key, sorted natively. */
function byRank(ctx: IndexContext, ids: number[], field: 'name' | 'full', rank: { ops: RankOperand[]; and: boolean }): number[] {
  const at = field === 'name' ? ctx.store.nameAt : ctx.store.fullAt;
  const ranks = ctx.lexicon.ranks;
  const order = ctx.orders.get('name');
  const pool = ctx.store.pool;
  const scores = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = tsRank(pool, at[ids[i]], rank.ops, rank.and, ranks);
  if (order.length >= PLACES) {
    const idx = ids.map((_, i) => i);
    idx.sort((a, b) => scores[b] - scores[a] || order.place[ids[a]] - order.place[ids[b]]);
    return idx.map((i) => ids[i]);
  }
  // A positive float4's bits order as its value does; 2^31 ranks × 2^21 places < 2^53.
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    bits[0] = scores[i];
    keys[i] = (0x7f800000 - bitsU[0]) * PLACES + order.place[ids[i]];
  }
  keys.sort();
  return Array.from(keys, (k) => order.ids[k % PLACES]);
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
    const inT1 = new Set(t1);
    const notName: Check = (id) => check(id) && !inT1.has(id);
    t2 = fullMatches(ctx, kq, notName, cap - t1.length);
  }
  const total = t1.length + t2.length;
  let ids: number[] = [];
  if (offset < t1.length) ids = byRank(ctx, t1, 'name', kq.nameRank).slice(offset, offset + size);
  if (ids.length < size && offset + size > t1.length && t2.length) {
    const from = Math.max(0, offset - t1.length);
    ids = ids.concat(byRank(ctx, t2, 'full', kq.fullRank).slice(from, from + size - ids.length));
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

const pagesCap = (total: number, exactMax: number, size: number) => Math.max(1, Math.ceil(Math.min(total, exactMax) / size));
