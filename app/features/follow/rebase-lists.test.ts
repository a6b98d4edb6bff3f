import { describe, expect, it } from 'vitest';
import type { CartItem } from '#core/cart/cart';
import type { ProductSummary } from '#core/catalog/product';
import { listsKey, parseSynced, rebaseLists, type HeldLists } from './rebase-lists';

const product = (id: number): ProductSummary => ({
  id,
  name: `Part ${id}`,
  price: 1000 * id,
  category: 'Storage',
  brand: 'Kingston',
  image: `/uploads/${id}.webp`,
  countInStock: 5,
  rating: 0,
  numReviews: 0,
});
const line = (id: number, quantity: number): CartItem => ({
  id: `cart-${id}`,
  product: String(id),
  name: `Part ${id}`,
  price: 1000 * id,
  image: `/uploads/${id}.webp`,
  quantity,
});
const held = (cart: CartItem[], favorites: number[]): HeldLists => ({ cart, favorites: favorites.map(product) });
const key = (h: HeldLists) => listsKey(h);

describe('the account’s lists with this browser’s own changes on top (decision 070)', () => {
  it('keeps a line added here while the account’s lists were loading', () => {
    const base = key(held([line(1, 1)], []));
    const here = held([line(1, 1), line(2, 1)], []);
    const server = held([line(1, 1)], []);
    expect(key(rebaseLists(base, here, server)).cart).toEqual([
      { product: 1, quantity: 1 },
      { product: 2, quantity: 1 },
    ]);
  });

  it('keeps what another device changed, beside what changed here', () => {
    const base = key(held([line(1, 1), line(3, 2)], [7]));
    const here = held([line(1, 4), line(3, 2)], [7, 8]); // quantity raised, a heart added
    const server = held([line(1, 1), line(3, 2), line(5, 1)], [7, 9]); // another device added 5 and 9
    const next = key(rebaseLists(base, here, server));
    expect(next.cart).toEqual([
      { product: 1, quantity: 4 },
      { product: 3, quantity: 2 },
      { product: 5, quantity: 1 },
    ]);
    expect(next.favorites).toEqual([7, 9, 8]);
  });

  it('a removal here stays removed; one made elsewhere is followed', () => {
    const base = key(held([line(1, 1), line(2, 1)], [7, 8]));
    const here = held([line(2, 1)], [8]); // 1 and heart 7 removed here
    const server = held([line(1, 1)], [7, 8]); // 2 removed on another device
    const next = key(rebaseLists(base, here, server));
    expect(next.cart).toEqual([]);
    expect(next.favorites).toEqual([8]);
  });

  it('nothing changed here: the account’s lists as they are', () => {
    const base = key(held([line(1, 2)], [7]));
    const server = held([line(4, 1)], [9]);
    expect(rebaseLists(base, held([line(1, 2)], [7]), server)).toEqual(server);
  });

  it('reads back only well-formed agreed lists', () => {
    expect(parseSynced(JSON.stringify({ favorites: [7], cart: [{ product: 1, quantity: 2 }] }))).toEqual({
      favorites: [7],
      cart: [{ product: 1, quantity: 2 }],
    });
    expect(parseSynced('{oops')).toBeNull();
    expect(parseSynced(JSON.stringify({ favorites: ['x'], cart: [] }))).toBeNull();
    expect(parseSynced(null)).toBeNull();
  });
});
