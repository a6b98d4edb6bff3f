export const LOW_STOCK_MAX = 5;

export type StockLevel = 'out-of-stock' | 'low-stock' | 'in-stock';

/** The stock levels as the facets list them, in this order (the SQL facets and the index's). */
export const STOCK_LABELS = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
] as const;

/** Spec section 4: out of stock at 0, low stock from 1 to 5, otherwise in stock. */
export function stockLevel(countInStock: number): StockLevel {
  if (!(countInStock > 0)) return 'out-of-stock';
  if (countInStock <= LOW_STOCK_MAX) return 'low-stock';
  return 'in-stock';
}
