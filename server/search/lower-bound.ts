import { compareCodePoints } from '#core/catalog/name-fold';

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
