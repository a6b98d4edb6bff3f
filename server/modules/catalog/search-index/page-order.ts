import type { Check } from './filters';
import type { SortedOrder } from './orders';

/**
 * The page [offset, offset + size) of a set of matches in one of the listing orders. Either the
 * order is walked, checking each document (cheap when matches are dense: the page comes soon), or
 * the matches' places in the order are sorted (integers, no comparator); whichever costs less.
 */
export function pageInOrder(order: SortedOrder, matches: ArrayLike<number>, matchCheck: Check, offset: number, size: number): number[] {
  const m = matches.length;
  const want = offset + size;
  if (m === 0 || offset >= m) return [];
  const walk = (want * order.length) / m;
  if (walk < 2 * m * Math.log2(m + 1)) {
    const out: number[] = [];
    let seen = 0;
    const { ids } = order;
    for (let i = 0; i < order.length; i++) {
      const id = ids[i];
      if (!matchCheck(id)) continue;
      if (seen++ >= offset) {
        out.push(id);
        if (out.length >= size) break;
      }
    }
    return out;
  }
  const places = new Int32Array(m);
  for (let i = 0; i < m; i++) places[i] = order.place[matches[i]];
  places.sort();
  const out: number[] = [];
  for (let i = offset; i < Math.min(m, want); i++) out.push(order.ids[places[i]]);
  return out;
}
