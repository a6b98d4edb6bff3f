import { describe, expect, it } from 'vitest';
import { summarisePriceHistory, SPARK_HEIGHT, SPARK_WIDTH } from './price-history';

const since = '2026-08-29T00:00:00.000Z';
const until = '2026-11-27T00:00:00.000Z';

describe('summarisePriceHistory', () => {
  it('draws a flat line and names one price when nothing changed', () => {
    const s = summarisePriceHistory({ since, until, points: [{ price: 5000, at: since }] }, 5000);
    expect(s).toMatchObject({ lowest: 5000, highest: 5000, changes: [] });
    expect(s.path).toBe(`M0 ${SPARK_HEIGHT / 2}H${SPARK_WIDTH}`);
  });

  it('steps down at each change and lists the changes newest first', () => {
    const points = [
      { price: 6000, at: since },
      { price: 5000, at: '2026-10-13T12:00:00.000Z' },
      { price: 5500, at: '2026-11-20T00:00:00.000Z' },
    ];
    const s = summarisePriceHistory({ since, until, points }, 5500);
    expect(s.lowest).toBe(5000);
    expect(s.highest).toBe(6000);
    expect(s.changes.map((c) => c.price)).toEqual([5500, 5000]);
    expect(s.path).toBe('M0 4H121.3V36H221.3V20H240');
  });

  it('falls back to the current price when a product has no rows', () => {
    const s = summarisePriceHistory({ since, until, points: [] }, 1234);
    expect(s).toMatchObject({ lowest: 1234, highest: 1234, changes: [] });
  });
});
