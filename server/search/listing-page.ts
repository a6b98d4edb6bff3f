import type { ProductQuery } from '#core/schemas/catalog';
import type { IndexContext } from './context';
import { filterCheck, filterParts, type Check, type FilterParts } from './filters';
import type { OrderName } from './sort-orders';
import { cubeTotal } from './facet-cube';
import { pageInOrder } from './page-order';
import type { IndexPage } from './types';

/**
 * Ids passing `check` in ascending id order, up to `limit`, from the fewest candidates the filters
 * allow: the ids filter's own ids, the category's documents, or every document.
 */
export function scanFiltered(ctx: IndexContext, parts: FilterParts, check: Check, limit = Infinity): number[] {
  const out: number[] = [];
  if (parts.category !== undefined && parts.category < 0 && !parts.ids) return out;
  // A brand's documents are usually fewer than a category's.
  const byBrand =
    parts.brandCode !== undefined && !limitedScan(limit) ? ctx.brandPostings.list(parts.brandCode) : undefined;
  const byCategory = parts.category !== undefined ? ctx.categoryPostings.list(parts.category) : undefined;
  let list: Int32Array | undefined;
  if (parts.ids) list = parts.ids;
  else if (byBrand && (!byCategory || byBrand.length < byCategory.length)) list = byBrand;
  else list = byCategory;
  if (list) {
    const { store } = ctx;
    for (let i = 0; i < list.length && out.length < limit; i++) {
      const id = list[i];
      if (store.has(id) && check.test(id)) out.push(id);
    }
    return out;
  }
  const { end } = ctx.store;
  for (let id = 0; id < end && out.length < limit; id++) if (check.test(id)) out.push(id);
  return out;
}

// A scan cut at a limit reads candidates in id order over all of them (facets' base): any source does.
const limitedScan = (limit: number) => limit !== Infinity;

/** Walking the order to fill a page costs about this many documents before it is cheaper to collect them. */
const WALK_MAX = 4_000;

/**
 * A listing without keyword (service.ts listPage): the filters' matches in the sort's order (name
 * when none, relevance read as name). The total is always exact: the SQL gives the planner's
 * estimate above listingExactMax, counting here costs less than estimating there.
 */
export function listingPage(ctx: IndexContext, q: ProductQuery): IndexPage {
  const parts = filterParts(ctx.store, q);
  const check = filterCheck(parts);
  const sort: OrderName = q.sort && q.sort !== 'relevance' ? q.sort : 'name';
  const order = ctx.orders.get(sort);
  const size = q.pageSize;
  const offset = (q.pageNumber - 1) * size;
  // With no filter but visibility the count is the active documents; the page is the order's head.
  if (
    !parts.ids &&
    parts.category === undefined &&
    q.stock === 'all' &&
    !q.brand &&
    !q.spec &&
    q.minPrice === undefined &&
    q.maxPrice === undefined
  ) {
    return {
      ids: pageInOrderWalk(order.ids, order.length, check, offset, size, Infinity)!,
      total: ctx.store.activeCount,
    };
  }
  // The count from the facet cube, and the page from the order's head, when the cube can say it.
  // The cube has no specifications: a spec filter counts by scanning.
  const total = parts.ids || parts.spec.length ? undefined : cubeTotal(ctx.cube, ctx.store, parts);
  if (total !== undefined && (parts.category === undefined || parts.category >= 0)) {
    if (total === 0 || offset >= total) return { ids: [], total };
    if (((offset + size) * order.length) / total < WALK_MAX) {
      const ids = pageInOrderWalk(order.ids, order.length, check, offset, Math.min(size, total - offset), WALK_MAX * 2);
      if (ids) return { ids, total };
    }
  }
  const matches = scanFiltered(ctx, parts, check);
  return { ids: pageInOrder(order, matches, offset, size), total: matches.length };
}

/**
 * The page from the head of an order, checking each document; undefined when `budget` documents
 * were walked without filling it (the filter is correlated with the order: a brand by name).
 */
function pageInOrderWalk(
  ids: Int32Array,
  length: number,
  check: Check,
  offset: number,
  size: number,
  budget: number,
): number[] | undefined {
  const out: number[] = [];
  let seen = 0;
  let i = 0;
  for (; i < length && out.length < size; i++) {
    if (i >= budget) return undefined;
    if (check.test(ids[i]) && seen++ >= offset) out.push(ids[i]);
  }
  return out;
}
