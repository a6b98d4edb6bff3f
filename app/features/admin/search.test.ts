import { describe, expect, it } from 'vitest';
import { stockLevel } from '#core/catalog/stock';
import type { PublicUser } from '#core/schemas/auth';
import { filterUsers, stockLevelOf } from './search';

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

describe('stockLevelOf', () => {
  it('agrees with core/stock', () => {
    for (const n of [-1, 0, 0.5, 1, 4, 5, 6, 100, Number.NaN]) expect(stockLevelOf(n)).toBe(stockLevel(n));
  });
});
