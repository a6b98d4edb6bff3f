import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orders, paymentLedger } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });
const customer = await createUser(database);

const validProduct = {
  name: 'Test GPU 9000',
  description: 'A card for tests.',
  price: 12345.67,
  category: 'graphics-cards',
  countInStock: 3,
  brand: 'TestBrand',
  image: '/uploads/products/test-960.webp',
  images: [],
  specifications: { 'Graphics RAM Size': '8 GB' },
};

function multipart(files: { name: string; type: string; data: Buffer }[], field = 'images') {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (files: Parameters<typeof multipart>[0], headers: Record<string, string> = admin.headers) => {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('every admin endpoint answers 401 to a guest and 403 to a customer', () => {
  const endpoints: [string, string, object?][] = [
    ['POST', '/api/products', validProduct],
    ['PUT', '/api/products/1', validProduct],
    ['DELETE', '/api/products/1'],
    ['POST', '/api/upload'],
    ['GET', '/api/users'],
    ['PUT', '/api/users/1', { isAdmin: true }],
    ['DELETE', '/api/users/1'],
    ['GET', '/api/orders'],
    ['PUT', '/api/orders/1/status', { status: 'completed' }],
    ['DELETE', '/api/orders/1'],
    ['PUT', '/api/settings', {}],
    ['GET', '/api/admin/summary'],
    ['GET', '/api/admin/orders.csv'],
    ['GET', '/api/admin/products.csv'],
    ['POST', '/api/admin/products/import'],
  ];
  it.each(endpoints)('%s %s', async (method, url, payload) => {
    const guest = await app.inject({ method: method as 'GET', url, payload });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBeTruthy();
    const asCustomer = await app.inject({ method: method as 'GET', url, payload, headers: customer.headers });
    // A customer may change their own account (PUT /api/users/{own id}); user 1 is the seed's, not theirs.
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('products', () => {
  it('creates, updates and deletes a product, keying a new brand lowercased and showing it as typed', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: validProduct,
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ name: 'Test GPU 9000', price: 12345.67, brand: 'TestBrand', countInStock: 3 });
    const brands = (await app.inject({ method: 'GET', url: '/api/products/brands' })).json();
    expect(brands).toContain('TestBrand');
    expect(brands).not.toContain('testbrand');

    // Typed in another case, the brand is the same one: no second brand appears.
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
      payload: { ...validProduct, id: p.id, price: 9999, brand: 'TESTBRAND' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 9999, brand: 'TestBrand' });
    const after = (await app.inject({ method: 'GET', url: '/api/products/brands' })).json() as string[];
    expect(after.filter((b) => b.toLowerCase() === 'testbrand')).toEqual(['TestBrand']);

    const del = await app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Product not found');
    const ghost = await app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: admin.headers,
      payload: { ...validProduct, brand: 'Ghost Brand' },
    });
    expect(ghost.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/products/brands' })).json()).not.toContain('Ghost Brand');
  });

  it('reuses an existing brand typed in another case, keeping how the shop writes it', async () => {
    const existing = (await app.inject({ method: 'GET', url: '/api/products/brands' })).json() as string[];
    const mixed = existing.find((b) => b !== b.toLowerCase())!;
    expect(mixed).toBeTruthy();
    const res = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...validProduct, brand: mixed.toLowerCase() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().brand).toBe(mixed);
    expect((await app.inject({ method: 'GET', url: '/api/products/brands' })).json()).toHaveLength(existing.length);
    await app.inject({ method: 'DELETE', url: `/api/products/${res.json().id}`, headers: admin.headers });
  });

  it('accepts the category spellings GET /api/products accepts, and stores the category id', async () => {
    const created: number[] = [];
    for (const spelling of ['Graphics Cards', 'graphics card', 'GRAPHICS', 'graphics-cards']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin.headers,
        payload: { ...validProduct, category: spelling },
      });
      expect(res.statusCode, `${spelling}: ${res.body}`).toBe(201);
      expect(res.json().category).toBe('graphics-cards');
      created.push(res.json().id);
    }
    const put = await app.inject({
      method: 'PUT',
      url: `/api/products/${created[0]}`,
      headers: admin.headers,
      payload: { ...validProduct, category: 'Gaming PCs' },
    });
    expect(put.json().category).toBe('gaming-pc');
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/products?category=${encodeURIComponent('Graphics Card')}&ids=${created.join(',')}`,
      })
    ).json();
    expect(listed.products.map((p: { id: number }) => p.id).sort()).toEqual(created.slice(1).sort());
    const all = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...validProduct, category: 'all' },
    });
    expect([all.statusCode, all.json().message]).toEqual([400, "Invalid field 'category': Choose a category"]);
    for (const id of created)
      await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers });
  });

  it.each([
    [{ image: '' }, 'Please select a main image for the product.'],
    [{ price: -1 }, 'Price must be 0 or more'],
    [{ price: 1.005 }, 'at most 2 decimals'],
    [{ countInStock: 1.5 }, 'whole number'],
    [{ category: 'toasters' }, 'category'],
    [{ image: 'javascript:alert(1)' }, 'uploaded image or an https URL'],
    [{ name: '' }, 'Name is required'],
  ])('refuses %o with a 400 and a clear message', async (change, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...validProduct, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('uploads', () => {
  it('re-encodes a real image to WebP in several widths, metadata stripped', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .jpeg()
      .toBuffer();
    const res = await upload([{ name: 'photo.jpg', type: 'image/jpeg', data: png }]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().urls;
    expect(url).toMatch(/^\/uploads\/products\/[\w]+-960\.webp$/);
    for (const w of [160, 320, 640, 960]) {
      const file = await app.inject({ method: 'GET', url: url.replace('-960.webp', `-${w}.webp`) });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a text file renamed to .png, an SVG and an oversized file', async () => {
    const fake = await upload([{ name: 'evil.png', type: 'image/png', data: Buffer.from('not an image at all') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('evil.png');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const svgRes = await upload([{ name: 'logo.svg', type: 'image/svg+xml', data: svg }]);
    expect(svgRes.statusCode).toBe(400);
    const big = await upload([{ name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(11 * 1024 * 1024, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
  });
});

describe('settings and summary', () => {
  it('saves settings on the server for everyone to read, and the delivery fee applies to orders', async () => {
    const current = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(current).toMatchObject({ currency: 'KES', whatsappNumberFromEnv: false });
    const { currency: _c, whatsappNumberFromEnv: _e, ...input } = current;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...input, storeName: 'Nairobi Rigs', deliveryFee: 300 },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      storeName: 'Nairobi Rigs',
      deliveryFee: 300,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...input, whatsappNumber: '0712' },
    });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload: input });
  });

  it('Revenue is the sum of delivered orders, and changes when an order is delivered', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/summary', headers: admin.headers })).json();
    expect(before.revenueByDay).toHaveLength(30);
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 5 });
    const order = (await placeOrder(app, buyer.headers, [{ ...p, price: Number(p.price), quantity: 1 }])).json();
    await database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
    // Revenue is money received (decision 052): the payment's ledger row.
    await database.db.insert(paymentLedger).values({
      kind: 'payment',
      orderId: order.id,
      amount: order.total_price,
      channel: 'manual',
      actor: 'system',
    });
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'completed' },
    });
    const after = (await app.inject({ method: 'GET', url: '/api/admin/summary', headers: admin.headers })).json();
    expect(after.revenue).toBeCloseTo(before.revenue + order.total_price, 2);
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.lowStock.length).toBeGreaterThan(0);
  });
});
