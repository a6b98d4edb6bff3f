/** The fields of GET /api/products besides the products (productListSchema). */
export interface ListMeta {
  page: number;
  pages: number;
  total: number;
  correctedKeyword?: string;
}

function count(name: string, n: number): string {
  // productListSchema's z.number() refuses these; a wrong page must fail here as the serializer would.
  if (!Number.isFinite(n)) throw new TypeError(`listJson: ${name} is not a finite number (${n})`);
  return String(n);
}

/**
 * GET /api/products' answer as text, from the products' JSON kept by the product store: the text
 * productListSchema's serializer would write for the same data (same keys, same order), without
 * rebuilding, checking and writing 24 products per request (issue 16). Send it with content-type
 * application/json, so Fastify passes the text through instead of serialising it again.
 */
export function listJson(meta: ListMeta, productJsons: readonly string[]): string {
  const corrected =
    meta.correctedKeyword === undefined ? '' : `,"correctedKeyword":${JSON.stringify(meta.correctedKeyword)}`;
  return `{"products":[${productJsons.join(',')}],"page":${count('page', meta.page)},"pages":${count('pages', meta.pages)},"total":${count('total', meta.total)}${corrected}}`;
}
