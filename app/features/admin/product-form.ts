import { BUILDER_EXTRA_FIELDS, SPEC_FIELDS } from '#core/catalog/spec-fields';
import { CATEGORIES, type ProductCategory } from '#core/catalog/categories';
import type { Product } from '#core/schemas/catalog';
import type { ProductPayload } from '#core/schemas/product';
import { productInputSchema } from './schemas';

/** An additional image: one already stored (its URL) or a file chosen in this dialog. */
export type ExtraImage = (
  { key: string; url: string; file?: undefined } | { key: string; url?: undefined; file: File }
) & {
  /** Alt text (issue 20): what the image shows, for screen readers; '' when none. */
  alt?: string;
};

/** What the product dialog edits. Numbers stay text, so an emptied number input stays empty (spec 5). */
export interface ProductForm {
  name: string;
  brand: string;
  category: string;
  price: string;
  countInStock: string;
  description: string;
  specifications: Record<string, string>;
  /** The stored main image, '' when there is none. */
  image: string;
  /** A newly chosen main image; it replaces `image` on save. */
  imageFile: File | null;
  images: ExtraImage[];
  /** Issue 20: the main image's alt text, status, SKU and compare-at price (text, '' for none). */
  mainAlt: string;
  status: 'active' | 'draft' | 'archived';
  sku: string;
  compareAtPrice: string;
  /** Issue 21: may be bought on layaway; undefined (not loaded) is left out of the save and keeps its value. */
  layaway?: boolean;
  /** Issue 30: the warranty in months as typed ('' states none); undefined (not loaded) keeps the saved value. */
  warrantyMonths?: string;
}

// Derived here rather than imported: using core's PRODUCT_CATEGORIES would make the storefront chunk keep it too.
const PRODUCT_CATEGORIES = CATEGORIES.filter((c) => c.id !== 'all').map((c) => c.id) as ProductCategory[];

let keySeq = 0;
export const nextImageKey = () => `img-${++keySeq}`;

export function emptyForm(): ProductForm {
  return {
    name: '',
    brand: '',
    category: '',
    price: '',
    countInStock: '',
    description: '',
    specifications: {},
    image: '',
    imageFile: null,
    images: [],
    mainAlt: '',
    status: 'active',
    sku: '',
    compareAtPrice: '',
    warrantyMonths: '',
  };
}

export function formFromProduct(p: Product): ProductForm {
  return {
    name: p.name ?? '',
    brand: p.brand ?? '',
    category: PRODUCT_CATEGORIES.includes(p.category as ProductCategory) ? p.category : '',
    price: Number.isFinite(p.price) ? String(p.price) : '',
    countInStock: Number.isFinite(p.countInStock) ? String(p.countInStock) : '',
    description: p.description ?? '',
    specifications: { ...(p.specifications ?? {}) },
    image: p.image ?? '',
    imageFile: null,
    images: (p.images ?? [])
      .filter(Boolean)
      .map((url, i) => ({ key: nextImageKey(), url, alt: p.imageAlts?.[i + 1] ?? '' })),
    mainAlt: p.imageAlts?.[0] ?? '',
    status: p.status ?? 'active',
    sku: p.sku ?? '',
    compareAtPrice: p.compareAtPrice != null ? String(p.compareAtPrice) : '',
    layaway: p.layaway,
    warrantyMonths:
      p.warrantyMonths === undefined ? undefined : p.warrantyMonths == null ? '' : String(p.warrantyMonths),
  };
}

/** The specification inputs of a category: the spec's fields, then the ones the PC builder reads. */
export function specFieldsFor(category: string): string[] {
  if (!PRODUCT_CATEGORIES.includes(category as ProductCategory)) return [];
  const c = category as ProductCategory;
  return [...new Set([...SPEC_FIELDS[c], ...(BUILDER_EXTRA_FIELDS[c] ?? [])])];
}

/** Filled specification keys the chosen category has no input for (kept on save, editable apart). */
export function otherSpecKeys(form: Pick<ProductForm, 'category' | 'specifications'>): string[] {
  const own = new Set(specFieldsFor(form.category));
  return Object.keys(form.specifications).filter((k) => !own.has(k) && form.specifications[k]?.trim());
}

/** Spec section 5: a main image, stored or newly chosen, is required. */
export const hasMainImage = (form: Pick<ProductForm, 'image' | 'imageFile'>) =>
  Boolean(form.imageFile || form.image.trim());

/** The files to upload, main image first, in the order `toPayload` expects their URLs. */
export function newFiles(form: ProductForm): File[] {
  return [...(form.imageFile ? [form.imageFile] : []), ...form.images.flatMap((i) => (i.file ? [i.file] : []))];
}

/** The request body once the new files are uploaded (`uploaded` in `newFiles` order). */
export function toPayload(form: ProductForm, uploaded: readonly string[]): ProductPayload {
  let next = 0;
  const image = form.imageFile ? uploaded[next++] : form.image.trim();
  const kept = form.images
    .map((i) => ({ url: i.file ? uploaded[next++] : i.url, alt: (i.alt ?? '').trim() }))
    .filter((i) => Boolean(i.url));
  const images = kept.map((i) => i.url as string);
  const specifications = Object.fromEntries(
    Object.entries(form.specifications)
      .map(([k, v]) => [k.trim(), (v ?? '').trim()] as const)
      .filter(([k, v]) => k && v),
  );
  return {
    name: form.name.trim(),
    brand: form.brand.trim(),
    category: form.category,
    price: Number(form.price),
    countInStock: Number(form.countInStock),
    description: form.description.trim(),
    image,
    images,
    specifications,
    imageAlts: [form.mainAlt.trim(), ...kept.map((i) => i.alt)],
    status: form.status,
    sku: form.sku.trim() || null,
    compareAtPrice: form.compareAtPrice.trim() === '' ? null : Number(form.compareAtPrice),
    ...(form.layaway !== undefined && { layaway: form.layaway }),
    ...(form.warrantyMonths !== undefined && {
      warrantyMonths: form.warrantyMonths.trim() === '' ? null : Number(form.warrantyMonths),
    }),
  };
}

export type FieldErrors = Partial<Record<'name' | 'brand' | 'category' | 'price' | 'countInStock' | 'image', string>>;

// The API's own rules (core/schemas/product) for the typed fields; images are checked apart, before upload.
const typedFields = productInputSchema.pick({
  name: true,
  brand: true,
  category: true,
  price: true,
  countInStock: true,
});

/** What the server would refuse in the typed fields, with its messages: checked before anything is uploaded. */
export function fieldErrors(form: ProductForm): FieldErrors {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const result = typedFields.safeParse({
    name: form.name,
    brand: form.brand,
    category: form.category,
    price: number(form.price),
    countInStock: number(form.countInStock),
  });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}
