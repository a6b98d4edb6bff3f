/**
 * Bad-input cases for every endpoint that takes a body, path parameters or a query string,
 * derived from the route table itself: the zod schemas on each route (the same ones that validate
 * requests and generate /api/docs) are turned into JSON Schema with zod's own `toJSONSchema`, and
 * fast-check arbitraries build valid-looking requests from them, then break them in every way a
 * client or an attacker might. Used by fuzz.test.ts (200 cases per endpoint) and bench/fuzz.ts.
 */
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { adminOnly, signedIn, staffOnly, verifiedOnly } from '../../server/plugins/auth';

export type Role = 'guest' | 'customer' | 'admin';
export type Access = 'public' | 'signedIn' | 'verified' | 'admin';

/** The part of JSON Schema zod emits for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export type BodyKind =
  { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' } | { kind: 'csv' } | { kind: 'none' };

export interface Endpoint {
  /** 'POST /api/products/:id/reviews' */
  key: string;
  method: string;
  path: string;
  access: Access;
  params?: JsonSchema;
  query?: JsonSchema;
  body: BodyKind;
  /** False for endpoints that read no params, query or body: they get junk all the same. */
  takesInput: boolean;
}

export interface FuzzCase {
  endpoint: string;
  role: Role;
  /** What kind of breakage this case is, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Known-good values the cases start from, so mutations reach deep code and not only the schema. */
export interface Hints {
  /**
   * Path parameter values that name real things (product, order, payment ids, tokens…), by
   * parameter name, or by `<route path>#<name>` for one route.
   */
  params?: Record<string, string[]>;
  /** A valid body per endpoint key (a function: it may read current prices). */
  bodies?: Record<string, () => unknown>;
  /** Valid CSV import text. */
  csv?: string;
}

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();

function accessOf(route: RouteOptions): Access {
  const hooks = hooksOf(route);
  if (hooks.includes(adminOnly as never) || hooks.includes(staffOnly as never)) return 'admin';
  if (hooks.includes(verifiedOnly as never)) return 'verified';
  if (hooks.includes(signedIn as never)) return 'signedIn';
  return 'public';
}

const toJson = (schema: unknown): JsonSchema =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The /api routes the fuzz covers: all but the catch-all 404 and the reference page's static files. */
export const isFuzzed = (url: string) =>
  (url.startsWith('/api/') && url !== '/api/*' && !url.startsWith('/api/docs/static/')) ||
  url.startsWith('/build-pc/b/');

/**
 * Every endpoint of a route table (routes collected with build()'s `onRoute`). Those without a
 * params, querystring or body schema (and no multipart or CSV body) still get junk bodies, content
 * types and query strings: an endpoint that reads nothing must not choke on them either.
 * HEAD routes (Fastify's automatic twins of GETs), the /__daraja simulator and static files (also the
 * API reference page's, under /api/docs/static/) are left out.
 */
export function fuzzableEndpoints(routes: RouteOptions[]): Endpoint[] {
  const out: Endpoint[] = [];
  for (const route of routes) {
    if (!isFuzzed(route.url)) continue;
    const schema = (route.schema ?? {}) as {
      params?: unknown;
      querystring?: unknown;
      body?: unknown;
      consumes?: string[];
    };
    const consumes = schema.consumes ?? [];
    const body: BodyKind = schema.body
      ? { kind: 'json', schema: toJson(schema.body) }
      : consumes.includes('multipart/form-data')
        ? { kind: 'multipart' }
        : consumes.includes('text/csv')
          ? { kind: 'csv' }
          : { kind: 'none' };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({
        key: `${method} ${route.url}`,
        method,
        path: route.url,
        access: accessOf(route),
        params: schema.params ? toJson(schema.params) : undefined,
        query: schema.querystring ? toJson(schema.querystring) : undefined,
        body,
        takesInput: Boolean(schema.params || schema.querystring || body.kind !== 'none'),
      });
    }
  }
  return out;
}

// ——— hostile values ———————————————————————————————————————————————————————————————————

