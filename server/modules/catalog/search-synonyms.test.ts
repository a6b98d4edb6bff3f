import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { parseSynonymLines } from '#core/catalog/search-synonyms';
import { productQuerySchema } from '#core/schemas/catalog';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { understandQuery } from './search-intent';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });

interface Item {
  name: string;
  category: string;
}

async function search(keyword: string): Promise<{ products: Item[]; total: number }> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const understand = (keyword: string, extra: object = {}) =>
  understandQuery(productQuerySchema.parse({ keyword, ...extra }));

describe('the words buyers use (issue 29 point 1)', () => {
  it.each([
    ['gpu', 'graphics-cards', undefined],
    ['graphics cards', 'graphics-cards', undefined],
    ['video card rtx 4060', 'graphics-cards', 'rtx 4060'],
    ['kadi ya picha', 'graphics-cards', undefined],
    ['ssd 1tb', 'storage', 'ssd 1tb'],
    ['ram 16gb', 'memory', '16gb'],
    ['psu 850w', 'power-supply', '850w'],
    ['mobo b650', 'motherboards', 'b650'],
    ['aio 360', 'cpu-cooling', '360'],
    ['skrini 27"', 'monitors', '27inch'],
    ['chassis', 'cases', undefined],
    ['gaming pc', 'gaming-pc', undefined],
    ['kompyuta', 'gaming-pc', undefined],
    ['kibodi', 'accessories', 'keyboard'],
    ['kipanya', 'accessories', 'mouse'],
    ['chaja ya kompyuta', 'power-supply', undefined],
    ['cooler for am5', 'cpu-cooling', 'am5'],
    ['gpu for gaming pc', 'graphics-cards', undefined],
  ])('"%s" is category %s, keyword %s', (typed, category, keyword) => {
    expect(understand(typed)).toMatchObject({ category, keyword });
  });

  it('keeps brands and words it does not know, and the words as typed for "exact"', () => {
    expect(understand('cooler master hyper 212')).toMatchObject({ keyword: 'cooler master hyper 212' });
    expect(understand('cooler master hyper 212').category).toBeUndefined();
    expect(understand('ryzen 7').fallback).toBeUndefined();
    expect(understand('gpu', { exact: 'true' })).toMatchObject({ keyword: 'gpu' });
    expect(understand('gpu', { exact: 'true' }).category).toBeUndefined();
    // On a category page another category's word stays a word.
    expect(understand('gpu', { category: 'power-supply' })).toMatchObject({ keyword: 'gpu', category: 'power-supply' });
  });

  it('"gpu" lists graphics cards, not the thermal paste whose description says GPU', async () => {
    const { products: found, total } = await search('gpu');
    expect(total).toBeGreaterThan(5);
    expect(found.every((p) => p.category === 'graphics-cards')).toBe(true);
    expect((await search('video cards')).total).toBe(total);
    const mice = (await search('kipanya')).products;
    expect(mice.map((p) => p.name)).toContain('Logitech G PRO X SUPERLIGHT 2');
    expect(mice.every((p) => p.category === 'accessories')).toBe(true);
  });

  it('answers the words as typed when the rewritten query finds nothing', async () => {
    await database.db.insert(products).values({
      name: 'Screen Wipe Kit',
      description: 'Cleans a display.',
      price: 500,
      category: 'accessories',
      brand: 'Test',
      image: '/x.png',
    });
    expect(understand('screen wipe')).toMatchObject({ category: 'monitors', keyword: 'wipe' });
    expect((await search('screen wipe')).products.map((p) => p.name)).toEqual(['Screen Wipe Kit']);
  });

  it("takes the owner's lines from Settings at once, without re-indexing, and refuses a bad line", async () => {
    const before = (await search('michoro')).products;
    expect(before.every((p) => p.category === 'graphics-cards')).toBe(false);
    const current = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { currency: _c, whatsappNumberFromEnv: _w, ...input } = current;
    const put = (searchSynonyms: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin.headers,
        payload: { ...input, searchSynonyms },
      });
    const bad = await put('michoro = toys: cards');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Line 1: 'toys' is not a category");
    expect((await put('# mine\nmichoro, kadi za michoro = graphics-cards')).statusCode).toBe(200);
    const { products: found, total } = await search('michoro');
    expect(total).toBeGreaterThan(5);
    expect(found.every((p) => p.category === 'graphics-cards')).toBe(true);
  });

  it('explains each line it cannot read', () => {
    expect(parseSynonymLines('gpu\n = memory\nx = \nok = memory').errors).toEqual([
      'Line 1: write the words, then = and a category or words',
      'Line 2: no words before =',
      'Line 3: no category or words after =',
    ]);
  });
});
