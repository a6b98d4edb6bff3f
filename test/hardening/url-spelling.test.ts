/**
 * Guards decide by the matched route, never by how the URL is spelled. The router decodes
 * `/%61pi/…` to `/api/…`, so a guard testing the raw URL by prefix could be walked around; the
 * Origin (CSRF) check and the input guard look at every request instead. Each spelling below must
 * be refused or never reach a handler.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '#db/schema';
import { UNSTORABLE_TEXT_MESSAGE } from '#server/plugins/input-guard';
import { createUser } from '../users';
import { PASSWORD } from './fixtures';
import { buildHardeningApp } from './support';

const errorLog: string[] = [];
const { app, database } = await buildHardeningApp({}, { errorLog });

/** Ways to write one /api path that a prefix test of the raw URL does not recognise. */
export function spellings(path: string): [string, string][] {
  const rest = path.slice('/api/'.length);
  const [first, ...others] = rest.split('/');
  return [
    ['percent-encoded a', `/%61pi/${rest}`],
    ['percent-encoded api', `/%61%70%69/${rest}`],
    ['percent-encoded segment', `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${others.join('/')}`],
    ['double slash first', `/${path}`],
    ['double slash inside', `/api//${rest}`],
    ['dot segment', `/x/../api/${rest}`],
    ['encoded dot segment', `/x/%2e%2e/api/${rest}`],
    ['single dot', `/api/./${rest}`],
    ['trailing slash', `${path}/`],
    ['upper case', `/API/${rest}`],
  ];
}

async function cookieOf(email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
}

const customer = await createUser(database, { name: 'Spelling Customer', password: PASSWORD });
const admin = await createUser(database, { isAdmin: true, password: PASSWORD });
const customerCookie = await cookieOf(customer.user.email);
const adminCookie = await cookieOf(admin.user.email);
const FOREIGN: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
];

describe('a cross-site write is refused however its URL is spelled', () => {
  const profile = `/api/users/${customer.user.id}`;
  it.each(
    FOREIGN.flatMap(([from, h]) =>
      [['canonical', profile], ...spellings(profile)].map(([how, url]) => [how, from, url, h] as const),
    ),
  )('PUT /api/users/:id written %s (%s, %s): 403, the profile unchanged', async (_how, _from, url, headers) => {
    const res = await app.inject({
      method: 'PUT',
      url,
      payload: { name: 'Hijacked' },
      headers: { cookie: customerCookie, ...headers },
    });
    expect(res.statusCode, res.body).toBe(403);
    const [u] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, customer.user.id));
    expect(u.name).toBe('Spelling Customer');
  });

  const importPath = '/api/admin/products/import';
  const csv =
    'id,name,brand,category,price,countInStock,description,image,images,specifications\n,Spelled Import,Brand,memory,10,1,,/uploads/products/x-960.webp,,\n';
  it.each(
    FOREIGN.flatMap(([from, h]) =>
      [['canonical', importPath], ...spellings(importPath)].map(([how, url]) => [how, from, url, h] as const),
    ),
  )(
    'text/plain POST /api/admin/products/import written %s (%s, %s) with the admin cookie: 403, nothing imported',
    async (_how, _from, url, headers) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: csv,
        headers: { cookie: adminCookie, 'content-type': 'text/plain', ...headers },
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(await database.db.select().from(products).where(eq(products.name, 'Spelled Import'))).toEqual([]);
    },
  );

  it('the same write from the shop itself still works (the check is not simply closed)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/%61pi/users/${customer.user.id}`,
      payload: { name: 'Renamed Here' },
      headers: { cookie: customerCookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Renamed Here');
  });
});

describe('text PostgreSQL cannot store is a 400 however the URL is spelled', () => {
  const NUL = 'a\u0000b';
  it.each(spellings('/api/auth/register').map(([how, url]) => [how, url] as const))(
    'sign-up written %s: never a 500, never stored',
    async (_how, url) => {
      const email = `nul-${url.length}-${Math.random().toString(36).slice(2)}@example.com`;
      const res = await app.inject({ method: 'POST', url, payload: { name: NUL, email, password: 'password 123' } });
      // Spellings the router maps to the route meet the guard (400); the others match no route (404).
      expect([400, 404], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('the router does map the percent-encoded spelling to the route, and the guard answers it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/register',
      payload: { name: NUL, email: 'nul-mapped@example.com', password: 'password 123' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it.each([
    ['a query outside /api', '/search?q=a%00b'],
    ['a path outside /api', '/uploads/a%00b.webp'],
    ['an unknown path', '/nothing/here?x=%00'],
    ['a percent-encoded /api query', '/%61pi/products?brand=a%00b'],
  ])('%s with U+0000: 400', async (_n, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('and nothing of it reached the error log', () => {
    expect(errorLog).toEqual([]);
  });
});
