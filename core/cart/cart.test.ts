import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartItemFor,
  cartSubtotal,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
} from './cart';

const gpu = { product: '7', name: 'RTX 4070', price: 105000, image: '/g.webp' };

describe('cart rules (spec section 4)', () => {
  it('appends a new product with the default quantity 1 and a cart- id', () => {
    const items = addToCart([], gpu, 123);
    expect(items).toEqual([{ ...gpu, id: 'cart-123', quantity: 1 }]);
  });

  it('raises the quantity when the product is already in the cart', () => {
    const items = addToCart(addToCart([], gpu, 1), { ...gpu, quantity: 2 }, 2);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(3);
  });

  it('refuses an item without a product id', () => {
    expect(() => addToCart([], { ...gpu, product: '' })).toThrow('Failed to add item to cart');
  });

  it('never goes above the stock it knows of', () => {
    const items = addToCart([], { ...gpu, quantity: 9, countInStock: 3 });
    expect(items[0].quantity).toBe(3);
  });

  it('ignores a quantity below 1', () => {
    const items = addToCart([], gpu, 5);
    expect(setCartQuantity(items, 'cart-5', 0)).toBe(items);
    expect(setCartQuantity(items, 'cart-5', 4)[0].quantity).toBe(4);
  });

  it('removes and counts', () => {
    let items = addToCart([], gpu, 1);
    items = addToCart(items, { ...gpu, product: '8', price: 500.5, quantity: 2 }, 2);
    expect(cartCount(items)).toBe(3);
    expect(cartSubtotal(items)).toBe(106001);
    expect(removeFromCart(items, 'cart-1').map((i) => i.product)).toEqual(['8']);
  });

  it('reads only well-formed items back from storage', () => {
    const good = { ...gpu, id: 'cart-1', quantity: 2 };
    expect(parseStoredCart(JSON.stringify([good, { id: 'x' }, null]))).toEqual([good]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});

describe('cart ids', () => {
  it('stay unique when two products are added in the same millisecond', () => {
    const items = addToCart(addToCart([], gpu, 5), { ...gpu, product: '9' }, 5);
    expect(new Set(items.map((i) => i.id)).size).toBe(2);
  });
});

describe('cartItemFor', () => {
  it('makes the cart line of a product, the id as text', () => {
    const p = {
      id: 7,
      name: 'RTX 4070',
      price: 105000,
      image: '/g.webp',
      category: 'graphics-cards',
      rating: 4.5,
      countInStock: 3,
    };
    expect(addToCart([], cartItemFor(p, 2), 1)).toEqual([{ ...p, id: 'cart-1', product: '7', quantity: 2 }]);
  });
});
