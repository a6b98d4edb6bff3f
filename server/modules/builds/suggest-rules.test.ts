/**
 * "Build for me" on the demo catalog (issue 17): for every budget from KES 40,000 to 600,000 in steps
 * of 20,000 and every use, the suggestion is complete, compatible (every check confirmed), in stock
 * and within budget — or it says what the cheapest possible build costs, and that really is the
 * least a complete compatible build can cost.
 */
import { describe, expect, it } from 'vitest';
import { BUILD_USES, TESTED_BUDGETS, USE_RULES } from '#core/build-pc/build-rules';
import { parseGigabytes, preparePool, suggestBuild } from '#core/build-pc/build-suggest';
import {
  BUILD_SLOTS,
  buildTotal,
  checkCompatibility,
  estimatePower,
  SLOT_CATEGORY,
  type BuildPart,
  type BuildSlot,
} from '#core/build-pc/compatibility';
import { seedProducts } from '#db/seed/catalog/index';

const demo: BuildPart[] = seedProducts().map((p, i) => ({
  id: i + 1,
  name: p.name,
  category: p.category,
  price: p.price,
  specifications: p.specifications,
  countInStock: p.countInStock,
  image: '',
}));
const bySlot = Object.fromEntries(
  BUILD_SLOTS.map((s) => [s, demo.filter((p) => p.category === SLOT_CATEGORY[s])]),
) as Record<BuildSlot, BuildPart[]>;
const pool = preparePool(bySlot);

/** The least any complete build of compatible, in-stock parts costs, by brute force over the demo catalog. */
function bruteForceCheapest(): number {
  const inStock = (s: BuildSlot) => bySlot[s].filter((p) => p.countInStock > 0 && !/portable/i.test(p.name));
  let best = Infinity;
  const storage = Math.min(...inStock('storage').map((p) => p.price));
  for (const cpu of inStock('cpu'))
    for (const motherboard of inStock('motherboard'))
      for (const gpu of inStock('gpu'))
        for (const ram of inStock('ram'))
          for (const pcCase of inStock('case'))
            for (const cooling of inStock('cooling'))
              for (const psu of inStock('psu')) {
                const partial =
                  cpu.price +
                  motherboard.price +
                  gpu.price +
                  ram.price +
                  pcCase.price +
                  cooling.price +
                  psu.price +
                  storage;
                if (partial >= best) continue;
                const checks = checkCompatibility({ cpu, motherboard, gpu, ram, case: pcCase, cooling, psu });
                if (checks.every((c) => c.status === 'pass')) best = partial;
              }
  return best;
}

describe('the rules of each use', () => {
  it.each(BUILD_USES)('%s: shares add up to the whole budget and every slot is bought once', (use) => {
    const rule = USE_RULES[use];
    expect(Object.values(rule.share).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect([...rule.order].sort()).toEqual([...BUILD_SLOTS].sort());
  });

  it('gaming at 1440p gives the graphics card a bigger share than 1080p, and office the smallest', () => {
    expect(USE_RULES['gaming-1440p'].share.gpu).toBeGreaterThan(USE_RULES['gaming-1080p'].share.gpu);
    expect(USE_RULES.office.share.gpu).toBeLessThan(USE_RULES['gaming-1080p'].share.gpu);
  });

  it('reads memory and drive sizes', () => {
    expect([
      parseGigabytes('32GB (2x16GB)'),
      parseGigabytes('2 TB'),
      parseGigabytes('500 GB'),
      parseGigabytes('fast'),
    ]).toEqual([32, 2000, 500, undefined]);
  });
});

describe('Build for me over the demo catalog, every budget 40,000–600,000 × every use', () => {
  const cheapest = bruteForceCheapest();

  it('knows the cheapest possible build (checked by brute force)', () => {
    expect(suggestBuild(pool, 10_000, 'office')).toMatchObject({ status: 'over-budget', cheapestTotal: cheapest });
  });

  const cases = BUILD_USES.flatMap((use) => TESTED_BUDGETS.map((budget) => [use, budget] as const));
  it.each(cases)('%s, KES %i', (use, budget) => {
    const result = suggestBuild(pool, budget, use);
    if (budget < cheapest) {
      expect(result.status).toBe('over-budget');
      if (result.status === 'over-budget') {
        expect(result.cheapestTotal).toBe(cheapest);
        expect(result.message).toContain('The cheapest complete, compatible build in stock costs KES');
      }
      return;
    }
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const build = result.parts;
    // Complete: all eight slots, each from its own category, in stock.
    for (const slot of BUILD_SLOTS) {
      expect(build[slot].category).toBe(SLOT_CATEGORY[slot]);
      expect(build[slot].countInStock).toBeGreaterThan(0);
      expect(result.reasons[slot].length).toBeGreaterThan(20);
      expect(result.reasons[slot]).not.toContain('\n');
    }
    // Compatible: every check confirmed — none is a warning or unknown.
    expect(checkCompatibility(build).map((c) => [c.id, c.status])).toEqual(
      ['socket', 'memory', 'power', 'case', 'cooler', 'psuFit', 'coolerFit', 'gpuFit'].map((id) => [id, 'pass']),
    );
    // Within budget, and the total is the parts' sum.
    expect(result.total).toBe(buildTotal(build));
    expect(result.total).toBeLessThanOrEqual(budget);
    // The supply covers the same estimate the summary shows.
    const power = estimatePower(build);
    expect(power.psuWatts).toBeGreaterThanOrEqual(power.required);
  });

  it('spends a bigger budget on a better graphics card for gaming, and uses most of the budget', () => {
    const at = (budget: number) => suggestBuild(pool, budget, 'gaming-1080p');
    const small = at(150_000);
    const large = at(400_000);
    if (small.status !== 'ok' || large.status !== 'ok') throw new Error('expected builds');
    expect(large.parts.gpu.price).toBeGreaterThan(small.parts.gpu.price);
    expect(large.total).toBeGreaterThan(0.8 * 400_000);
    expect(small.reasons.gpu).toMatch(/^Frame rates at 1080p depend on the graphics card first/);
  });
});
