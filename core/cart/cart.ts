import { roundMoney } from '../pricing/money';

/** A cart line as spec section 3 describes it; `product` is the product id as text. */
export interface CartItem {
  id: string;
  product: string;
  name: string;
  price: number;
  image: string;
  quantity: number;
  category?: string;
  rating?: number;
  countInStock?: number;
}

export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

export class CartError extends Error {}

/** The cart line for a product as the API sends it (card, product page, favourites). */
export function cartItemFor(
  p: {
    id: number | string;
    name: string;
    price: number;
    image: string;
    category?: string;
    rating?: number;
    countInStock?: number;
  },
  quantity = 1,
): NewCartItem {
  return {
    product: String(p.id),
    name: p.name,
    price: p.price,
    image: p.image,
    category: p.category,
    rating: p.rating,
    countInStock: p.countInStock,
    quantity,
  };
}

/** Spec section 4: adding a product already present raises its quantity; default quantity 1. */
export function addToCart(items: CartItem[], item: NewCartItem, now = Date.now()): CartItem[] {
  if (!item.product) throw new CartError('Failed to add item to cart');
  const quantity = Math.max(1, Math.floor(item.quantity ?? 1));
  const existing = items.find((i) => i.product === String(item.product));
  if (existing) {
    return items.map((i) =>
      i === existing ? { ...i, quantity: capToStock(i.quantity + quantity, item.countInStock) } : i,
    );
  }
  const { quantity: _q, ...rest } = item;
  // 'cart-' plus a timestamp (spec section 3), nudged forward when two adds share a millisecond.
  let stamp = now;
  while (items.some((i) => i.id === `cart-${stamp}`)) stamp++;
  return [
    ...items,
    { ...rest, product: String(item.product), id: `cart-${stamp}`, quantity: capToStock(quantity, item.countInStock) },
  ];
}

function capToStock(quantity: number, countInStock: number | undefined): number {
  return countInStock != null && countInStock > 0 ? Math.min(quantity, countInStock) : quantity;
}

export function removeFromCart(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** A quantity below 1 is ignored (spec section 4). */
export function setCartQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return items;
  return items.map((i) => (i.id === id ? { ...i, quantity: capToStock(Math.floor(quantity), i.countInStock) } : i));
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

export function cartSubtotal(items: CartItem[]): number {
  return roundMoney(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
}

/** Reads stored JSON defensively: storage can hold anything an older version or a user put there. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (i): i is CartItem =>
        i &&
        typeof i === 'object' &&
        typeof i.id === 'string' &&
        typeof i.product === 'string' &&
        typeof i.name === 'string' &&
        typeof i.price === 'number' &&
        Number.isInteger(i.quantity) &&
        i.quantity >= 1,
    );
  } catch {
    return [];
  }
}
