/** Category ids and display names of spec section 3, in the order the shop shows them. */
export const CATEGORIES = [
  { id: 'all', name: 'All Products' },
  { id: 'monitors', name: 'Monitors' },
  { id: 'graphics-cards', name: 'Graphics Cards' },
  { id: 'memory', name: 'Memory' },
  { id: 'processors', name: 'Processors' },
  { id: 'storage', name: 'Storage' },
  { id: 'motherboards', name: 'Motherboards' },
  { id: 'cases', name: 'Cases' },
  { id: 'power-supply', name: 'Power Supply' },
  { id: 'gaming-pc', name: 'Gaming PC' },
  { id: 'cpu-cooling', name: 'CPU Cooling' },
  { id: 'accessories', name: 'Accessories' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export type ProductCategory = Exclude<CategoryId, 'all'>;

export const PRODUCT_CATEGORIES = CATEGORIES.filter((c) => c.id !== 'all').map((c) => c.id) as ProductCategory[];

export function categoryName(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** The Shop By Category grid of the home page (spec section 2). */
export const HOME_CATEGORY_LINKS = [
  { slug: 'gaming-pcs', name: 'Gaming PCs' },
  { slug: 'graphics-cards', name: 'Graphics Cards' },
  { slug: 'monitors', name: 'Monitors' },
  { slug: 'processors', name: 'Processors' },
  { slug: 'power-supply', name: 'Power Supply' },
  { slug: 'accessories', name: 'Accessories' },
] as const;
