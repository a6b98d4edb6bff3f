import type { ProductCategory } from '#core/catalog/categories';

/**
 * The demo catalog's warranties (issue 30), as Nairobi PC shops state them by category: CPUs,
 * motherboards, SSDs, RAM and power supplies carry the makers' 3 years; graphics cards and monitors
 * 2 to 3; coolers 2; cases and built PCs 1; mice, keyboards and headsets 6 months.
 */
export const DEMO_WARRANTY_MONTHS: Record<ProductCategory, number> = {
  processors: 36,
  motherboards: 36,
  memory: 36,
  storage: 36,
  'power-supply': 36,
  'graphics-cards': 24,
  monitors: 24,
  'cpu-cooling': 24,
  cases: 12,
  'gaming-pc': 12,
  accessories: 6,
};
