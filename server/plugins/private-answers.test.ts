/**
 * Issue 33, finding 9: personal API answers carry `Cache-Control: private, no-store`, so no shared
 * cache keeps one shopper's account or orders for the next person; public answers stay cacheable.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { pickProduct, placeOrder } from '../../test/shop';
import { createUser } from '../../test/users';

const { app, database } = await buildTestApp();
const shopper = await createUser(database, { password: 'shopper password 1' });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('Cache-Control on personal answers', () => {
  it('marks the account, my orders, one order and its receipt private, no-store', async () => {
    const p = await pickProduct(database);
    const placed = await placeOrder(app, shopper.headers, [{ ...p, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['cache-control']).toBe('private, no-store');
    const id = placed.json().id;
    for (const url of ['/api/auth/me', '/api/orders/mine', `/api/orders/${id}`, `/api/orders/${id}/receipt`]) {
      const res = await get(url, shopper.headers);
      expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
  });

  it('marks the sign-in answer (it carries the token) and answers to a session cookie', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.user.email, password: 'shopper password 1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const me = await get('/api/auth/me', { cookie: `session=${login.json().token}` });
    expect([me.statusCode, me.headers['cache-control']]).toEqual([200, 'private, no-store']);
  });

  it('leaves public answers to anonymous visitors alone', async () => {
    for (const url of ['/api/products', '/api/health', '/api/settings']) {
      const res = await get(url);
      expect([url, res.headers['cache-control'] ?? '']).not.toContainEqual('private, no-store');
    }
  });
});
