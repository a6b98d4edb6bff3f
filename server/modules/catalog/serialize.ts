import type { Product, Review } from '#core/catalog/product';
import type { products, reviews } from '#db/schema';

type ProductRow = typeof products.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

export function toProduct(
  row: Omit<
    ProductRow,
    | 'search'
    | 'searchName'
    | 'nameFolded'
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'sku'
    | 'imageAlts'
    | 'compareAtPrice'
    | 'layaway'
    | 'warrantyMonths'
  > &
    Partial<ProductRow>,
): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category,
    brand: row.brand,
    image: row.image,
    images: row.images ?? [],
    specifications: row.specifications ?? {},
    countInStock: row.countInStock,
    rating: Math.round(Number(row.rating) * 10) / 10,
    numReviews: row.numReviews,
    compareAtPrice: row.compareAtPrice == null ? null : Number(row.compareAtPrice),
    ...(row.imageAlts !== undefined ? { imageAlts: row.imageAlts } : {}),
    ...(row.sku !== undefined ? { sku: row.sku } : {}),
    ...(row.status !== undefined ? { status: row.status } : {}),
    ...(row.layaway !== undefined ? { layaway: row.layaway } : {}),
    ...(row.warrantyMonths !== undefined ? { warrantyMonths: row.warrantyMonths } : {}),
  };
}

export function toReview(row: Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'name' | 'createdAt'>): Review {
  return {
    _id: row.id,
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}
