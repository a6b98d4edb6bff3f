// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#core/cart/cart';
import { createCartStore } from './cart-store';
import { changesNotice, reconcileCart, type CurrentProduct } from './reconcile';
import { useCartRefresh } from './use-cart-refresh';

const line = (product: string, over: Partial<CartItem> = {}): CartItem => ({
  id: `cart-${product}`,
  product,
  name: `Product ${product}`,
  price: 1000,
  image: `/uploads/products/p${product}-960.webp`,
  quantity: 2,
  countInStock: 10,
  ...over,
});
const now = (item: CartItem, over: Partial<CurrentProduct> = {}): CurrentProduct => ({
  id: Number(item.product),
  name: item.name,
  price: item.price,
  image: item.image,
  countInStock: item.countInStock ?? 10,
  ...over,
});
const askedFor = (...items: CartItem[]) => new Set(items.map((i) => i.product));

describe('reconcileCart', () => {
  it('changes nothing, and returns the same array, when the shop agrees with the cart', () => {
    const items = [line('1'), line('2')];
    const result = reconcileCart(
      items,
      items.map((i) => now(i)),
      askedFor(...items),
    );
    expect(result.items).toBe(items);
    expect(changesNotice(result.changes)).toBeNull();
  });

  it('takes the current price, name and stock, and says prices changed', () => {
    const items = [line('1'), line('2')];
    const result = reconcileCart(
      items,
      [now(items[0], { price: 1200, name: 'Product 1 (2025)' }), now(items[1])],
      askedFor(...items),
    );
    expect(result.items[0]).toMatchObject({ price: 1200, name: 'Product 1 (2025)', quantity: 2, id: 'cart-1' });
    expect(result.items[1]).toBe(items[1]);
    expect(changesNotice(result.changes)).toBe('Some prices in your cart have changed since you added them.');
  });

  it('removes deleted and sold-out products, naming them', () => {
    const items = [line('1'), line('2', { name: 'RTX 4090' }), line('3')];
    const result = reconcileCart(items, [now(items[1], { countInStock: 0 }), now(items[2])], askedFor(...items));
    expect(result.items.map((i) => i.product)).toEqual(['3']);
    expect(changesNotice(result.changes)).toBe('No longer available, removed from your cart: Product 1, RTX 4090.');
  });

  it('lowers a quantity above the stock left to that stock', () => {
    const items = [line('1', { quantity: 5 })];
    const result = reconcileCart(items, [now(items[0], { countInStock: 3 })], askedFor(...items));
    expect(result.items[0]).toMatchObject({ quantity: 3, countInStock: 3 });
    expect(changesNotice(result.changes)).toBe('Some quantities were lowered to the stock we have.');
  });

  it('leaves alone a line whose product was not asked about (added while the answer travelled)', () => {
    const items = [line('1'), line('2')];
    const result = reconcileCart(items, [now(items[0])], askedFor(items[0]));
    expect(result.items).toBe(items);
  });
});

describe('useCartRefresh (the cart page)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks the shop for the lines in one call, stores the up-to-date cart and returns the notice', async () => {
    const store = createCartStore();
    store.set([line('7', { price: 89999 }), line('9', { quantity: 4 })]);
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const products = [now(line('7'), { price: 84999 }), now(line('9'), { countInStock: 1 })];
      return new Response(JSON.stringify({ products, page: 1, pages: 1, total: 2 }), { status: 200 });
    });

    const { result } = renderHook(() => useCartRefresh(store));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(calls).toEqual(['/api/products?ids=7,9&pageSize=100']);
    expect(result.current).toBe(
      'Some prices in your cart have changed since you added them. Some quantities were lowered to the stock we have.',
    );
    expect(store.getSnapshot().map((i) => [i.product, i.price, i.quantity])).toEqual([
      ['7', 84999, 2],
      ['9', 1000, 1],
    ]);
  });

  it('keeps the cart as stored when the shop cannot be reached', async () => {
    const store = createCartStore();
    const items = [line('7')];
    store.set(items);
    let asked = false;
    vi.stubGlobal('fetch', async () => {
      asked = true;
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useCartRefresh(store));
    await waitFor(() => expect(asked).toBe(true));
    expect(result.current).toBeNull();
    expect(store.getSnapshot()).toBe(items);
  });
});
