// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#core/catalog/product';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { Toaster } from '~/components/ui/toast';
import { createFavoritesStore } from './favorites-store';
import { createFavoriteActions, useFavorites, useIsFavorite } from './use-favorites';

const monitor: ProductSummary = {
  id: 3,
  name: 'LG UltraGear 27"',
  price: 42000,
  category: 'monitors',
  brand: 'lg',
  image: '/uploads/lg-640.webp',
  countInStock: 4,
  rating: 4,
  numReviews: 2,
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.favorites) ?? 'null');

describe('favourites store (spec section 4)', () => {
  it('loads the stored favourites', () => {
    localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify([monitor]));
    expect(createFavoritesStore().getSnapshot()).toEqual([monitor]);
  });

  it('adds the whole product and saves it', () => {
    const favs = createFavoritesStore();
    favs.add(monitor);
    expect(favs.getSnapshot()).toEqual([monitor]);
    expect(stored()).toEqual([monitor]);
  });

  it('does nothing when adding a product already there (ids compared as text)', () => {
    const favs = createFavoritesStore();
    favs.add(monitor);
    const before = favs.getSnapshot();
    favs.add({ ...monitor, id: '3' as unknown as number });
    expect(favs.getSnapshot()).toBe(before);
  });

  it('removes a product, and does nothing for an absent one', () => {
    const favs = createFavoritesStore();
    favs.add(monitor);
    favs.remove(99);
    expect(favs.getSnapshot()).toHaveLength(1);
    favs.remove('3');
    expect(favs.getSnapshot()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('tells readers whether a product is a favourite', () => {
    const favs = createFavoritesStore();
    const { result } = renderHook(() => ({ is: useIsFavorite(3, favs), all: useFavorites(favs) }));
    expect(result.current.is).toBe(false);
    act(() => favs.add(monitor));
    expect(result.current.is).toBe(true);
    expect(result.current.all).toHaveLength(1);
  });

  it('takes changes made in another tab', () => {
    const favs = createFavoritesStore();
    const { result } = renderHook(() => useIsFavorite(3, favs));
    act(() => {
      localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify([monitor]));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.favorites }));
    });
    expect(result.current).toBe(true);
  });
});

describe('favourite actions (spec section 8 toasts)', () => {
  it('toggles with the spec toasts', () => {
    render(<Toaster />);
    const favs = createFavoritesStore();
    const actions = createFavoriteActions(favs);
    act(() => actions.toggle(monitor));
    expect(favs.has(3)).toBe(true);
    expect(screen.getByText('Added to favorites')).toBeTruthy();
    expect(screen.getByText('LG UltraGear 27" has been added to your favorites.')).toBeTruthy();
    act(() => actions.toggle(monitor));
    expect(favs.has(3)).toBe(false);
    expect(screen.getByText('Removed from favorites')).toBeTruthy();
    expect(screen.getByText('LG UltraGear 27" removed from your favorites.')).toBeTruthy();
  });
});
