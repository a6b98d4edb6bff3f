/**
 * Web security, API side: security headers, session cookie flags, cross-origin writes refused,
 * stored markup returned only as JSON data, and 5xx answers that reveal nothing of the internals.
 * (How the pages render stored text is checked by the browser journeys in e2e/.)
 */
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { products, sessions, users } from '#db/schema';
import { createUser } from '../users';
import { openTestDatabase } from '../database';
import { orderPayload } from '../shop';
import { inStock, markPaid, PASSWORD, VALID_PRODUCT } from './fixtures';
import { buildHarnessApp } from './harness';
import { buildHardeningApp } from './support';

const { app, database } = await buildHardeningApp();
const secure = await buildHardeningApp({ PUBLIC_URL: 'https://shop.example', MPESA_ENV: 'simulator' });

const OWN_ORIGIN = 'http://localhost:3000';
// The answer carries its catalogue code (decision 072); nothing of SQL or code paths.
const GENERIC_500 = { message: 'Something went wrong on our side. Please try again.', code: 'request.failed' };
const XSS = {
  script: '<script>alert(document.cookie)</script>',
  img: '"><img src=x onerror=alert(1)>',
  svg: '<svg/onload=alert(1)>',
  js: 'javascript:alert(1)//',
};
const XSS_TEXT = `${XSS.script} ${XSS.img} ${XSS.svg} ${XSS.js}`;

/** Signs in through the API and returns the session cookie as a browser would send it back. */
async function cookieOf(email: string, target = app) {
  const res = await target.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'session')!;
  return { cookie: `session=${cookie.value}`, token: cookie.value, res };
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['script-src']).toBeDefined();
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-powered-by']).toBeUndefined();
  // No CORS: another site's script can neither read answers nor send credentialed writes.
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['access-control-allow-credentials']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a product list', '/api/products?keyword=ssd'],
    ['the OpenAPI document', '/api/openapi.json'],
    ['the API reference page', '/api/docs'],
    ['a 404', '/api/no-such-thing'],
    ['a 400', '/api/products?pageSize=abc'],
  ])('on %s', async (_what, url) => {
    const res = await app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
    expectSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS (and upgrade-insecure-requests) only when PUBLIC_URL is https', async () => {
    for (const url of ['/api/health', '/api/openapi.json', '/api/docs']) {
      const res = await secure.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('a fresh script nonce on every response', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']),
      )?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });
});

