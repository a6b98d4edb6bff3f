// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#core/catalog/product';
import { FeaturedProducts } from './featured-products';

afterEach(cleanup);

const products: ProductSummary[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Product ${i + 1}`,
  price: 1000 * (i + 1),
  category: 'memory',
  brand: 'corsair',
  image: '',
  countInStock: 10,
  rating: 4,
  numReviews: 1,
}));

function show(list: ProductSummary[], loading = false) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <FeaturedProducts products={list} loading={loading} /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('FeaturedProducts', () => {
  it('shows the first 8 products', () => {
    show(products);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      products.slice(0, 8).map((p) => p.name),
    );
  });

  it('shows 8 skeletons while loading', () => {
    show(products, true);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
  });

  it('says so when there are none', () => {
    show([]);
    expect(screen.getByText('No featured products available at the moment.')).toBeTruthy();
  });
});