const HUGE = 'A'.repeat(100_000);
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0000'.repeat(20),
  '😀🔥💻🇰🇪',
  '👨‍👩‍👧‍👦'.repeat(50),
  'Ünïcödé ñame — ŝpëcîal ‽',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  '\ud800',
  '\udfff\ud800',
  'Z̸̡̢͎̦̤͓̱͙͉̥̘̙͖͙͚̻͖̹͇̈́͊̋́͂̆̽͑̎̏͝a̴l̷g̵o̶',
  "' OR '1'='1",
  "1'; DROP TABLE products; --",
  '1 OR 1=1',
  "admin'--",
  '" OR ""="',
  '1; select pg_sleep(5)',
  '$1',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '0x1F',
  '99999999999999999999999',
  'true',
  '[]',
  '{}',
  '\r\nSet-Cookie: x=1',
  '\t\n\r\v\f',
  'ryzen:* & !',
  "to_tsquery('x')",
  '\\',
  '%',
  '%00',
  '%%32%65',
  'a'.repeat(255),
  'a'.repeat(1001),
  HUGE,
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.005,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e9,
  1e10,
  1e12,
  1e15,
  1e20,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  9999999999.99,
  10000000000,
  123456789.123456,
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

/** Any JSON value of the wrong kind: null, booleans, numbers, strings, arrays, objects, pollution. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}')),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  fc.jsonValue({ maxDepth: 3 }),
);

// ——— valid-looking values from a JSON Schema ——————————————————————————————————————————————

const emailArb = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    'a@b.co',
    'UPPER@Example.COM',
    ' spaced@example.com ',
    'user+tag@example.co.ke',
    'not-an-email',
    '@',
    'a@b',
    'x@y.z',
  ),
);
const phoneArb = fc.oneof(
  fc.constantFrom(
    '0708374149',
    '254708374149',
    '+254 708 374 149',
    '0712345678',
    '0112345678',
    '254700001032',
    '12345',
    '07',
    '',
  ),
  fc.stringMatching(/^(07|01|2547|\+2547)\d{6,10}$/),
);
const imageArb = fc.oneof(
  fc.constantFrom(
    '/uploads/products/x-960.webp',
    'https://example.com/a.png',
    '/uploads/../../etc/passwd',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
  ),
  fc.webUrl(),
);

function stringFor(name: string, s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 80, 400);
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  const named = /email/i.test(name)
    ? emailArb
    : /phone|whatsapp/i.test(name)
      ? phoneArb
      : /image/i.test(name)
        ? imageArb
        : undefined;
  const pattern = s.pattern ? fc.stringMatching(new RegExp(s.pattern)) : undefined;
  const bounds =
    s.maxLength !== undefined
      ? fc.constantFrom('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1))
      : fc.constant('x'.repeat(min));
  return fc.oneof(
    { arbitrary: named ?? pattern ?? plain, weight: 4 },
    { arbitrary: plain, weight: 2 },
    { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'binary' }), weight: 1 },
    { arbitrary: bounds, weight: 1 },
  );
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1e6);
  const hi = Math.min(s.maximum ?? 1e6, integer ? Number.MAX_SAFE_INTEGER : 1e12);
  const inRange = integer
    ? fc.integer({ min: Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  const small = integer
    ? fc.integer({ min: Math.max(Math.ceil(lo), -5), max: Math.max(Math.min(Math.floor(hi), 120), Math.ceil(lo)) })
    : fc.constantFrom(0, 1, 9.99, 100, 2500.5);
  return fc.oneof(
    { arbitrary: small, weight: 3 },
    { arbitrary: inRange, weight: 2 },
    { arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1), weight: 1 },
  );
}

/** A value that mostly satisfies the schema (sometimes just past its bounds). */
export function valueFor(s: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum)
    return fc.oneof(
      { arbitrary: fc.constantFrom(...s.enum), weight: 5 },
      { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    );
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valueFor(a, name, depth)));
  if (s.allOf?.length) return valueFor(s.allOf[0], name, depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(name, s);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 5, 5);
      return fc.array(s.items && depth < 4 ? valueFor(s.items, name, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: Math.min(min, max),
        maxLength: Math.max(max, Math.min(min, max)),
      });
    }
    case 'object': {
      if (s.properties && depth < 5) {
        const required = new Set(s.required ?? []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, prop] of Object.entries(s.properties)) model[key] = valueFor(prop, key, depth + 1);
        return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
      }
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 20 }),
          valueFor(s.additionalProperties, name, depth + 1),
          { maxKeys: 6 },
        );
      }
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ——— mutations of a valid value ————————————————————————————————————————————————————————

