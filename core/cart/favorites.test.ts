import { describe, expect, it } from 'vitest';
import { addFavorite, isFavorite, removeFavorite } from './favorites';

const p = {
  id: 3,
  name: 'Ryzen 7',
  price: 1,
  category: 'processors',
  brand: 'AMD',
  image: '',
  countInStock: 1,
  rating: 0,
  numReviews: 0,
};

describe('favourites (spec section 4)', () => {
  it('adds once; adding again changes nothing', () => {
    const once = addFavorite([], p);
    expect(addFavorite(once, p)).toBe(once);
  });

  it('compares ids as text', () => {
    expect(isFavorite([p], '3')).toBe(true);
  });

  it('removing an absent item changes nothing', () => {
    const list = [p];
    expect(removeFavorite(list, 99)).toBe(list);
    expect(removeFavorite(list, '3')).toEqual([]);
  });
});
