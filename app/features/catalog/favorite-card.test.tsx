// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#core/catalog/product';
import { FavoriteCard } from './favorite-card';

afterEach(cleanup);

const product: ProductSummary = {
  id: 7,
  name: 'Samsung 990 Pro 2TB',
  price: 24_999,
  category: 'storage',
  brand: 'samsung',
  image: '/uploads/products/990-pro-640.webp',
  countInStock: 12,
  rating: 4.8,
  numReviews: 3,
};

function renderCard(countInStock: number) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FavoriteCard product={{ ...product, countInStock }} onAddToCart={() => {}} onRemove={() => {}} />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('FavoriteCard', () => {
  it.each([
    [12, null],
    [3, 'Low Stock'],
    [0, 'Out of Stock'],
  ])('stock %i shows badge %s over the image, as the product grid does', (countInStock, badge) => {
    const { container } = renderCard(countInStock);
    for (const text of ['Low Stock', 'Out of Stock']) expect(screen.queryByText(text) !== null).toBe(badge === text);
    // The name is said by the link beside it: the image inside the hidden link has no text of its own.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('img')?.getAttribute('sizes')).toContain('calc(50vw - 1.5rem)');
  });
});