type Json = unknown;

/** Paths of every node of a JSON value (objects and arrays), root included as []. */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function setAt(
  root: Json,
  path: (string | number)[],
  fn: (current: Json, parent: Json, key: string | number) => Json,
): Json {
  if (!path.length) return fn(root, undefined, '');
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  const next = fn(node[last], node, last);
  if (next === REMOVE) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}

const REMOVE = Symbol('remove');
const SALT = ['\u0000', '\u0000\u0000', '😀', '\u202E', "'", '"', '\\', "'; --", '<b>', '%00', '\r\n', '\ud800'];

function getAt(root: Json, path: (string | number)[]): Json {
  let node = root as Record<string | number, Json> | undefined;
  for (const key of path) node = node?.[key] as Record<string | number, Json> | undefined;
  return node;
}
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'id',
  '_id',
  'userId',
  'status',
  'role',
  'price',
  '$where',
  'extra',
];

/** Mutations: a wrong value somewhere, a field removed, a field added, the whole value replaced. */
export function mutated(base: fc.Arbitrary<Json>): fc.Arbitrary<{ kind: string; value: Json }> {
  return base.chain((value) => {
    const all = paths(value);
    const inner = all.filter((p) => p.length > 0);
    const pathArb = fc.constantFrom(...all);
    const options: fc.Arbitrary<{ kind: string; value: Json }>[] = [
      fc.tuple(pathArb, wrongValue).map(([p, v]) => ({ kind: 'wrong value', value: setAt(value, p, () => v) })),
      fc.tuple(pathArb, wrongValue).map(([p, v]) => ({ kind: 'wrong value', value: setAt(value, p, () => v) })),
      fc.tuple(pathArb, hostileString).map(([p, v]) => ({ kind: 'hostile string', value: setAt(value, p, () => v) })),
      fc.tuple(pathArb, hostileNumber).map(([p, v]) => ({ kind: 'hostile number', value: setAt(value, p, () => v) })),
      fc.tuple(pathArb, fc.constantFrom(...EXTRA_KEYS), wrongValue).map(([p, k, v]) => ({
        kind: 'extra field',
        value: setAt(value, p, (cur) => {
          if (!cur || typeof cur !== 'object' || Array.isArray(cur)) return cur;
          const obj = { ...(cur as object) } as Record<string, Json>;
          Object.defineProperty(obj, k, { value: v, enumerable: true, configurable: true, writable: true });
          return obj;
        }),
      })),
    ];
    if (inner.length) {
      options.push(
        fc.constantFrom(...inner).map((p) => ({ kind: 'missing field', value: setAt(value, p, () => REMOVE) })),
      );
    }
    // Strings kept valid-looking but salted: a null byte, emoji, an SQL or markup fragment inside.
    const strings = all.filter((p) => typeof getAt(value, p) === 'string');
    if (strings.length) {
      const salted = fc.tuple(fc.constantFrom(...strings), fc.constantFrom(...SALT), fc.nat()).map(([p, salt, at]) => ({
        kind: 'salted string',
        value: setAt(value, p, (cur) => {
          const s = String(cur);
          const i = at % (s.length + 1);
          return s.slice(0, i) + salt + s.slice(i);
        }),
      }));
      options.push(salted, salted);
    }
    return fc.oneof(...options);
  });
}

// ——— raw bodies ————————————————————————————————————————————————————————————————————————

const JSON_TYPE = 'application/json';

