import type { SortedOrder } from './sort-orders';

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
  const budget = 4 * m * Math.log2(m + 1);
  if (walk < budget / 2) {
    if (marks.length < order.place.length) marks = new Uint8Array(order.place.length);
    for (let i = 0; i < m; i++) marks[matches[i]] = 1;
    let seen = 0;
    const { ids } = order;
    let i = 0;
    // Matches crowded at the order's far end walk long: past the budget, sorting is cheaper.
    for (; i < order.length && out.length < size && i < budget; i++) {
      if (marks[ids[i]] && seen++ >= offset) out.push(ids[i]);
    }
    for (let j = 0; j < m; j++) marks[matches[j]] = 0;
    if (out.length >= size || i >= order.length) return out;
    out.length = 0;
  }
  const places = new Int32Array(m);
  for (let i = 0; i < m; i++) places[i] = order.place[matches[i]];
  const first = want * 8 < m ? smallest(places, want) : places.sort();
  for (let i = offset; i < Math.min(m, want); i++) out.push(order.ids[first[i]]);
  return out;
}

/** The k smallest values, ascending: a max-heap of k, most values turned away by its top. */
function smallest(values: Int32Array, k: number): Int32Array {
  const heap = values.slice(0, k);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < k && heap[l] > heap[m]) m = l;
      if (r < k && heap[r] > heap[m]) m = r;
      if (m === i) return;
      const t = heap[i];
      heap[i] = heap[m];
      heap[m] = t;
      i = m;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  for (let i = k; i < values.length; i++) {
    if (values[i] < heap[0]) {
      heap[0] = values[i];
      down(0);
    }
  }
  return heap.sort();
}
