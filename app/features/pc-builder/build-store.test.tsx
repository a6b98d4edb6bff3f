// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildPart } from '#core/build-pc/compatibility';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { createCartStore } from '~/features/cart/cart-store';
import { createBuildActions } from './build-actions';
import { BUILD_STORAGE_KEY, createBuildStore, parseStoredBuild, toBuildPart } from './build-store';

const cpu: BuildPart = {
  id: 12,
  name: 'AMD Ryzen 7 7800X3D',
  category: 'processors',
  price: 55_000,
  specifications: { 'CPU Socket': 'AM5' },
  countInStock: 12,
  image: '/uploads/products/cpu-960.webp',
};
const board: BuildPart = {
  ...cpu,
  id: 40,
  name: 'MSI MAG B650 TOMAHAWK WIFI',
  category: 'motherboards',
  price: 31_000,
  image: '',
};
const soldOut: BuildPart = { ...cpu, id: 50, name: 'Sold-out GPU', category: 'graphics-cards', countInStock: 0 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('build store', () => {
  it('keeps the build under its own key, replacing a slot on select and clearing one on remove', () => {
    const store = createBuildStore();
    store.select('cpu', cpu);
    store.select('motherboard', board);
    store.select('cpu', { ...cpu, id: 13, name: 'Other CPU' });
    expect(Object.keys(store.getSnapshot())).toEqual(['cpu', 'motherboard']);
    expect(store.getSnapshot().cpu?.id).toBe(13);
    expect(JSON.parse(localStorage.getItem(BUILD_STORAGE_KEY)!).cpu.id).toBe(13);
    store.remove('cpu');
    expect(store.getSnapshot()).toEqual({ motherboard: board });
    expect(createBuildStore().getSnapshot()).toEqual({ motherboard: board });
  });

  it('clears all eight slots', () => {
    const store = createBuildStore();
    store.select('cpu', cpu);
    store.clear();
    expect(store.getSnapshot()).toEqual({});
    expect(localStorage.getItem(BUILD_STORAGE_KEY)).toBeNull();
  });

  it('still works for the visit when storage refuses writes', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem() {},
    } as unknown as Storage;
    const store = createBuildStore(() => broken);
    expect(store.select('cpu', cpu)).toBe(false);
    expect(store.getSnapshot().cpu).toEqual(cpu);
  });

  it('reads stored JSON defensively', () => {
    expect(parseStoredBuild(null)).toEqual({});
    expect(parseStoredBuild('not json')).toEqual({});
    expect(parseStoredBuild('[1,2]')).toEqual({});
    expect(parseStoredBuild(JSON.stringify({ cpu, fan: cpu, gpu: { name: 'no id' } }))).toEqual({ cpu });
  });

  it('keeps only the builder fields of an API product', () => {
    const api = { ...cpu, _id: 12, description: 'long text', images: ['a'], rating: 4, numReviews: 2 };
    expect(toBuildPart(api)).toEqual(cpu);
    expect(toBuildPart({ id: 'x', name: 'n', price: 1 })).toBeUndefined();
  });

  it('refreshes stored parts from the catalog', () => {
    const store = createBuildStore();
    store.select('cpu', cpu);
    store.refresh(new Map([[12, { ...cpu, price: 50_000 }]]));
    expect(store.getSnapshot().cpu?.price).toBe(50_000);
  });
});

describe('build actions', () => {
  it('adds every chosen part to the cart with its own image, or the placeholder when it has none', () => {
    const store = createBuildStore();
    const cart = createCartStore();
    const actions = createBuildActions(store, cart);
    actions.select('cpu', cpu);
    actions.select('motherboard', board);
    expect(actions.addAllToCart(store.getSnapshot())).toBe(2);
    const lines = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!);
    expect(
      lines.map((l: { product: string; image: string; quantity: number }) => [l.product, l.image, l.quantity]),
    ).toEqual([
      ['12', '/uploads/products/cpu-960.webp', 1],
      ['40', '/placeholder.svg', 1],
    ]);
    expect(new Set(lines.map((l: { id: string }) => l.id)).size).toBe(2);
  });

  it('does nothing when no part is chosen, and never chooses or adds an out-of-stock part', () => {
    const store = createBuildStore();
    const cart = createCartStore();
    const actions = createBuildActions(store, cart);
    expect(actions.addAllToCart({})).toBe(0);
    expect(cart.getSnapshot()).toEqual([]);
    actions.select('gpu', soldOut);
    expect(store.getSnapshot()).toEqual({});
    expect(actions.addAllToCart({ cpu, gpu: soldOut })).toBe(1);
    expect(cart.getSnapshot().map((l) => l.product)).toEqual(['12']);
  });
});