interface RawBody {
  kind: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Bodies broken below the JSON level: malformed, wrong type, empty, too big, too deep. */
function rawBodies(valid: fc.Arbitrary<Json>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    fc.tuple(valid, fc.nat()).map(([v, cut]) => {
      const text = JSON.stringify(v) ?? '';
      return {
        kind: 'malformed JSON',
        contentType: JSON_TYPE,
        payload: text.slice(0, cut % Math.max(text.length, 1)) + (cut % 3 ? '' : ',}'),
      };
    }),
    fc
      .constantFrom(
        '{',
        '}',
        '[',
        '{"a":}',
        "{'single':'quotes'}",
        '{"a":1,}',
        'NaN',
        'undefined',
        '{"a":NaN}',
        '{"a":Infinity}',
        'null',
        'true',
        '0',
        '"string"',
        '[]',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":1}{"b":2}',
        '\uFEFF{}',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '{"a":1e999}',
        '/* comment */ {}',
        ' ',
      )
      .map((payload) => ({ kind: 'malformed JSON', contentType: JSON_TYPE, payload })),
    fc.constantFrom(0, 1, 2).map((i) => ({
      kind: 'empty body',
      contentType: [JSON_TYPE, undefined, 'text/plain'][i],
      payload: i === 0 ? '' : undefined,
    })),
    fc
      .tuple(
        valid,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'text/csv',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/jsonx',
          'image/png',
          '*/*',
          'application/json, text/html',
          '',
        ),
      )
      .map(([v, contentType]) => ({ kind: 'wrong content type', contentType, payload: JSON.stringify(v) ?? '' })),
    fc.constantFrom(10_000, 100_000, 200_000).map((depth) => ({
      kind: 'deep nesting',
      contentType: JSON_TYPE,
      payload: '['.repeat(depth) + ']'.repeat(depth),
    })),
    fc.constantFrom(5_000, 50_000).map((depth) => ({
      kind: 'deep nesting',
      contentType: JSON_TYPE,
      payload: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    })),
    fc.constant({
      kind: 'too large',
      contentType: JSON_TYPE,
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
    }),
    fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => ({ kind: 'binary garbage', contentType: JSON_TYPE, payload: Buffer.from(bytes) })),
  );
}

function multipartBodies(): fc.Arbitrary<RawBody> {
  const boundary = 'fuzzboundary';
  const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const part = fc.record({
    field: fc.constantFrom('images', 'images', 'image', 'file', '', '__proto__', '../x'),
    filename: fc.oneof(
      fc.constantFrom(
        'a.png',
        '../../../etc/passwd',
        '..\\..\\x.png',
        'x\u0000.png',
        '',
        '😀.jpg',
        'a'.repeat(500) + '.png',
        '.htaccess',
        'con.png',
      ),
      fc.string({ maxLength: 30 }),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.concat([PNG_HEAD, Buffer.from(b)])),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.from('GIF89a')),
    ),
  });
  return fc.oneof(
    fc.array(part, { minLength: 0, maxLength: 3 }).map((parts) => ({
      kind: 'multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        ...parts.map((p) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
            ),
            p.data,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    })),
    fc.constantFrom(
      { kind: 'multipart', contentType: 'multipart/form-data', payload: '--x\r\n' },
      {
        kind: 'multipart',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="images"\r\n\r\nnot a file\r\n--${boundary}--\r\n`,
      },
      {
        kind: 'multipart',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\n`,
      },
      {
        kind: 'multipart',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: 'garbage without boundary',
      },
      { kind: 'multipart', contentType: 'multipart/form-data; boundary=', payload: '' },
    ),
    rawBodies(fc.constant({ images: 'x' })),
  );
}

