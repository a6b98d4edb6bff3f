/**
 * Round axis ticks (issue 19.13: "150K", never "146.5K"): steps of 1, 2 or 5 × 10^n, at most
 * `count` + 1 of them, covering [min, max] (min is 0 unless refunds made a day negative).
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min >= 0 && max <= 0) return [0];
  const lo = Math.min(0, min);
  const hi = Math.max(lo + 1, max);
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!,
  );
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < hi + step; t += step) {
    ticks.push(Math.round(t));
    if (t >= hi) break;
  }
  return ticks;
}

const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });
/** A tick's label: 0, 500, 50K, 1.5M (ticks are round, so one decimal at most appears, and only for millions). */
export const tickLabel = (v: number) => compact.format(v);
