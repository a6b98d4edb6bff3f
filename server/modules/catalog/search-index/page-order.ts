import type { SortedOrder } from './orders';

let marks = new Uint8Array(0);

/**
 * The page [offset, offset + size) of a set of matches in one of the listing orders. Either the
 * order is walked, taking the marked matches (cheap when they are dense: the page comes soon), or
 * the matches' places in the order are sorted (integers, no comparator); whichever costs less.
 */
export function pageInOrder(order: SortedOrder, matches: ArrayLike<number>, offset: number, size: number): number[] {
  const m = matches.length;
  const want = offset + size;
  if (m === 0 || offset >= m) return [];
  const out: number[] = [];
  const walk = (want * order.length) / m;
  if (walk < 2 * m * Math.log2(m + 1)) {
    if (marks.length < order.place.length) marks = new Uint8Array(order.place.length);
    for (let i = 0; i < m; i++) marks[matches[i]] = 1;
    let seen = 0;
    const { ids } = order;
    for (let i = 0; i < order.length && out.length < size; i++) {
      if (marks[ids[i]] && seen++ >= offset) out.push(ids[i]);
    }
    for (let i = 0; i < m; i++) marks[matches[i]] = 0;
    return out;
  }
  const places = new Int32Array(m);
  for (let i = 0; i < m; i++) places[i] = order.place[matches[i]];
  places.sort();
  for (let i = offset; i < Math.min(m, want); i++) out.push(order.ids[places[i]]);
  return out;
}
