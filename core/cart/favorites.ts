import type { ProductSummary } from '../catalog/product';

/** Favourites hold the product object, identified by its id compared as text (spec section 3). */
export function isFavorite(items: ProductSummary[], id: number | string): boolean {
  return items.some((p) => String(p.id) === String(id));
}

export function addFavorite(items: ProductSummary[], product: ProductSummary): ProductSummary[] {
  return isFavorite(items, product.id) ? items : [...items, product];
}

export function removeFavorite(items: ProductSummary[], id: number | string): ProductSummary[] {
  return isFavorite(items, id) ? items.filter((p) => String(p.id) !== String(id)) : items;
}

export function parseStoredFavorites(raw: string | null): ProductSummary[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data)
      ? data.filter((p) => p && typeof p === 'object' && (typeof p.id === 'number' || typeof p.id === 'string'))
      : [];
  } catch {
    return [];
  }
}