describe('session cookie', async () => {
  const user = await createUser(database, { password: PASSWORD });
  const secureUser = await createUser(secure.database, { password: PASSWORD });

  it('is HttpOnly, SameSite=Lax, Path=/, and not Secure over http', async () => {
    const { res, token } = await cookieOf(user.user.email);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    expect(header).not.toMatch(/Domain=/i);
    // The cookie and the body's token are the same opaque value; only its hash is stored.
    expect(res.json().token).toBe(token);
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    expect(stored.map((s) => s.id)).not.toContain(token);
  });

  it('is also Secure when PUBLIC_URL is https, on sign-in and on sign-out', async () => {
    const { res, cookie } = await cookieOf(secureUser.user.email, secure.app);
    const header = String(res.headers['set-cookie']);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(header).toContain(flag);
    const out = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://shop.example' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers['set-cookie']);
    for (const flag of ['session=;', 'HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(cleared).toContain(flag);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});

describe('cross-origin writes with a session cookie are refused', async () => {
  const customer = await createUser(database, { name: 'Cookie Customer', password: PASSWORD });
  const admin = await createUser(database, { isAdmin: true, password: PASSWORD });
  const c = await cookieOf(customer.user.email);
  const a = await cookieOf(admin.user.email);
  const [product] = await inStock(database, 1);
  const line = { id: product.id, name: product.name, price: Number(product.price), image: product.image, quantity: 1 };
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: c.cookie, origin: OWN_ORIGIN },
    payload: orderPayload([line]),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as number;

  const writes: {
    name: string;
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    cookie: string;
    payload?: object;
    sameOrigin: number;
  }[] = [
    {
      name: 'place an order',
      method: 'POST',
      url: '/api/orders',
      cookie: c.cookie,
      payload: orderPayload([line]),
      sameOrigin: 201,
    },
    {
      name: 'rename the profile',
      method: 'PUT',
      url: `/api/users/${customer.user.id}`,
      cookie: c.cookie,
      payload: { name: 'Renamed' },
      sameOrigin: 200,
    },
    {
      name: 'change the password',
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: c.cookie,
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
      sameOrigin: 200,
    },
    {
      name: 'start a payment',
      method: 'POST',
      url: '/api/payments/mpesa/stk-push',
      cookie: c.cookie,
      payload: { orderId, phoneNumber: '0700001032' },
      sameOrigin: 201,
    },
    {
      name: 'change the settings (admin)',
      method: 'PUT',
      url: '/api/settings',
      cookie: a.cookie,
      payload: {
        storeName: 'Kenya PC Shop',
        supportEmail: 'support@example.com',
        supportPhone: '0700000000',
        whatsappNumber: '254700000000',
        deliveryFee: 500,
        freeDeliveryThreshold: 50000,
      },
      sameOrigin: 200,
    },
    {
      name: 'delete an order (admin)',
      method: 'DELETE',
      url: `/api/orders/${orderId}`,
      cookie: a.cookie,
      sameOrigin: 200,
    },
    { name: 'PATCH anything', method: 'PATCH', url: '/api/orders/1', cookie: a.cookie, payload: {}, sameOrigin: 404 },
    { name: 'sign out', method: 'POST', url: '/api/auth/logout', cookie: c.cookie, sameOrigin: 200 },
  ];
  const crossSite: [string, Record<string, string>][] = [
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['another port', { origin: 'http://localhost:3001' }],
    ['https instead of http', { origin: 'https://localhost:3000' }],
    ['an opaque origin (sandboxed iframe, file:)', { origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ];

  it.each(writes.flatMap((w) => crossSite.map(([from, h]) => [w.name, from, w, h] as const)))(
    '%s from %s: 403',
    async (_n, _f, w, h) => {
      const res = await app.inject({
        method: w.method,
        url: w.url,
        payload: w.payload,
        headers: { cookie: w.cookie, ...h },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-origin request refused', code: 'request.crossOrigin' });
    },
  );

  it('and none of them had any effect', async () => {
    const [u] = await database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(u.name).toBe('Cookie Customer');
    const mine = await app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: c.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].payment).toBeNull();
  });

  it.each(writes.map((w) => [w.name, w] as const))('%s from the shop itself: allowed', async (_n, w) => {
    const res = await app.inject({
      method: w.method,
      url: w.url,
      payload: w.payload,
      headers: { cookie: w.cookie, origin: OWN_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(w.sameOrigin);
  });

  it('allowed too without an Origin header when the browser says same-origin, or for a non-browser client', async () => {
    const a2 = await cookieOf(admin.user.email);
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${admin.user.id}`,
        payload: { name: 'Admin' },
        headers: { cookie: a2.cookie, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('safe methods are not blocked (they change nothing and CORS keeps the answer from the other site)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: { cookie: a.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('stored markup comes back as JSON data, never as HTML', async () => {
  const admin = await createUser(database, { isAdmin: true });
  const buyer = await createUser(database, { name: 'Plain Name' });
  const expectJson = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('a product description, name and specifications', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        ...VALID_PRODUCT,
        name: `GPU ${XSS.svg}`,
        description: XSS_TEXT,
        specifications: { [XSS.img]: XSS.script },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectJson(created);
    const id = created.json().id;
    const res = await app.inject({ method: 'GET', url: `/api/products/${id}` });
    expectJson(res);
    expect(res.json()).toMatchObject({
      name: `GPU ${XSS.svg}`,
      description: XSS_TEXT,
      specifications: { [XSS.img]: XSS.script },
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row.description).toBe(XSS_TEXT);
    const list = await app.inject({ method: 'GET', url: '/api/products?keyword=GPU&pageSize=100' });
    expectJson(list);
    expect(list.json().products.map((p: { description: string }) => p.description)).toContain(XSS_TEXT);
  });

  it('a user name and a review comment', async () => {
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/users/${buyer.user.id}`,
      headers: buyer.headers,
      payload: { name: XSS.img },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expectJson(rename);
    expect(rename.json().name).toBe(XSS.img);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: buyer.headers });
    expect(me.json().user.name).toBe(XSS.img);

    const [p] = await inStock(database, 1);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: orderPayload([{ id: p.id, name: p.name, price: Number(p.price), image: p.image, quantity: 1 }]),
    });
    await markPaid(database, placed.json().id);
    const comment = `Fast card. ${XSS.script}`;
    const review = await app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/reviews`,
      headers: buyer.headers,
      payload: { rating: 5, comment },
    });
    expect(review.statusCode, review.body).toBe(201);
    expectJson(review);
    for (const url of [`/api/products/${p.id}/reviews`, `/api/products/${p.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expectJson(res);
      const reviews = (Array.isArray(res.json()) ? res.json() : res.json().reviews) as {
        name: string;
        comment: string;
      }[];
      expect(reviews).toContainEqual(expect.objectContaining({ name: XSS.img, comment }));
    }
  });

  it('input echoed in an error message stays JSON', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${encodeURIComponent(XSS.script)}` });
    expect(res.statusCode).toBe(404);
    expectJson(res);
    const bad = await app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent(XSS.img)}` });
    expect(bad.statusCode).toBe(400);
    expectJson(bad);
  });

  it('spreadsheet formulas in the CSV export are neutralised', async () => {
    const formula = '=HYPERLINK("https://evil.example","Click")';
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...VALID_PRODUCT, name: formula, description: '@SUM(1+1)' },
    });
    expect(created.statusCode).toBe(201);
    const csv = await app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: admin.headers });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; /);
    expect(csv.body).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(csv.body).toContain(`'@SUM(1+1)`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('failures answer a generic 5xx', async () => {
  // An app of its own whose database is broken on purpose: a table dropped, then the handle closed.
  const broken = await openTestDatabase();
  const { app: brokenApp } = await buildHarnessApp(broken, { dataDir: join(inject('uploadsDir'), '..') });
  let closed = false;
  afterAll(async () => {
    await brokenApp.close();
    if (!closed) await broken.close();
  });
  const [product] = await inStock(broken, 1);

  const expectNothingLeaks = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(res.headers);
    for (const secret of [
      /select /i,
      /from "/i,
      /relation/i,
      /reviews"/,
      /Failed query/i,
      /\bat .*\.(ts|js):\d+/,
      /stack/i,
      /pglite/i,
      /postgres/i,
      /ECONN/i,
      /closed/i,
      /Error:/,
    ]) {
      expect(res.body).not.toMatch(secret);
    }
  };

  it('a query that fails in the database: 500 with a message that says nothing of SQL or code', async () => {
    await broken.db.execute(sql`drop table reviews cascade`);
    for (const url of [`/api/products/${product.id}`, `/api/products/${product.id}/reviews`]) {
      const res = await brokenApp.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(GENERIC_500);
      expectNothingLeaks(res);
    }
  });

  it('a database that is gone: 500 for the API, 503 "Disconnected" for the health check, nothing more', async () => {
    await broken.close();
    closed = true;
    const res = await brokenApp.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);
    expectNothingLeaks(res);
    const health = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'Error', database: 'Disconnected' });
    expectNothingLeaks(health);
  });

  it('a body over the size limit: 413 with a message, not a crash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });
});
