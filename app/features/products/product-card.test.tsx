// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '#core/catalog/product';
import { ProductCard, type ProductCardProps } from './product-card';

afterEach(cleanup);

const product: ProductSummary = {
  id: 42,
  name: 'GeForce RTX 4070 Super 12GB',
  price: 89999,
  category: 'graphics-cards',
  brand: 'nvidia',
  image: '/uploads/products/rtx-4070-640.webp',
  countInStock: 12,
  rating: 4.5,
  numReviews: 8,
};

function ProductPage() {
  return <h1>Product page {useParams().id}</h1>;
}

function renderCard(props: Partial<ProductCardProps> = {}) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ProductCard product={product} {...props} /> },
    { path: '/product/:id', Component: ProductPage },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const nameLink = () => screen.getByRole('link', { name: product.name });

/** Lighthouse's label-content-name-mismatch, as a DOM rule: a control's aria-label contains the words it shows. */
function labelsHidingVisibleWords(root: HTMLElement): string[] {
  const words = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[aria-label], button[aria-label], [role=link][aria-label], [role=button][aria-label]',
    ),
  ]
    .filter((el) => {
      const visible = words(el.textContent ?? '');
      return visible !== '' && !words(el.getAttribute('aria-label')!).includes(visible);
    })
    .map((el) => `${el.getAttribute('aria-label')} ≠ ${el.textContent}`);
}

describe('ProductCard', () => {
  it('shows name, category, rating, price ex VAT and a sized, lazy image', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: product.name })).toBeTruthy();
    expect(screen.getByText('Graphics Cards')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('KES 89,999')).toBeTruthy();
    expect(screen.getByText('ex VAT')).toBeTruthy();
    const img = screen.getByRole('img', { name: product.name }) as HTMLImageElement;
    expect(img.getAttribute('srcset')).toContain('/uploads/products/rtx-4070-320.webp 320w');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('640');
  });

  it('loads the image at once when above the fold', () => {
    renderCard({ aboveFold: true });
    expect(screen.getByRole('img', { name: product.name }).getAttribute('loading')).toBe('eager');
  });

  it('swaps in the placeholder when the image fails', () => {
    renderCard();
    const img = screen.getByRole('img', { name: product.name }) as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder.svg');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it.each([
    [12, null],
    [6, null],
    [5, 'Low Stock'],
    [1, 'Low Stock'],
    [0, 'Out of Stock'],
  ])('stock %i shows badge %s', (countInStock, badge) => {
    renderCard({ product: { ...product, countInStock } });
    expect(screen.queryByText('Low Stock')).toBe(badge === 'Low Stock' ? screen.getByText('Low Stock') : null);
    expect(screen.queryByText('Out of Stock')).toBe(badge === 'Out of Stock' ? screen.getByText('Out of Stock') : null);
  });

  it('disables Add to Cart at stock 0 only', () => {
    const onAddToCart = vi.fn();
    renderCard({ product: { ...product, countInStock: 0 }, onAddToCart });
    const button = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    cleanup();
    renderCard({ product: { ...product, countInStock: 1 }, onAddToCart });
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds to cart without opening the product', () => {
    const onAddToCart = vi.fn();
    renderCard({ onAddToCart });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
    expect(screen.queryByText(/Product page/)).toBeNull();
  });

  it('the card is an article named by the product, and the name is its link (no aria-label hiding the other words)', async () => {
    const { container } = renderCard({ product: { ...product, countInStock: 3, compareAtPrice: 99999 } });
    expect(screen.getByRole('article', { name: product.name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).querySelector('a')).toBe(nameLink());
    expect(nameLink().getAttribute('href')).toBe('/product/42');
    expect(container.querySelector('[role=link]')).toBeNull();
    expect(labelsHidingVisibleWords(container)).toEqual([]);
    fireEvent.click(nameLink());
    expect(await screen.findByRole('heading', { name: 'Product page 42' })).toBeTruthy();
  });

  it('Enter on an inner button does not open the product', () => {
    renderCard();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add to Cart' }), { key: 'Enter' });
    expect(screen.queryByText(/Product page/)).toBeNull();
  });

  it('has a View link to the product (shown from sm up: on a phone the card itself is the link)', () => {
    renderCard();
    expect(screen.getByRole('link', { name: `View ${product.name}` }).getAttribute('href')).toBe('/product/42');
  });

  it('toggles the heart without opening the product', () => {
    const onToggle = vi.fn();
    function Stateful() {
      const [favorite, setFavorite] = useState(false);
      return (
        <ProductCard
          product={product}
          isFavorite={favorite}
          onToggleFavorite={(p) => {
            onToggle(p);
            setFavorite((f) => !f);
          }}
        />
      );
    }
    const Stub = createRoutesStub([
      { path: '/', Component: Stateful },
      { path: '/product/:id', Component: ProductPage },
    ]);
    render(<Stub initialEntries={['/']} />);
    const heart = screen.getByRole('button', { name: `Favourite ${product.name}` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(onToggle).toHaveBeenCalledWith(product);
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/Product page/)).toBeNull();
  });
});
