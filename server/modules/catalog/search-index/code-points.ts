/**
 * Text order by code point, as PostgreSQL's C.UTF-8 collation and the tsvector's byte order compare.
 * JavaScript's `<` compares UTF-16 units, which differs where a surrogate pair (U+10000 and up)
 * meets a character from U+E000 to U+FFFF: those two ranges are swapped back here.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** The first index of `sorted` whose text is not before `text` (code point order). */
export function lowerBound(sorted: readonly string[], text: string, prefix = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const s = sorted[mid];
    // With `prefix`, every text starting with `text` counts as before it: the end of that run.
    const before = prefix ? s.startsWith(text) || compareCodePoints(s, text) < 0 : compareCodePoints(s, text) < 0;
    if (before) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
