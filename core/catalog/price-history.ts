/** How far back the product page's price history looks (issue 31). */
export const PRICE_HISTORY_DAYS = 90;

/** A product's prices in the window: the first point is the price in force when it opened. */
export interface PriceHistory {
  since: string;
  until: string;
  points: { price: number; at: string }[];
}

/** What the product page draws: the numbers of the text alternative and a step line's SVG path. */
export interface PriceHistorySummary {
  lowest: number;
  highest: number;
  /** Price changes inside the window, newest first (the first price is not a change). */
  changes: { price: number; at: string }[];
  /** `d` of a step line in a SPARK_WIDTH × SPARK_HEIGHT box; '' when there is nothing to draw. */
  path: string;
}

export const SPARK_WIDTH = 240;
export const SPARK_HEIGHT = 40;

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Lowest and highest over the window (the current price counts) and the line, computed in the loader
 * so the browser gets a finished path and no drawing code (decision 070).
 */
export function summarisePriceHistory(h: PriceHistory, current: number): PriceHistorySummary {
  const points = h.points.length ? h.points : [{ price: current, at: h.since }];
  const prices = [...points.map((p) => p.price), current];
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const t0 = Date.parse(h.since);
  const span = Math.max(1, Date.parse(h.until) - t0);
  const pad = 4;
  const x = (at: string) => r1(Math.min(1, Math.max(0, (Date.parse(at) - t0) / span)) * SPARK_WIDTH);
  const y = (price: number) =>
    highest === lowest
      ? SPARK_HEIGHT / 2
      : r1(pad + ((highest - price) / (highest - lowest)) * (SPARK_HEIGHT - 2 * pad));
  let path = `M0 ${y(points[0].price)}`;
  for (const p of points.slice(1)) path += `H${x(p.at)}V${y(p.price)}`;
  path += `H${SPARK_WIDTH}`;
  const changes = points
    .slice(1)
    .filter((p, i) => p.price !== points[i].price)
    .reverse();
  return { lowest, highest, changes, path };
}
