/**
 * Relevance on the judged query set (bench/search-judged.ts, issue 29), on the demo catalog:
 * nDCG@10 with graded judgements (2: passes every condition; 1: a named near miss), the
 * share of queries answered with nothing while the catalog has a match, and the share whose first
 * four results are all highly relevant (or all there are, when fewer than four exist), per query
 * class and overall; P@5 and MRR as decision 059 measured them. `npm run bench:relevance` prints them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
// The judged set is bench data (issue 29 asks for it in bench/); this test is what scores it.
// eslint-disable-next-line boundaries/dependencies
import { JUDGED, type Judged } from '../../../bench/search-judged';
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

const passes = (j: Judged, p: Item) =>
  (!j.category || p.category === j.category) &&
  (!j.name || j.name.test(p.name)) &&
  (!j.brand || j.brand.test(p.brand)) &&
  (j.maxPrice === undefined || Number(p.price) <= j.maxPrice) &&
  (j.minPrice === undefined || Number(p.price) >= j.minPrice) &&
  (!j.spec || j.spec[1].test(p.specifications?.[j.spec[0]] ?? ''));

/** 2 highly relevant, 1 a near miss the query names, 0 not relevant. */
const grade = (j: Judged, p: Item) => (passes(j, p) ? 2 : j.near?.test(p.name) ? 1 : 0);

const dcg = (grades: number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

interface Score {
  j: Judged;
  ndcg: number;
  p5: number;
  rr: number;
  zero: boolean;
  firstFour: boolean;
  top: string[];
}

async function score(j: Judged, catalog: Item[]): Promise<Score> {
  const res = await app.inject({ method: 'GET', url: `/api/products?pageSize=10&keyword=${encodeURIComponent(j.q)}` });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as { products: Item[] }).products;
  const got = found.map((p) => grade(j, p));
  const ideal = catalog
    .map((p) => grade(j, p))
    .sort((a, b) => b - a)
    .slice(0, 10);
  const possible = catalog.filter((p) => passes(j, p)).length;
  const head = Math.min(4, possible);
  const first = got.findIndex((g) => g === 2);
  return {
    j,
    ndcg: dcg(ideal) > 0 ? dcg(got) / dcg(ideal) : 1,
    p5: possible ? got.slice(0, 5).filter((g) => g === 2).length / Math.min(5, possible) : 1,
    rr: first < 0 ? 0 : 1 / (first + 1),
    zero: possible > 0 && found.length === 0,
    firstFour: got.slice(0, head).filter((g) => g === 2).length === head,
    top: found.slice(0, 4).map((p) => p.name),
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const share = (xs: boolean[]) => xs.filter(Boolean).length / Math.max(1, xs.length);

describe('relevance on the judged query set (issue 29)', () => {
  it('prints nDCG@10, zero-result and first-four shares per class', async () => {
    const catalog = (await database.db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))) as unknown as Item[];
    expect(JUDGED.length).toBeGreaterThanOrEqual(150);
    const scores: Score[] = [];
    for (const j of JUDGED) scores.push(await score(j, catalog));
    const kinds = [...new Set(JUDGED.map((j) => j.kind))];
    const line = (label: string, s: Score[]) =>
      [
        label.padEnd(10),
        String(s.length).padStart(3),
        `nDCG@10 ${mean(s.map((x) => x.ndcg)).toFixed(3)}`,
        `zero ${share(s.map((x) => x.zero)).toFixed(3)}`,
        `first4 ${share(s.map((x) => x.firstFour)).toFixed(3)}`,
        `P@5 ${mean(s.map((x) => x.p5)).toFixed(3)}`,
        `MRR ${mean(s.map((x) => x.rr)).toFixed(3)}`,
      ].join('  ');
    const report = [
      ...kinds.map((k) =>
        line(
          k,
          scores.filter((s) => s.j.kind === k),
        ),
      ),
      line('all', scores),
      ...scores
        .filter((s) => s.ndcg < 0.9 || !s.firstFour || s.zero)
        .map(
          (s) =>
            `  nDCG ${s.ndcg.toFixed(2)}${s.firstFour ? '' : ' first4 ✗'} "${s.j.q}": ${s.top.join(' | ') || '(none)'}`,
        ),
    ].join('\n');
    console.log(`\nJudged queries (bench/search-judged.ts)\n${report}`);
    // No query goes unanswered while the catalog has a match ('nvidea rtx 4060' was the last, fixed by
    // specification words in the spelling vocabulary: migration 0039, decision 061).
    expect(scores.filter((s) => s.zero).map((s) => s.j.q)).toEqual([]);
    expect(mean(scores.map((s) => s.ndcg))).toBeGreaterThanOrEqual(0.9);
  });
});
