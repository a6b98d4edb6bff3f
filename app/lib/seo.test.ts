import { describe, expect, it } from 'vitest';
import type { Product, Review } from '#core/catalog/product';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  jsonLdString,
  ogImageUrl,
  productJsonLd,
  robotsTxt,
  schemaAvailability,
  sitemapXml,
  truncate,
} from './seo';

const product: Product & { reviews: Review[] } = {
  id: 7,
  name: 'RTX 4070 </script><script>alert(1)</script>',
  description: 'Fast card. </script><!-- & more',
  price: 112000,
  category: 'graphics-cards',
  brand: 'MSI',
  image: '/uploads/products/rtx-960.webp',
  images: ['/uploads/products/rtx-alt1-960.webp', ''],
  specifications: {},
  countInStock: 3,
  rating: 4.5,
  numReviews: 2,
  reviews: [
    { _id: 1, id: 1, rating: 5, comment: 'Great', name: 'Wanjiku', createdAt: '2026-11-01T11:05:46.552Z' },
    { _id: 2, id: 2, rating: 4, comment: 'Good', name: 'Otieno', createdAt: '2026-10-01T08:00:00.000Z' },
  ],
};
const opts = { url: 'https://shop.example/product/7', origin: 'https://shop.example', storeName: 'Shop' };

describe('jsonLdString', () => {
  it('cannot close the script element, and is still the same JSON', () => {
    const text = jsonLdString({ name: product.name, description: product.description });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual({ name: product.name, description: product.description });
  });

  it('escapes the line separators old parsers choke on', () => {
    expect(jsonLdString({ a: 'x\u2028y\u2029' })).toBe('{"a":"x\\u2028y\\u2029"}');
  });
});

describe('productJsonLd', () => {
  it('describes the product with a KES offer, brand, sku, absolute 640 images and ratings', () => {
    const ld = productJsonLd(product, opts);
    expect(ld['@type']).toBe('Product');
    expect(ld.sku).toBe('7');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'MSI' });
    expect(ld.image).toEqual([
      'https://shop.example/uploads/products/rtx-640.webp',
      'https://shop.example/uploads/products/rtx-alt1-640.webp',
    ]);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'KES',
      price: '112000.00',
      url: opts.url,
      availability: 'https://schema.org/LimitedAvailability',
    });
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(ld.review).toHaveLength(2);
  });

  it('leaves out AggregateRating without reviews', () => {
    const ld = productJsonLd({ ...product, rating: 0, numReviews: 0, reviews: [] }, opts);
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
  });

  it('maps stock to schema.org availability', () => {
    expect(schemaAvailability(0)).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability(5)).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability(6)).toBe('https://schema.org/InStock');
  });
});

describe('urls and text', () => {
  it('builds absolute URLs on the public origin', () => {
    expect(absoluteUrl('https://shop.example/', '/category/all')).toBe('https://shop.example/category/all');
    expect(absoluteUrl('https://shop.example', 'product/1')).toBe('https://shop.example/product/1');
    expect(ogImageUrl('https://shop.example', '/uploads/x-960.webp')).toBe('https://shop.example/uploads/x-640.webp');
    expect(ogImageUrl('https://shop.example', '')).toBeUndefined();
  });

  it('truncates descriptions at a word', () => {
    expect(truncate('short text')).toBe('short text');
    const long = truncate('word '.repeat(60), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://s/' },
      { name: 'Monitors', url: 'https://s/category/monitors' },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of private pages and points to the sitemap', () => {
    const txt = robotsTxt('https://shop.example');
    for (const path of ['/admin', '/cart', '/profile', '/api/']) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('writes escaped, absolute URLs with lastmod', () => {
    const xml = sitemapXml([{ loc: 'https://s/search?q=a&b', lastmod: '2026-11-01T00:00:00.000Z', priority: 1 }]);
    expect(xml).toContain(
      '<loc>https://s/search?q=a&amp;b</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod><priority>1.0</priority>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
