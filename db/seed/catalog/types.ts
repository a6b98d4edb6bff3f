/** One demo product as written in the catalog files; the category comes from the file it lives in. */
export interface ProductDef {
  name: string;
  /** Display label, e.g. 'G.Skill'; the brands table keys it lowercased. */
  brand: string;
  /** KES, VAT exclusive (the storefront shows 'ex VAT'). */
  price: number;
  countInStock: number;
  description: string;
  specifications: Record<string, string>;
  /** Text on the generated image when the automatic shortening of `name` reads badly. */
  shortName?: string;
}
