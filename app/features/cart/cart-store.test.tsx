// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#core/cart/storage-keys';
import { Toaster } from '~/components/ui/toast';
import { createCartStore } from './cart-store';
import { createCartActions, useCartCount, useCartItems } from './use-cart';

const gpu = { product: '7', name: 'RTX 4070', price: 89999, image: '/uploads/gpu-640.webp', countInStock: 10 };
const cpu = { product: '9', name: 'Ryzen 7 7800X3D', price: 59999, image: '/uploads/cpu-640.webp' };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');

describe('cart store (spec section 4)', () => {
  it('starts from what browser storage holds', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...cpu, id: 'cart-1', quantity: 2 }]));
    expect(createCartStore().getSnapshot()).toEqual([{ ...cpu, id: 'cart-1', quantity: 2 }]);
  });

  it('ignores storage it cannot read', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(createCartStore().getSnapshot()).toEqual([]);
  });

  it('appends a new product with quantity 1 and saves it', () => {
    const cart = createCartStore();
    cart.add(gpu);
    expect(cart.getSnapshot()).toMatchObject([{ product: '7', name: 'RTX 4070', quantity: 1 }]);
    expect(cart.getSnapshot()[0].id).toMatch(/^cart-\d+$/);
    expect(stored()).toEqual(cart.getSnapshot());
  });

  it('raises the quantity when the product is already in the cart', () => {
    const cart = createCartStore();
    cart.add(gpu);
    cart.add({ ...gpu, quantity: 2 });
    expect(cart.getSnapshot()).toHaveLength(1);
    expect(cart.getSnapshot()[0].quantity).toBe(3);
    expect(stored()[0].quantity).toBe(3);
  });

  it('gives distinct line ids to products added in the same millisecond', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const cart = createCartStore();
    cart.add(gpu);
    cart.add(cpu);
    vi.restoreAllMocks();
    const [a, b] = cart.getSnapshot();
    expect(a.id).not.toBe(b.id);
  });

  it('removes a line', () => {
    const cart = createCartStore();
    cart.add(gpu);
    cart.add(cpu);
    cart.remove(cart.getSnapshot()[0].id);
    expect(cart.getSnapshot().map((i) => i.name)).toEqual(['Ryzen 7 7800X3D']);
    expect(stored()).toHaveLength(1);
  });

  it('sets a quantity, and ignores one below 1', () => {
    const cart = createCartStore();
    cart.add(cpu);
    const id = cart.getSnapshot()[0].id;
    cart.setQuantity(id, 4);
    expect(cart.getSnapshot()[0].quantity).toBe(4);
    cart.setQuantity(id, 0);
    cart.setQuantity(id, -3);
    expect(cart.getSnapshot()[0].quantity).toBe(4);
    expect(stored()[0].quantity).toBe(4);
  });

  it('clears the cart', () => {
    const cart = createCartStore();
    cart.add(gpu);
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('refuses a product without an id', () => {
    const cart = createCartStore();
    expect(() => cart.add({ ...gpu, product: '' })).toThrow('Failed to add item to cart');
  });

  it('takes changes made in another tab', () => {
    const cart = createCartStore();
    const { result } = renderHook(() => useCartCount(cart));
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...cpu, id: 'cart-5', quantity: 3 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(result.current).toBe(3);
  });

  it('re-renders readers on every change', () => {
    const cart = createCartStore();
    const { result } = renderHook(() => useCartItems(cart));
    act(() => cart.add(gpu));
    expect(result.current).toHaveLength(1);
  });
});

describe('cart actions (spec section 8 toasts)', () => {
  it('announces each change', () => {
    render(<Toaster />);
    const cart = createCartStore();
    const actions = createCartActions(cart);
    act(() => void actions.add(gpu));
    expect(screen.getByText('Added to cart')).toBeTruthy();
    const id = cart.getSnapshot()[0].id;
    act(() => void actions.setQuantity(id, 2));
    expect(screen.getByText('Cart updated')).toBeTruthy();
    act(() => void actions.remove(id));
    expect(screen.getByText('Item removed')).toBeTruthy();
    act(() => void actions.clear());
    expect(screen.getByText('Cart cleared')).toBeTruthy();
  });

  it('shows an Error toast when storage refuses the write', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toaster />);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const actions = createCartActions(createCartStore(() => full));
    let ok = true;
    act(() => void (ok = actions.add(gpu)));
    expect(ok).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to add item to cart');
    vi.restoreAllMocks();
  });
});
