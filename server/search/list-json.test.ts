import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { productListSchema } from '#core/schemas/catalog';
import { buildTestApp } from '../../test/app';
import { openApiPlugin } from '../plugins/openapi';
import { listJson, type ListMeta } from './list-json';
import { searchSource } from '../modules/catalog/search-source';
import { createProductStore } from './product-store';

const { app: shop } = await buildTestApp();
const store = createProductStore(searchSource(shop.db));
const shopAnswer = await shop.inject({ method: 'GET', url: '/api/products?pageSize=5&sort=price-high' });
const listed = shopAnswer.json();
const ids: number[] = listed.products.map((p: { id: number }) => p.id);

// Two routes with the same response schema: one answers the object (zod's serializer writes it), the
// other answers listJson's text. The app is built as server/app.ts builds the shop's.
const api = Fastify().withTypeProvider<ZodTypeProvider>();
api.setValidatorCompiler(validatorCompiler);
api.setSerializerCompiler(serializerCompiler);
await api.register(openApiPlugin);
let meta: ListMeta = { page: 1, pages: 1, total: 0 };
const schema = { tags: ['catalog'], response: { 200: productListSchema } };
api.get('/api/as-object', { schema }, async () => ({ products: await store.get(ids), ...meta }));
api.get('/api/as-text', { schema }, async (_request, reply) => {
  reply.type('application/json; charset=utf-8');
  return listJson(meta, await store.json(ids)) as never;
});
await api.ready();
afterAll(() => api.close());

const both = async () => {
  const [object, text] = await Promise.all(
    ['/api/as-object', '/api/as-text'].map((url) => api.inject({ method: 'GET', url })),
  );
  return { object, text };
};

describe('listJson', () => {
  it.each<[string, ListMeta]>([
    ['a page', { page: 2, pages: 40, total: 960 }],
    [
      'a corrected keyword, with characters JSON escapes',
      { page: 1, pages: 1, total: 3, correctedKeyword: 'ryzen "x3d" \\ ü\n' },
    ],
  ])("sends the very text zod's serializer writes for %s", async (_name, m) => {
    meta = m;
    const { object, text } = await both();
    expect(object.statusCode).toBe(200);
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(object.body);
    expect(text.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(text.json()).toEqual(productListSchema.parse(JSON.parse(object.body)));
    expect(text.json().products.map((p: { id: number }) => p.id)).toEqual(ids);
  });

  it("writes GET /api/products' answer to the byte from the stored products' JSON", async () => {
    expect(listed.total).toBeGreaterThan(5);
    const text = listJson({ page: listed.page, pages: listed.pages, total: listed.total }, await store.json(ids));
    expect(text).toBe(shopAnswer.body);
  });

  it('fails on a count the schema would refuse instead of sending it', () => {
    expect(() => listJson({ page: 1, pages: Number.NaN, total: 0 }, [])).toThrow(/pages/);
  });

  it('leaves the response schema in the API documentation', async () => {
    const doc = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = (url: string) => doc.paths[url].get.responses['200'].content['application/json'].schema;
    expect(documented('/api/as-text')).toEqual(documented('/api/as-object'));
    expect(Object.keys(documented('/api/as-text').properties)).toEqual([
      'products',
      'page',
      'pages',
      'total',
      'correctedKeyword',
    ]);
  });
});