function csvBodies(validCsv?: string): fc.Arbitrary<RawBody> {
  const header = 'id,name,brand,category,price,countInStock,description,image,images,specifications';
  const cell = fc.oneof(
    hostileString,
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      '-1',
      '1.005',
      '1e9',
      '"quoted, cell"',
      '"unterminated',
      '{"a":"b"}',
      '{"__proto__":{}}',
      'graphics-cards',
      '/uploads/products/x-960.webp',
    ),
  );
  const row = fc
    .array(cell, { minLength: 0, maxLength: 12 })
    .map((cells) =>
      cells.map((c) => (/[",\n]/.test(c) && !c.startsWith('"') ? `"${c.replaceAll('"', '""')}"` : c)).join(','),
    );
  const lines = validCsv ? validCsv.trim().split('\n') : [header];
  return fc.oneof(
    fc
      .array(row, { minLength: 0, maxLength: 5 })
      .map((rows) => ({ kind: 'csv', contentType: 'text/csv', payload: [header, ...rows].join('\n') })),
    fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000))).map(([i, bad]) => {
      const copy = [...lines];
      const at = 1 + (i % Math.max(copy.length - 1, 1));
      const cells = (copy[at] ?? '').split(',');
      cells[i % Math.max(cells.length, 1)] = bad;
      copy[at] = cells.join(',');
      return { kind: 'csv', contentType: i % 2 ? 'text/csv' : 'text/plain', payload: copy.join('\n') };
    }),
    fc.constantFrom(
      { kind: 'csv', contentType: 'text/csv', payload: '' },
      { kind: 'csv', contentType: 'text/csv', payload: header },
      { kind: 'csv', contentType: 'text/csv', payload: 'a,b,c\n1,2,3' },
      {
        kind: 'csv',
        contentType: 'text/csv',
        payload: `${header}\n` + ',x,y,graphics-cards,1,1,,/uploads/a.webp,,\n'.repeat(3),
      },
      { kind: 'csv', contentType: 'application/json', payload: '{"csv":true}' },
    ),
  );
}

// ——— params and query —————————————————————————————————————————————————————————————————

const HOSTILE_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '.',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '-1',
  '0',
  '00001',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1%20',
  '+1',
  '2147483648',
  '99999999999',
  '9'.repeat(30),
  '%F0%9F%98%80',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1; DROP TABLE orders'),
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(5000),
  '%E2%80%AE',
  encodeURIComponent('<script>'),
];

/** Known values of a path parameter: those given for this route, else those given for the name. */
export function knownParams(hints: Hints, path: string, name: string): string[] {
  return hints.params?.[`${path}#${name}`] ?? hints.params?.[name] ?? [];
}

function segmentArb(name: string, hints: Hints, path: string): fc.Arbitrary<string> {
  const known = knownParams(hints, path, name);
  return fc.oneof(
    ...(known.length ? [{ arbitrary: fc.constantFrom(...known), weight: 3 }] : []),
    { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 },
    { arbitrary: fc.integer({ min: -5, max: 200 }).map(String), weight: 2 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).map(encodeURIComponent), weight: 2 },
    {
      arbitrary: fc
        .string({ minLength: 1, maxLength: 20, unit: 'binary' })
        .map((s) => encodeURIComponent(s.replaceAll(/[\ud800-\udfff]/g, 'x'))),
      weight: 1,
    },
  );
}

function queryArb(s: JsonSchema): fc.Arbitrary<{ kind: string; qs: string }> {
  const props = Object.entries(s.properties ?? {});
  const value = (name: string, p: JsonSchema) =>
    valueFor(p, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const pairs = fc.array(
    fc.oneof(
      {
        arbitrary: fc.constantFrom(...props).chain(([name, p]) => value(name, p).map((v) => [name, v] as const)),
        weight: 5,
      },
      {
        arbitrary: fc.tuple(
          fc.constantFrom(...props.map(([n]) => n)),
          hostileString.filter((x) => x.length < 6000),
        ),
        weight: 3,
      },
      {
        arbitrary: fc.tuple(
          fc.constantFrom('__proto__', 'constructor', '__proto__[isAdmin]', 'a[b]', 'unknown', ''),
          fc.string({ maxLength: 5 }),
        ),
        weight: 1,
      },
    ),
    { maxLength: 6 },
  );
  return fc.oneof(
    pairs.map((list) => ({
      kind: 'query',
      qs: list
        .map(
          ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v).replaceAll(/[\ud800-\udfff]/g, '?'))}`,
        )
        .join('&'),
    })),
    fc
      .constantFrom(
        'keyword=%',
        'keyword=%zz',
        'pageNumber=1&pageNumber=2',
        'keyword[]=a',
        'a=1&&&b',
        '%00=%00',
        '=x',
        'x'.repeat(20000),
        'keyword=' + 'x'.repeat(300),
        'pageSize=0',
        'pageSize=1e2',
        'minPrice=5&maxPrice=1',
        'minPrice=-0',
        // Issue 29 point 6: spec filters, malformed and unknown.
        'spec=vram',
        'spec=nope:8gb',
        'spec=vram:8gb,vram:12gb',
        'spec=' + 'vram:8gb,'.repeat(60),
      )
      .map((qs) => ({ kind: 'raw query', qs })),
  );
}

// ——— whole cases ——————————————————————————————————————————————————————————————————————

function roleArb(access: Access): fc.Arbitrary<Role> {
  // Mostly a role that gets past the route's guard, so validation and the handler are reached.
  if (access === 'admin')
    return fc.oneof(
      { arbitrary: fc.constant('admin' as Role), weight: 8 },
      { arbitrary: fc.constantFrom<Role>('guest', 'customer'), weight: 2 },
    );
  if (access === 'public') return fc.constantFrom<Role>('guest', 'customer', 'admin');
  return fc.oneof(
    { arbitrary: fc.constantFrom<Role>('customer', 'admin'), weight: 9 },
    { arbitrary: fc.constant('guest' as Role), weight: 1 },
  );
}

const ipArb = fc
  .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map((p) => p.join('.'));

/** The arbitrary of bad (and some good) requests to one endpoint. */
export function casesFor(endpoint: Endpoint, hints: Hints = {}): fc.Arbitrary<FuzzCase> {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const segments = fc.tuple(...paramNames.map((n) => segmentArb(n, hints, endpoint.path)));
  const query = endpoint.query
    ? fc.option(queryArb(endpoint.query), { freq: 5 })
    : fc.option(queryArb({ type: 'object', properties: { q: { type: 'string' }, id: { type: 'integer' } } }), {
        freq: 2,
      });

  let body: fc.Arbitrary<RawBody>;
  const b = endpoint.body;
  if (b.kind === 'json') {
    const example = hints.bodies?.[endpoint.key];
    const generated = valueFor(b.schema);
    // Mutations start mostly from the known-good body, so one broken field is all that is wrong.
    const base = example
      ? fc.oneof({ arbitrary: fc.constant(null).map(() => example()), weight: 3 }, { arbitrary: generated, weight: 1 })
      : generated;
    const asJson = (kind: string) => (v: Json) => ({
      kind,
      contentType: JSON_TYPE,
      payload: JSON.stringify(v) ?? 'null',
    });
    body = fc.oneof(
      { arbitrary: generated.map(asJson('generated')), weight: 3 },
      { arbitrary: mutated(base).map(({ kind, value }) => asJson(kind)(value)), weight: 5 },
      ...(example ? [{ arbitrary: fc.constant(null).map(() => asJson('valid example')(example())), weight: 1 }] : []),
      { arbitrary: rawBodies(base), weight: 2 },
    );
  } else if (b.kind === 'multipart') {
    body = multipartBodies();
  } else if (b.kind === 'csv') {
    body = csvBodies(hints.csv);
  } else {
    body = fc.oneof(
      { arbitrary: fc.constant<RawBody>({ kind: 'no body' }), weight: 4 },
      { arbitrary: rawBodies(fc.jsonValue({ maxDepth: 2 })), weight: 1 },
    );
  }

  return fc
    .record({ role: roleArb(endpoint.access), segments, query, body, ip: ipArb })
    .map(({ role, segments: segs, query: q, body: raw, ip }) => {
      let i = 0;
      const path = endpoint.path.replace(/:(\w+)/g, () => segs[i++]);
      const headers: Record<string, string> = {};
      if (raw.contentType !== undefined) headers['content-type'] = raw.contentType;
      const url = q ? `${path}?${q.qs}` : path;
      const kind = [paramNames.length ? 'params' : '', q?.kind ?? '', raw.kind].filter(Boolean).join(' + ');
      return {
        endpoint: endpoint.key,
        role,
        kind,
        method: endpoint.method,
        url,
        headers,
        payload: raw.payload,
        remoteAddress: ip,
      };
    });
}

/** The answer's class for the tables: 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
