import type { ProductCategory } from '#core/catalog/categories';
import { accessories } from './accessories';
import { cases } from './cases';
import { cpuCooling } from './cpu-cooling';
import { gamingPcs } from './gaming-pc';
import { graphicsCards } from './graphics-cards';
import { memory } from './memory';
import { monitors } from './monitors';
import { motherboards } from './motherboards';
import { powerSupplies } from './power-supply';
import { processors } from './processors';
import { storage } from './storage';
import type { ProductDef } from './types';

export type { ProductDef } from './types';

export const CATALOG: Record<ProductCategory, ProductDef[]> = {
  monitors,
  'graphics-cards': graphicsCards,
  memory,
  processors,
  storage,
  motherboards,
  cases,
  'power-supply': powerSupplies,
  'gaming-pc': gamingPcs,
  'cpu-cooling': cpuCooling,
  accessories,
};

/**
 * The home page features the 8 lowest product ids, so these are inserted first:
 * one eye-catching, in-stock product from each of the busiest categories.
 */
export const FEATURED = [
  'MSI GeForce RTX 4070 SUPER 12G Gaming X Slim',
  'AMD Ryzen 7 7800X3D',
  'Custom Gaming PC - Ryzen 7 7800X3D / RTX 4070 SUPER',
  'LG UltraGear 27GP850-B',
  'Samsung 990 PRO 2TB',
  'G.Skill Trident Z5 Neo RGB 32GB (2x16GB) DDR5-6000 CL30',
  'NZXT H5 Flow',
  'Logitech G502 X',
];

export interface SeedProduct extends ProductDef {
  category: ProductCategory;
  /** How many extra images (other angles / colourways) to render besides the main one. */
  extraImages: number;
}

/** Every demo product in insertion order: the featured ones first, then category by category. */
export function seedProducts(): SeedProduct[] {
  const all = (Object.entries(CATALOG) as [ProductCategory, ProductDef[]][]).flatMap(([category, defs]) =>
    defs.map((def) => ({ ...def, category })),
  );
  const rank = (name: string) => {
    const i = FEATURED.indexOf(name);
    return i < 0 ? FEATURED.length : i;
  };
  // Array.prototype.sort is stable, so non-featured products keep their catalog order.
  const ordered = all.sort((a, b) => rank(a.name) - rank(b.name));
  const missing = FEATURED.filter((n) => !all.some((p) => p.name === n));
  if (missing.length) throw new Error(`Featured products not in the catalog: ${missing.join(', ')}`);
  // About a third of the products get 1-3 extra images; the featured ones included, since they are seen most.
  return ordered.map((p, i) => ({ ...p, extraImages: i % 3 === 0 ? 1 + ((i / 3) % 3) : 0 }));
}
