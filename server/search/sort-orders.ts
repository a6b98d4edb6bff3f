import { compareNames } from '#core/catalog/name-fold';
import type { DocStore } from './doc-store';

/** The listing orders (listing-sql.ts ordering()), each ending with the id so no two documents tie. */
export const ORDER_NAMES = ['name', 'price-low', 'price-high', 'rating'] as const;
export type OrderName = (typeof ORDER_NAMES)[number];

function comparator(store: DocStore, name: OrderName): (a: number, b: number) => number {
  const { price, rating, numReviews } = store;
  switch (name) {
    case 'name':
      // Case-insensitive A–Z, as listing-sql.ts (name_folded, name, id).
      return (a, b) => compareNames(store.name[a], store.name[b]) || a - b;
    case 'price-low':
      return (a, b) => price[a] - price[b] || a - b;
    case 'price-high':
      return (a, b) => price[b] - price[a] || a - b;
    case 'rating':
      return (a, b) => rating[b] - rating[a] || numReviews[b] - numReviews[a] || a - b;
  }
}

/**
 * Every document (inactive ones too: the filters skip them) in one order, and each id's place in it.
 * Sorting a set of matches is then sorting their places, integers, with no comparator.
 */
export interface SortedOrder {
  ids: Int32Array;
  length: number;
  /** By id: its index in ids, -1 when absent. */
  place: Int32Array;
}

/** Above this many changed documents the orders are sorted again rather than moved one by one. */
const MOVES_MAX = 64;

export class Orders {
  private orders = new Map<OrderName, SortedOrder>();
  private pending = new Set<number>();
  private rebuild = true;

  constructor(private store: DocStore) {}

  /** A document whose sort keys or presence changed. */
  touch(id: number) {
    if (this.rebuild) return;
    this.pending.add(id);
    if (this.pending.size > MOVES_MAX) {
      this.rebuild = true;
      this.pending.clear();
    }
  }

  get(name: OrderName): SortedOrder {
    if (this.rebuild) this.sortAll();
    else if (this.pending.size) this.movePending();
    return this.orders.get(name)!;
  }

  private sortAll() {
    const { store } = this;
    const present: number[] = [];
    for (let id = 0; id < store.end; id++) if (store.present[id]) present.push(id);
    for (const name of ORDER_NAMES) {
      const ids = Int32Array.from(present.sort(comparator(store, name)));
      const place = new Int32Array(store.capacity).fill(-1);
      ids.forEach((id, i) => (place[id] = i));
      this.orders.set(name, { ids, length: ids.length, place });
    }
    this.rebuild = false;
    this.pending.clear();
  }

  private movePending() {
    const { store } = this;
    for (const name of ORDER_NAMES) {
      const order = this.orders.get(name)!;
      const cmp = comparator(store, name);
      if (order.place.length < store.capacity) {
        const place = new Int32Array(store.capacity).fill(-1);
        place.set(order.place);
        order.place = place;
      }
      if (order.ids.length < order.length + this.pending.size) {
        const ids = new Int32Array(Math.max(16, 2 * (order.length + this.pending.size)));
        ids.set(order.ids.subarray(0, order.length));
        order.ids = ids;
      }
      // Every pending document leaves first: while one is placed, the others still sit where their old
      // keys put them (a deleted one has no name at all), and a binary search among them would be wrong.
      for (const id of this.pending) {
        const { ids, place } = order;
        const at = place[id];
        if (at < 0) continue;
        ids.copyWithin(at, at + 1, order.length);
        order.length--;
        for (let i = at; i < order.length; i++) place[ids[i]] = i;
        place[id] = -1;
      }
      for (const id of this.pending) {
        const { ids, place } = order;
        if (!store.present[id]) continue;
        let lo = 0;
        let hi = order.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (cmp(ids[mid], id) < 0) lo = mid + 1;
          else hi = mid;
        }
        ids.copyWithin(lo + 1, lo, order.length);
        ids[lo] = id;
        order.length++;
        for (let i = lo; i < order.length; i++) place[ids[i]] = i;
      }
    }
    this.pending.clear();
  }
}
