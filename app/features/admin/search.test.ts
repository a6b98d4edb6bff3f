import { describe, expect, it } from 'vitest';
import { stockLevel } from '#core/catalog/stock';
import type { PublicUser } from '#core/schemas/auth';
import type { Product } from '#core/schemas/catalog';
import type { Order } from '#core/schemas/orders';
import { filterOrders, filterProducts, filterUsers, stockLevelOf } from './search';

const users: PublicUser[] = [
  {
    id: 1,
    name: 'Shop Admin',
    email: 'owner@shop.test',
    isAdmin: true,
    emailVerified: true,
    role: 'admin',
    disabled: false,
  },
  {
    id: 2,
    name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    isAdmin: false,
    emailVerified: true,
    role: 'customer',
    disabled: false,
  },
  {
    id: 3,
    name: 'Brian Otieno',
    email: 'brian@example.com',
    isAdmin: false,
    emailVerified: true,
    role: 'customer',
    disabled: false,
  },
  {
    id: 4,
    name: 'Second Boss',
    email: 'boss@shop.test',
    isAdmin: true,
    emailVerified: true,
    role: 'admin',
    disabled: false,
  },
];
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('users search (spec: name, email, or the words Administrator or Customer)', () => {
  it('finds administrators by the word Administrator, in any case and as a prefix', () => {
    expect(ids(filterUsers(users, 'Administrator'))).toEqual([1, 4]);
    expect(ids(filterUsers(users, 'administ'))).toEqual([1, 4]);
  });

  it('finds customers by the word Customer', () => {
    expect(ids(filterUsers(users, 'Customer'))).toEqual([2, 3]);
    expect(ids(filterUsers(users, 'CUSTOMER'))).toEqual([2, 3]);
  });

  it('finds by name or e-mail, and combines words', () => {
    expect(ids(filterUsers(users, 'wanjiku'))).toEqual([2]);
    expect(ids(filterUsers(users, 'shop.test'))).toEqual([1, 4]);
    expect(ids(filterUsers(users, 'brian customer'))).toEqual([3]);
    expect(ids(filterUsers(users, 'brian administrator'))).toEqual([]);
  });

  it('returns everyone for a blank query', () => {
    expect(filterUsers(users, '   ')).toHaveLength(4);
  });
});

const product = (id: number, name: string, category: string, brand: string) =>
  ({ id, name, category, brand }) as Product;

describe('products search (spec: name, category or brand)', () => {
  const products = [
    product(1, 'Ryzen 7 7800X3D', 'processors', 'AMD'),
    product(2, 'GeForce RTX 4070', 'graphics-cards', 'ASUS'),
    product(3, 'G502 X mouse', 'accessories', 'Logitech'),
  ];
  it('matches the category by id or display name, and the brand', () => {
    expect(ids(filterProducts(products, 'graphics cards'))).toEqual([2]);
    expect(ids(filterProducts(products, 'accessories'))).toEqual([3]);
    expect(ids(filterProducts(products, 'asus'))).toEqual([2]);
    expect(ids(filterProducts(products, 'ryzen'))).toEqual([1]);
  });
});

describe('orders search (order id or number)', () => {
  const orders = [12, 3, 120].map((id) => ({ id, number: `KPC${String(id).padStart(6, '0')}` }) as Order);
  it('finds by id, #id and number', () => {
    expect(ids(filterOrders(orders, '12'))).toEqual([12, 120]);
    expect(ids(filterOrders(orders, '#3'))).toEqual([3]);
    expect(ids(filterOrders(orders, 'KPC000012'))).toEqual([12]);
    expect(ids(filterOrders(orders, 'kpc12'))).toEqual([12]);
  });
});

describe('stockLevelOf', () => {
  it('agrees with core/stock', () => {
    for (const n of [-1, 0, 0.5, 1, 4, 5, 6, 100, Number.NaN]) expect(stockLevelOf(n)).toBe(stockLevel(n));
  });
});
