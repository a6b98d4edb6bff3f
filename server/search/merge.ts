/** Merging ascending id lists. */

/** What mergeLazily visits: true to stop. */
export interface Visitor {
  visit(id: number): boolean;
}

/**
 * Visits the union of ascending lists in order, each id once, until `visit` says stop: a heap of
 * the lists' heads (their current ids kept beside it), so a prefix of many words costs what the
 * visited part of it costs.
 */
export function mergeLazily(lists: Int32Array[], visitor: Visitor) {
  const heap = new Int32Array(lists.length);
  const head = new Int32Array(lists.length);
  const at = new Int32Array(lists.length);
  let size = 0;
  for (let x = 0; x < lists.length; x++) {
    if (lists[x].length) {
      heap[size++] = x;
      head[x] = lists[x][0];
    }
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) down(heap, head, size, i);
  let last = -1;
  while (size > 0) {
    const x = heap[0];
    const id = head[x];
    if (++at[x] >= lists[x].length) heap[0] = heap[--size];
    else head[x] = lists[x][at[x]];
    if (size > 0) down(heap, head, size, 0);
    if (id !== last) {
      last = id;
      if (visitor.visit(id)) return;
    }
  }
}

function down(heap: Int32Array, head: Int32Array, size: number, i: number) {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && head[heap[l]] < head[heap[m]]) m = l;
    if (r < size && head[heap[r]] < head[heap[m]]) m = r;
    if (m === i) return;
    const t = heap[i];
    heap[i] = heap[m];
    heap[m] = t;
    i = m;
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
