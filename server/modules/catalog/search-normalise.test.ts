import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { searchTerms } from './search';
import { normaliseSearchText } from './search-normalise';

const { app, database } = await buildTestApp();

async function names(keyword: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { name: string }[] }).products.map((p) => p.name);
}

describe('model numbers and units written one way (issue 29)', () => {
  it.each([
    ['rtx4060', 'rtx 4060'],
    ['RTX4060Ti', 'rtx 4060 ti'],
    ['4060ti', '4060 ti'],
    ['rx7800xt', 'rx 7800 xt'],
    ['i5-13400f', 'i5 13400f'],
    ['1 TB', '1tb'],
    ['1000GB', '1tb'],
    ['2000 gb', '2tb'],
    ['144 Hz', '144hz'],
    ['16 GB', '16gb'],
    ['12G', '12gb'],
    ['850 W', '850w'],
    ['27"', '27inch'],
    ['27 inch', '27inch'],
    ['27-inch', '27inch'],
    ['27 inches', '27inch'],
    ['LGA1700', 'lga 1700'],
    ['DDR5-6000', 'ddr5 6000'],
  ])('%s is searched as %s', (typed, words) => {
    expect(searchTerms(typed).join(' ')).toBe(words);
  });

  it('leaves words that are not models or units alone', () => {
    expect(searchTerms('ryzen 7 b650 ddr5 x3d in stock')).toEqual(['ryzen', '7', 'b650', 'ddr5', 'x3d', 'in', 'stock']);
  });

  it('writes documents as queries: the SQL twin (search_normalise) gives the same words', async () => {
    const samples = [
      'MSI GeForce RTX 4060 Ti Ventus 2X Black 8G OC',
      'rtx4060ti 12G 1000GB 2 TB 144 Hz 850 W',
      'Samsung Odyssey G5 27" QHD, a 27-inch panel; 32 inches',
      'Intel Core i5-13400F LGA1700 DDR5-6000 CL30 (2x16GB)',
      'be quiet! Pure Power 12 M 850W — G.Skill 7800XT rx7600 27in',
    ];
    for (const text of samples) {
      const { rows } = (await database.db.execute(
        sql`select array_to_string(tsvector_to_array(to_tsvector('simple', search_normalise(${text}))), ' ') as words`,
      )) as unknown as { rows: { words: string }[] };
      const js = [...new Set(normaliseSearchText(text).match(/[\p{L}\p{N}]+/gu))].sort();
      expect(rows[0].words.split(' ').sort(), text).toEqual(js);
    }
  });

  it('"rtx4060" finds the RTX 4060 cards that "rtx 4060" finds', async () => {
    const spaced = await names('rtx 4060');
    expect(spaced.some((n) => n.includes('RTX 4060'))).toBe(true);
    expect(await names('rtx4060')).toEqual(spaced);
  });

  it('"4060ti" finds the RTX 4060 Ti, "i5-13400f" the Core i5-13400F', async () => {
    expect((await names('4060ti'))[0]).toBe('MSI GeForce RTX 4060 Ti Ventus 2X Black 8G OC');
    expect((await names('i5-13400f'))[0]).toBe('Intel Core i5-13400F');
    expect(await names('i5 13400f')).toEqual(await names('i5-13400f'));
  });

  it('"1000gb", "1 tb" and "1tb" find the same 1 TB drives; "850 w" the 850W supply', async () => {
    const tb = await names('1tb');
    expect(tb).toContain('Samsung 990 PRO 1TB');
    expect(await names('1 tb')).toEqual(tb);
    expect(await names('1000gb')).toEqual(tb);
    expect(await names('850 w')).toContain('be quiet! Pure Power 12 M 850W');
  });

  it('27" and 27 inch find the same 27-inch monitors', async () => {
    const inch = await names('27 inch');
    expect(inch).toContain('Samsung Odyssey G5 27" QHD');
    expect(await names('27"')).toEqual(inch);
  });
});
