import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';

const { app } = await buildTestApp();
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
// The most-reviewed product: the demo data has reviews on some products.
const reviewed = (await get('/api/products?sort=rating&pageSize=1')).body.products[0];

describe('GET /api/products/:id', () => {
  it('answers the product with its reviews', async () => {
    const { status, body } = await get(`/api/products/${reviewed.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: reviewed.id, name: reviewed.name, numReviews: reviewed.numReviews });
    expect(body.reviews).toHaveLength(reviewed.numReviews);
    expect(body.reviews[0]).toEqual({
      _id: expect.any(Number),
      id: expect.any(Number),
      rating: expect.any(Number),
      comment: expect.any(String),
      name: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each(['999999', 'abc', '-1', '1.5', '0', '99999999999999', '..%2F..%2Fetc'])(
    'answers 404 with a message for %s',
    async (id) => {
      const { status, body } = await get(`/api/products/${id}`);
      expect(status).toBe(404);
      expect(body.message).toBe('Product not found');
    },
  );
});

describe('reviews and similar items', () => {
  it('lists the reviews of a product, newest first', async () => {
    const { status, body } = await get(`/api/products/${reviewed.id}/reviews`);
    expect(status).toBe(200);
    expect(body).toHaveLength(reviewed.numReviews);
    const dates = body.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives up to 4 others of the same category, never the product itself', async () => {
    const { status, body } = await get(`/api/products/${reviewed.id}/similar`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(4);
    for (const p of body.products) {
      expect(p.category).toBe(reviewed.category);
      expect(p.id).not.toBe(reviewed.id);
    }
  });

  it('answers 404 for the reviews or similar items of no product', async () => {
    expect((await get('/api/products/999999/similar')).status).toBe(404);
    expect((await get('/api/products/nope/reviews')).status).toBe(404);
  });

  it('lists brand names', async () => {
    const { status, body } = await get('/api/products/brands');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(5);
    expect(body).toContain(reviewed.brand);
  });
});
