import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { brands, products } from '#db/schema';
import { PRODUCT_MESSAGES, type ProductInput } from '#core/schemas/product';
import { badRequest, conflict, notFound } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { recordPriceChange } from './price-history';
import { productById } from './service';

/**
 * A brand typed in the dialog becomes a brand of the shop, its key stored lowercased (spec section 5,
 * issue 6) and its label as the owner typed it ('Zota' beside 'MSI', not 'zota'; issue 32). Matching is
 * on the key, so typing 'msi' or 'MSI' reuses an existing brand and its label as first written.
 */
export async function ensureBrand(db: DbOrTx, typed: string) {
  const label = typed.trim();
  const name = label.toLowerCase();
  await db.insert(brands).values({ name, label }).onConflictDoNothing();
  const [brand] = await db.select().from(brands).where(eq(brands.name, name)).limit(1);
  return brand.label;
}

function values(input: ProductInput, brand: string) {
  // Empty extra images and blank specification values are dropped (spec: "empty ones dropped").
  const specifications = Object.fromEntries(Object.entries(input.specifications).filter(([, v]) => v !== ''));
  const out = { ...input, brand, images: input.images.filter(Boolean), specifications };
  // Fields the spec's clients do not send stay as they are (undefined is left out of the update).
  for (const key of ['status', 'sku', 'compareAtPrice', 'imageAlts', 'layaway', 'warrantyMonths'] as const)
    if (out[key] === undefined) delete out[key];
  return out;
}

/**
 * What the audit log keeps of a product: every field an owner can change (issue 33, finding 7: the
 * description, images, alt texts and specifications were left out, so such edits left no trace).
 * An update keeps only the fields that changed, before and after (changedFields).
 */
export const auditedProduct = (p: Partial<typeof products.$inferSelect>) => ({
  name: p.name,
  price: p.price === undefined ? undefined : Number(p.price),
  compareAtPrice: p.compareAtPrice == null ? p.compareAtPrice : Number(p.compareAtPrice),
  countInStock: p.countInStock,
  status: p.status,
  sku: p.sku,
  layaway: p.layaway,
  warrantyMonths: p.warrantyMonths,
  category: p.category,
  brand: p.brand,
  description: p.description,
  image: p.image,
  images: p.images,
  imageAlts: p.imageAlts,
  specifications: p.specifications,
});

export function checkCompareAt(price: number, compareAtPrice: number | null | undefined, name?: string) {
  if (compareAtPrice != null && !(compareAtPrice > price)) {
    throw badRequest(
      name ? `${name}: ${PRODUCT_MESSAGES.compareAtAbovePrice.toLowerCase()}` : PRODUCT_MESSAGES.compareAtAbovePrice,
    );
  }
}

/** A unique-SKU violation becomes a 409 with a sentence; anything else is rethrown. */
export function skuConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  if (code === '23505' && constraint === 'products_sku_idx') throw conflict(PRODUCT_MESSAGES.skuTaken);
  throw err;
}

/** Inserts a product and its audit row in `tx` (no read back: the CSV import writes thousands). */
export async function insertProduct(tx: DbOrTx, actorId: number | null, input: ProductInput): Promise<number> {
  checkCompareAt(input.price, input.compareAtPrice);
  const brand = await ensureBrand(tx, input.brand);
  const [row] = await tx.insert(products).values(values(input, brand)).returning();
  await recordPriceChange(tx, row.id, undefined, Number(row.price));
  await recordAudit(tx, {
    actorId,
    entity: 'product',
    entityId: row.id,
    action: 'create',
    after: auditedProduct(row),
  });
  return row.id;
}

export async function createProduct(db: DbOrTx, actorId: number | null, input: ProductInput) {
  try {
    const id = await db.transaction((tx) => insertProduct(tx, actorId, input));
    return (await productById(db, id))!;
  } catch (err) {
    return skuConflict(err);
  }
}

/** Updates a product in `tx` (locked first) with its audit row of what changed; no read back. */
export async function writeProductUpdate(tx: DbOrTx, actorId: number | null, id: number, input: ProductInput) {
  // Checked first, so a PUT to a missing product leaves no new brand behind.
  const [old] = await tx.select().from(products).where(eq(products.id, id)).limit(1).for('update');
  if (!old) throw notFound(PRODUCT_MESSAGES.notFound);
  const compareAt = input.compareAtPrice === undefined ? old.compareAtPrice : input.compareAtPrice;
  checkCompareAt(input.price, compareAt == null ? null : Number(compareAt));
  const brand = await ensureBrand(tx, input.brand);
  const [row] = await tx
    .update(products)
    .set({ ...values(input, brand), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  await recordPriceChange(tx, id, Number(old.price), Number(row.price));
  const diff = changedFields(auditedProduct(old), auditedProduct(row));
  if (diff.changed)
    await recordAudit(tx, {
      actorId,
      entity: 'product',
      entityId: id,
      action: 'update',
      before: diff.before,
      after: diff.after,
    });
}

export async function updateProduct(db: DbOrTx, actorId: number | null, id: number, input: ProductInput) {
  try {
    await db.transaction((tx) => writeProductUpdate(tx, actorId, id, input));
  } catch (err) {
    return skuConflict(err);
  }
  return (await productById(db, id))!;
}

export async function deleteProduct(db: DbOrTx, actorId: number | null, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: 'delete', before: auditedProduct(row) });
  });
  return { message: 'Product removed' };
}

/** A copy to edit into a new product: a draft (hidden until made active), no SKU and no stock of its own. */
export async function duplicateProduct(db: DbOrTx, actorId: number | null, id: number) {
  const copyId = await db.transaction(async (tx) => {
    const [src] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!src) throw notFound(PRODUCT_MESSAGES.notFound);
    const {
      id: _id,
      search: _s,
      searchName: _n,
      nameFolded: _f,
      createdAt: _c,
      updatedAt: _u,
      rating: _r,
      numReviews: _v,
      ...rest
    } = src;
    const [copy] = await tx
      .insert(products)
      .values({ ...rest, name: `Copy of ${src.name}`.slice(0, 300), status: 'draft', sku: null, countInStock: 0 })
      .returning();
    await recordPriceChange(tx, copy.id, undefined, Number(copy.price));
    await recordAudit(tx, {
      actorId,
      entity: 'product',
      entityId: copy.id,
      action: 'duplicate',
      before: { from: id },
      after: auditedProduct(copy),
    });
    return copy.id;
  });
  return (await productById(db, copyId))!;
}
