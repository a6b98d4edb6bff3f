import { activeOnly } from './filters';
import type { IndexContext, KeywordQuery } from './context';
import type { IndexSuggestion } from './types';

const SUGGESTED_PRODUCTS = 5;
/** suggest.ts's pool: the first name matches, of which the best in stock and rated are shown. */
const SUGGEST_POOL = 60;

export function suggestProducts(ctx: IndexContext, kq: KeywordQuery): IndexSuggestion[] {
  const { store } = ctx;
  const pool = ctx.matcher.collect(kq.simple, 'name', activeOnly(store), SUGGEST_POOL);
  const place = ctx.orders.get('name').place;
  const inStock = (id: number) => (store.stock[id] > 0 ? 1 : 0);
  pool.sort((a, b) => inStock(b) - inStock(a) || store.rating[b] - store.rating[a] || place[a] - place[b]);
  return pool
    .slice(0, SUGGESTED_PRODUCTS)
    .map((id) => ({ id, name: store.name[id], price: store.price[id], image: store.image[id] }));
}
