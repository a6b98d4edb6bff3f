/**
 * Relevance on the judged query set (test/search-judged.ts, issue 29), on the demo catalog:
 * precision@5 (relevant among the first five, over the most that could be: min(5, relevant products
 * in the catalog)), MRR (1 / the place of the first relevant result in the first ten) and the queries
 * answered with nothing while the catalog has a match. `npm run bench:relevance` prints the figures.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { JUDGED, type Judged } from '../../../test/search-judged';
import { buildTestApp } from '../../../test/app';

const { app, database } = await buildTestApp({ CATALOG_CACHE: 'off' });

interface Item {
  id: number;
  name: string;
  category: string;
  brand: string;
  price: number;
  specifications: Record<string, string>;
}

const relevant = (j: Judged, p: Item) =>
  (!j.category || p.category === j.category) &&
  (!j.name || j.name.test(p.name)) &&
  (!j.brand || j.brand.test(p.brand)) &&
  (j.maxPrice === undefined || p.price <= j.maxPrice) &&
  (!j.spec || j.spec[1].test(p.specifications?.[j.spec[0]] ?? ''));

interface Score {
  j: Judged;
  p5: number;
  rr: number;
  zero: boolean;
  top: string[];
}

async function score(j: Judged, catalog: Item[]): Promise<Score> {
  const res = await app.inject({ method: 'GET', url: `/api/products?pageSize=10&keyword=${encodeURIComponent(j.q)}` });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as { products: Item[] }).products;
  const possible = catalog.filter((p) => relevant(j, p)).length;
  const hits = found.slice(0, 5).filter((p) => relevant(j, p)).length;
  const first = found.findIndex((p) => relevant(j, p));
  return {
    j,
    p5: possible ? hits / Math.min(5, possible) : 1,
    rr: first < 0 ? 0 : 1 / (first + 1),
    zero: possible > 0 && found.length === 0,
    top: found.slice(0, 3).map((p) => p.name),
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

describe('relevance on the judged query set (issue 29)', () => {
  it('prints precision@5, MRR and zero-result queries per kind', async () => {
    const catalog = (await database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))) as unknown as Item[];
    const scores: Score[] = [];
    for (const j of JUDGED) scores.push(await score(j, catalog));
    const kinds = [...new Set(JUDGED.map((j) => j.kind))];
    const line = (label: string, s: Score[]) =>
      `${label.padEnd(10)} ${String(s.length).padStart(3)}  P@5 ${mean(s.map((x) => x.p5)).toFixed(3)}  MRR ${mean(s.map((x) => x.rr)).toFixed(3)}  zero ${s.filter((x) => x.zero).length}`;
    const report = [
      ...kinds.map((k) =>
        line(
          k,
          scores.filter((s) => s.j.kind === k),
        ),
      ),
      line('all', scores),
      ...scores
        .filter((s) => s.p5 < 1)
        .map((s) => `  P@5 ${s.p5.toFixed(2)} "${s.j.q}": ${s.top.join(' | ') || '(none)'}`),
    ].join('\n');
    console.log(`\nJudged queries (test/search-judged.ts)\n${report}`);
    expect(scores.filter((s) => s.zero).map((s) => s.j.q)).toEqual([]);
    expect(mean(scores.map((s) => s.p5))).toBeGreaterThanOrEqual(0.9);
    expect(mean(scores.map((s) => s.rr))).toBeGreaterThanOrEqual(0.95);
  });
});
