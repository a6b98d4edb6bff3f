/** Merging ascending id lists. */

/**
 * Visits the union of ascending lists in order, each id once, until `visit` says stop: a heap of
 * the lists' heads, so a prefix of many words costs what the visited part of it costs.
 */
export function mergeLazily(lists: Int32Array[], visit: (id: number) => boolean) {
  const heap: number[] = [];
  const at = new Int32Array(lists.length);
  const head = (x: number) => lists[x][at[x]];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && head(heap[l]) < head(heap[m])) m = l;
      if (r < heap.length && head(heap[r]) < head(heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  lists.forEach((l, x) => {
    if (l.length) heap.push(x);
  });
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  let last = -1;
  while (heap.length) {
    const x = heap[0];
    const id = head(x);
    if (++at[x] >= lists[x].length) {
      heap[0] = heap[heap.length - 1];
      heap.pop();
    }
    if (heap.length) down(0);
    if (id !== last) {
      last = id;
      if (visit(id)) return;
    }
  }
}

/** The first `limit` ids of two ascending lists, each id once. */
export function mergeFirst(a: number[], b: number[], limit: number): number[] {
  if (!b.length) return a.length > limit ? a.slice(0, limit) : a;
  if (!a.length) return b.length > limit ? b.slice(0, limit) : b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i] : Infinity;
    const y = j < b.length ? b[j] : Infinity;
    if (x <= y) {
      out.push(x);
      i++;
      if (x === y) j++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}
