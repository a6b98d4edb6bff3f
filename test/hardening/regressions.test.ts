/**
 * The 5xx answers the fuzz (fuzz.test.ts, bench/fuzz.ts) and the probes found, pinned as plain
 * examples so they can never come back unnoticed, whatever the fuzz's random draw.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, VALID_PRODUCT } from './fixtures';
import { buildHardeningApp } from './support';
import { createUser } from '../users';
import { orderPayload } from '../shop';

const { app, database } = await buildHardeningApp();
const admin = await createUser(database, { isAdmin: true, password: PASSWORD });
const customer = await createUser(database, { password: PASSWORD });
const csvHeader = 'id,name,brand,category,price,countInStock,description,image,images,specifications';
const settings = {
  storeName: 'Shop',
  supportEmail: 'a@b.co',
  supportPhone: '0700000000',
  whatsappNumber: '254700000000',
  deliveryFee: 500,
  freeDeliveryThreshold: 50000,
};

let ip = 0;
const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: method as 'GET', url, payload: payload as string, headers, remoteAddress: `10.9.0.${++ip}` });

describe('text PostgreSQL cannot store is a 400, not a 500', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';
  it.each([
    [
      'register: a name with U+0000',
      'POST',
      '/api/auth/register',
      { name: NUL, email: 'nul@example.com', password: 'password 123' },
      {},
    ],
    [
      'register: a password with U+0000',
      'POST',
      '/api/auth/register',
      { name: 'x', email: 'nul2@example.com', password: `password${NUL}` },
      {},
    ],
    [
      'contact: a message with U+0000',
      'POST',
      '/api/contact',
      { name: 'x', email: 'a@example.com', subject: 's', message: NUL },
      {},
    ],
    ['product: a name with U+0000', 'POST', '/api/products', { ...VALID_PRODUCT, name: NUL }, admin.headers],
    [
      'product: a specification key with U+0000',
      'POST',
      '/api/products',
      { ...VALID_PRODUCT, specifications: { [NUL]: 'x' } },
      admin.headers,
    ],
    [
      'product: a specification value with a lone surrogate (jsonb)',
      'PUT',
      '/api/products/1',
      { ...VALID_PRODUCT, specifications: { k: LONE } },
      admin.headers,
    ],
    ['settings: a store name with U+0000', 'PUT', '/api/settings', { ...settings, storeName: NUL }, admin.headers],
    ['profile: a name with U+0000', 'PUT', `/api/users/${customer.user.id}`, { name: NUL }, customer.headers],
    [
      'order: an item name with U+0000',
      'POST',
      '/api/orders',
      { orderItems: [{ product: '1', name: NUL, price: 1, quantity: 1 }], itemsPrice: 1, totalPrice: 1 },
      customer.headers,
    ],
    ['products list: a brand with U+0000', 'GET', `/api/products?brand=${encodeURIComponent(NUL)}`, undefined, {}],
    ['a product id with %00', 'GET', '/api/products/1%00', undefined, {}],
  ])('%s', async (_name, method, url, payload, headers) => {
    const res = await send(method, url, payload, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Text must be valid Unicode without null characters');
  });

  it.each([
    ['U+0000', '"{""k"":""v\\u0000""}"'],
    ['a lone surrogate', '"{""k"":""v\\ud800""}"'],
  ])('CSV import: %s in a specifications JSON escape', async (_n, cell) => {
    const csv = `${csvHeader}\n,Imported,Brand,memory,10,1,,/uploads/products/x-960.webp,,${cell}\n`;
    const res = await send('POST', '/api/admin/products/import', csv, { ...admin.headers, 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Line 2: specifications must be valid Unicode without null characters');
  });

  it('the product list still answers a brand in any real script', async () => {
    const res = await send('GET', `/api/products?brand=${encodeURIComponent('Ünïcödé 😀')}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers beyond what the database holds are a 400, not a 500', () => {
  it('STK push for an order id beyond PostgreSQL integer', async () => {
    const res = await send(
      'POST',
      '/api/payments/mpesa/stk-push',
      { orderId: 10_000_000_000, phoneNumber: '0708374149' },
      customer.headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/orderId/);
  });

  it.each([1e15, '99999999999', 2 ** 31])('an order of product id %s', async (product) => {
    const res = await send(
      'POST',
      '/api/orders',
      { orderItems: [{ product, price: 1, quantity: 1 }], itemsPrice: 1, totalPrice: 1 },
      customer.headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('A product is no longer available');
  });

  it('an order whose total would not fit numeric(12, 2)', async () => {
    const created = await send(
      'POST',
      '/api/products',
      { ...VALID_PRODUCT, price: 100_000_000, countInStock: 1000 },
      admin.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    // With 16% VAT the true total (KES 11.6 billion) is above what the payload schema takes: the client sends
    // the largest it may, and the server's own total is what is refused.
    const payload = {
      ...orderPayload([{ id: p.id, name: p.name, price: p.price, image: p.image, quantity: 100 }]),
      totalPrice: 1e10,
    };
    const res = await send('POST', '/api/orders', payload, customer.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('This order is too large to place online. Please contact us to complete it.');
    const after = await send('GET', `/api/products/${p.id}`);
    expect(after.json().countInStock).toBe(1000);
  });
});

describe('other 5xx found', () => {
  it.each([
    ['GET', '/api/products?category=__proto__'],
    ['GET', '/api/products?category=constructor'],
    ['POST', '/api/products'],
  ])("a category named like an Object member ('__proto__', 'constructor'): %s %s", async (method, url) => {
    const res = await send(
      method,
      url,
      method === 'POST' ? { ...VALID_PRODUCT, category: '__proto__' } : undefined,
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/category/);
  });

  it('an upload declared multipart/form-data without a boundary', async () => {
    const res = await send('POST', '/api/uploads', '--x\r\n', {
      ...admin.headers,
      'content-type': 'multipart/form-data',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
  });

  it('an admin giving a user an e-mail address another account has: 409, not 500', async () => {
    const other = await createUser(database);
    const res = await send(
      'PUT',
      `/api/users/${customer.user.id}`,
      { email: ` ${other.user.email.toUpperCase()} ` },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });
});
