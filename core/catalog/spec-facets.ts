import { amountLabel, compareSpecValues, type SpecFilter } from '#core/catalog/spec-filters';
import type { ProductFacets } from '#core/schemas/catalog';

/** One filter's counted values: v the normalised value, l the smallest spelling seen, n the count. */
export type SpecCounts = Record<string, { v: string; l: string; n: number }[]>;

/**
 * The facets' `specs` from counted values, shared by the SQL (facets.ts) and the index
 * (facet-counts.ts) so both order and label them alike: amounts read '8 GB' and go by size, texts
 * keep the product's spelling and go by it.
 */
export function specFacets(filters: readonly SpecFilter[], counts: SpecCounts): NonNullable<ProductFacets['specs']> {
  return filters.map((f) => ({
    id: f.id,
    values: (counts[f.id] ?? [])
      .filter((c) => c.n > 0)
      .map((c) => ({ value: c.v, label: f.kind === 'amount' ? amountLabel(c.v) : c.l.trim(), count: Number(c.n) }))
      .sort((a, b) => compareSpecValues(f.kind, a, b)),
  }));
}
