import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();

async function buyer(offset: number, paid = true) {
  const user = await createUser(database, { name: 'Brian Ochieng' });
  const p = await pickProduct(database, { stock: 10, offset });
  const order = (await placeOrder(app, user.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
  if (paid) await database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
  return { ...user, product: p };
}

const review = (headers: Record<string, string>, id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/products/${id}/reviews`, headers, payload });
const purchased = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}/has-purchased`, headers })).json().hasPurchased;

describe('reviews', () => {
  it('has-purchased is true only for a paid order holding the product', async () => {
    const paid = await buyer(10);
    expect(await purchased(paid.headers, paid.product.id)).toBe(true);
    const unpaid = await buyer(11, false);
    expect(await purchased(unpaid.headers, unpaid.product.id)).toBe(false);
    const stranger = await createUser(database);
    expect(await purchased(stranger.headers, paid.product.id)).toBe(false);
    expect(
      (await app.inject({ method: 'GET', url: `/api/products/${paid.product.id}/has-purchased` })).statusCode,
    ).toBe(401);
  });

  it('lets a purchaser review once, updating rating and count in the same step', async () => {
    const b = await buyer(12);
    const before = (await database.db.select().from(products).where(eq(products.id, b.product.id)))[0];
    const res = await review(b.headers, b.product.id, { rating: '4', comment: 'Runs cool and quiet, great value.' });
    expect(res.statusCode).toBe(201);
    const after = (await database.db.select().from(products).where(eq(products.id, b.product.id)))[0];
    expect(after.numReviews).toBe(before.numReviews + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.numReviews + 4) / (before.numReviews + 1), 4);
    const detail = (await app.inject({ method: 'GET', url: `/api/products/${b.product.id}` })).json();
    expect(detail.reviews[0]).toMatchObject({
      name: 'Brian Ochieng',
      rating: 4,
      comment: 'Runs cool and quiet, great value.',
    });

    const again = await review(b.headers, b.product.id, { rating: 5, comment: 'Second thoughts, even better.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product');
  });

  it('counts reviews written at the same moment, each one', async () => {
    const p = await pickProduct(database, { stock: 20, offset: 14 });
    const before = (await database.db.select().from(products).where(eq(products.id, p.id)))[0];
    const buyers = [];
    for (let i = 0; i < 6; i++) {
      const user = await createUser(database);
      const order = (await placeOrder(app, user.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
      await database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
      buyers.push(user);
    }
    const answers = await Promise.all(
      buyers.map((b, i) =>
        review(b.headers, p.id, { rating: (i % 5) + 1, comment: 'Bought it, fitted it, works well.' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const after = (await database.db.select().from(products).where(eq(products.id, p.id)))[0];
    expect(after.numReviews).toBe(before.numReviews + 6);
    const added = [1, 2, 3, 4, 5, 1].reduce((a, b) => a + b, 0);
    expect(after.rating).toBeCloseTo((before.rating * before.numReviews + added) / (before.numReviews + 6), 4);
  });

  it('refuses people who have not bought the product with a 403', async () => {
    const stranger = await createUser(database);
    const p = await pickProduct(database, { offset: 13 });
    const res = await review(stranger.headers, p.id, { rating: 5, comment: 'Never owned it but love it.' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You must purchase this product to leave a review.');
  });

  it.each([
    [{ comment: 'Long enough comment here' }, 'Rating is required'],
    [{ rating: 9, comment: 'Long enough comment here' }, 'Rating must be between 1 and 5'],
    [{ rating: 4 }, 'Comment is required'],
    [{ rating: 4, comment: 'Too short' }, 'Comment must be at least 10 characters'],
  ])('validates %o with the spec messages', async (payload, message) => {
    const b = await buyer(14);
    const res = await review(b.headers, b.product.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
