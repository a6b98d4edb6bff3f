import type { SpecFilter } from '#core/catalog/spec-filters';
import { specFacets, type SpecCounts } from '#core/catalog/spec-facets';
import { compareCodePoints } from '#core/catalog/name-fold';
import type { DocStore } from './doc-store';

/**
 * The spec filters' counts of facet-counts.ts (facets.ts's `specs`): per filter of the category,
 * each value's count among documents passing every other filter, its own left out.
 */
export class SpecTally {
  /** Per filter: value code → [count, smallest raw code]. */
  private readonly tallies: Map<number, [number, number]>[];
  private readonly prefixes: string[];

  constructor(
    private readonly store: DocStore,
    private readonly filters: readonly SpecFilter[],
    private readonly chosen: number[],
    private readonly chosenIds: { id: string; code: number }[],
  ) {
    this.tallies = filters.map(() => new Map());
    this.prefixes = filters.map((f) => `${f.id}:`);
  }

  /** How many chosen values the document lacks. */
  missing(id: number): number {
    let n = 0;
    for (const code of this.chosen) if (!this.store.hasSpec(id, code)) n++;
    return n;
  }

  /** Counts a document passing every non-spec filter that lacks `missing` chosen values. */
  count(id: number, missing: number) {
    const s = this.store.specs[id];
    if (s === undefined || missing > 1 || !this.filters.length) return;
    const values = this.store.specValues.values;
    for (let i = 0; i < s.length; i += 2) {
      const value = values[s[i]];
      for (let f = 0; f < this.filters.length; f++) {
        if (!value.startsWith(this.prefixes[f])) continue;
        // Missing one chosen value: it counts only in that value's own filter.
        if (missing === 1) {
          const own = this.chosenIds.find((c) => c.id === this.filters[f].id);
          if (!own || this.store.hasSpec(id, own.code)) continue;
        }
        const t = this.tallies[f].get(s[i]);
        const raws = this.store.specRaws.values;
        if (!t) this.tallies[f].set(s[i], [1, s[i + 1]]);
        else {
          t[0]++;
          if (compareCodePoints(raws[s[i + 1]], raws[t[1]]) < 0) t[1] = s[i + 1];
        }
      }
    }
  }

  facets() {
    const counts: SpecCounts = {};
    const { specValues, specRaws } = this.store;
    this.filters.forEach((f, i) => {
      counts[f.id] = [...this.tallies[i]].map(([code, [n, raw]]) => ({
        v: specValues.values[code].slice(this.prefixes[i].length),
        l: specRaws.values[raw],
        n,
      }));
    });
    return specFacets(this.filters, counts);
  }
}
