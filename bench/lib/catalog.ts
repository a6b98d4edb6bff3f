import { assertLocalUrl } from './local';

/** Thrown when a target or page cannot be run yet (an endpoint it needs is missing). */
export class SkipError extends Error {}

/**
 * The id of the first product of `/api/products?pageSize=1` (the spec's list: `{ products: [...] }`;
 * a bare array, and `_id` for id, are accepted too).
 */
export async function firstProductId(baseUrl: string): Promise<string> {
  const url = `${baseUrl}/api/products?pageSize=1`;
  assertLocalUrl(url);
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (res.status === 404) throw new SkipError('needs GET /api/products (404)');
  if (!res.ok) throw new Error(`GET /api/products?pageSize=1 answered ${res.status}`);
  const body = (await res.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { products?: unknown[] } | null)?.products;
  const first = Array.isArray(list) ? (list[0] as { id?: unknown; _id?: unknown } | undefined) : undefined;
  const id = first?.id ?? first?._id;
  if (id === undefined || id === null || id === '') throw new SkipError('the catalog has no products');
  return String(id);
}
