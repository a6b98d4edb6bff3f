import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';

const { app } = await buildTestApp();

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

interface Facets {
  brands: { value: string; count: number }[];
  stock: { value: string; count: number }[];
  prices: { min: number; max: number | null; count: number }[];
  correctedKeyword?: string;
}

const withParam = (query: string, set: Record<string, string | undefined>) => {
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(set)) {
    if (v === undefined) params.delete(k);
    else params.set(k, v);
  }
  return params.toString();
};

const total = async (query: string) => (await get(`/api/products?pageSize=1&${query}`)).total as number;

// Listings as the category and search pages ask for them, with and without other filters.
const QUERIES = [
  'category=graphics-cards',
  'category=all',
  'category=processors&stock=in-stock&maxPrice=40000',
  'keyword=rtx',
  'keyword=ryzn',
  'keyword=rtx&brand=msi',
  'category=monitors&minPrice=20000&maxPrice=60000&stock=low-stock',
];

describe('facet counts equal the totals of the listing with that value chosen', () => {
  for (const query of QUERIES) {
    it(query, async () => {
      const facets: Facets = await get(`/api/products/facets?${query}`);
      expect(facets.brands.length).toBeGreaterThan(0);
      for (const b of facets.brands)
        expect(await total(withParam(query, { brand: b.value })), `brand ${b.value}`).toBe(b.count);
      for (const s of facets.stock)
        expect(await total(withParam(query, { stock: s.value })), `stock ${s.value}`).toBe(s.count);
      for (const p of facets.prices) {
        const band = { minPrice: String(p.min), maxPrice: p.max === null ? undefined : String(p.max) };
        expect(await total(withParam(query, band)), `price ${p.min}`).toBe(p.count);
      }
      // The bands cover every price once: without a price filter they add up to the listing's total.
      const unpriced = withParam(query, { minPrice: undefined, maxPrice: undefined });
      expect(facets.prices.reduce((n, p) => n + p.count, 0)).toBe(await total(unpriced));
    });
  }

  it('corrects the keyword as the listing does', async () => {
    expect(((await get('/api/products/facets?keyword=ryzn')) as Facets).correctedKeyword).toBe('ryzen');
  });

  it('answers 400 with a message for a bad query, as the listing does', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/facets?stock=lots' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/stock/);
  });
});

describe('suggestions as you type', () => {
  it('offers up to five products whose name has the words, with image and price, and matching categories', async () => {
    const s = await get('/api/products/suggest?q=ge');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(5);
    for (const p of s.products) {
      expect(p.name).toMatch(/\bge/i);
      expect(p.image).toMatch(/^\/uploads\//);
      expect(p.price).toBeGreaterThan(0);
    }
    expect((await get('/api/products/suggest?q=gra')).categories).toContainEqual({
      id: 'graphics-cards',
      name: 'Graphics Cards',
    });
    const rtx = await get('/api/products/suggest?q=rtx%2040');
    expect(rtx.products.every((p: { name: string }) => /rtx 40/i.test(p.name))).toBe(true);
  });

  it('suggests nothing for no text or punctuation, and refuses text over 100 characters', async () => {
    for (const q of ['', '?q=', '?q=%20%20', '?q=%26%7C!'])
      expect(await get(`/api/products/suggest${q}`)).toEqual({ products: [], categories: [] });
    const long = await app.inject({ method: 'GET', url: `/api/products/suggest?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/100 characters/);
  });
});
