import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { brands, products } from '#db/schema';
import { PRODUCT_MESSAGES, type ProductInput } from '#core/schemas/product';
import { notFound } from '../../errors';
import { productById } from './service';

/**
 * A brand typed in the dialog becomes a brand of the shop, stored lowercased (spec section 5, issue 6).
 * Matching is case-insensitive, so typing 'msi' or 'MSI' reuses an existing brand and its label as
 * written (the seeded 'MSI' stays 'MSI'); only a brand the shop does not have yet is stored lowercased.
 */
export async function ensureBrand(db: DbOrTx, label: string) {
  const name = label.trim().toLowerCase();
  await db.insert(brands).values({ name, label: name }).onConflictDoNothing();
  const [brand] = await db.select().from(brands).where(eq(brands.name, name)).limit(1);
  return brand.label;
}

function values(input: ProductInput, brand: string) {
  // Empty extra images and blank specification values are dropped (spec: "empty ones dropped").
  const specifications = Object.fromEntries(Object.entries(input.specifications).filter(([, v]) => v !== ''));
  return { ...input, brand, images: input.images.filter(Boolean), specifications };
}

export async function createProduct(db: DbOrTx, input: ProductInput) {
  const brand = await ensureBrand(db, input.brand);
  const [row] = await db.insert(products).values(values(input, brand)).returning({ id: products.id });
  return (await productById(db, row.id))!;
}

export async function updateProduct(db: DbOrTx, id: number, input: ProductInput) {
  // Checked first, so a PUT to a missing product leaves no new brand behind.
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  if (!exists) throw notFound(PRODUCT_MESSAGES.notFound);
  const brand = await ensureBrand(db, input.brand);
  const [row] = await db
    .update(products)
    .set({ ...values(input, brand), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return (await productById(db, id))!;
}

export async function deleteProduct(db: DbOrTx, id: number) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return { message: 'Product removed' };
}
