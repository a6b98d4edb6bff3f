import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compareNames } from '#core/catalog/name-fold';
import { buildTestApp } from '../../../test/app';
import { bestCorrection, editDistance } from '#core/catalog/spelling-rules';
import { correctTerms } from './spelling-sql';

const { app, database } = await buildTestApp();
const db = database.db;

interface Item {
  name: string;
  category: string;
  description: string;
}
interface Page {
  products: Item[];
  total: number;
  pages: number;
  correctedKeyword?: string;
}

async function search(query: string): Promise<Page> {
  const res = await app.inject({ method: 'GET', url: `/api/products?pageSize=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const words = async () =>
  (
    (await db.execute(sql`select word from search_words order by word`)) as unknown as { rows: { word: string }[] }
  ).rows.map((r) => r.word);

describe('relevance (issue 19: "rtx" lists graphics cards first)', () => {
  it('puts the graphics cards before the power supplies whose descriptions mention RTX', async () => {
    const { products } = await search('keyword=rtx');
    expect(products[0].category).toBe('graphics-cards');
    const at = (test: (p: Item) => boolean) => products.map((p, i) => (test(p) ? i : -1)).filter((i) => i >= 0);
    const psus = at((p) => p.category === 'power-supply');
    const rtxCards = at((p) => p.category === 'graphics-cards' && /\brtx\b/i.test(p.name));
    expect(psus.length).toBeGreaterThan(0);
    expect(rtxCards.length).toBeGreaterThan(3);
    expect(Math.max(...rtxCards)).toBeLessThan(Math.min(...psus));
    // Every product that has RTX in its name comes before every one that mentions it only in the description.
    const inName = products.map((p) => /\brtx\b/i.test(p.name));
    expect(inName.indexOf(false)).toBeGreaterThan(inName.lastIndexOf(true));
  });

  it('is the default order of a keyword search, and the name sort still sorts by name', async () => {
    expect((await search('keyword=rtx&sort=relevance')).products).toEqual((await search('keyword=rtx')).products);
    const byName = (await search('keyword=rtx&sort=name')).products.map((p) => p.name);
    // Without regard to case (issue 32 item 17).
    expect(byName).toEqual([...byName].sort(compareNames));
  });
});

describe('typo correction', () => {
  it('"geforse 4060" finds the RTX 4060 cards first, and says what it searched for', async () => {
    const page = await search(`keyword=${encodeURIComponent('geforse 4060')}`);
    expect(page.correctedKeyword).toBe('geforce 4060');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products[0].name).toMatch(/RTX 4060/);
    expect(page.products[0].category).toBe('graphics-cards');
  });

  it('"ryzn" shows Ryzen processors, and exact=true searches the words as typed', async () => {
    const page = await search('keyword=ryzn');
    expect(page.correctedKeyword).toBe('ryzen');
    expect(page.products[0].name).toMatch(/ryzen/i);
    const exact = await search('keyword=ryzn&exact=true');
    expect(exact.total).toBe(0);
    expect(exact.correctedKeyword).toBeUndefined();
  });

  it('never corrects a word the catalog uses, nor a word being typed, nor a model number', async () => {
    const vocabulary = await words();
    expect(vocabulary.length).toBeGreaterThan(300);
    // In batches (one statement each); 'x' last, so none of them is read as a word being typed.
    for (let i = 0; i < vocabulary.length; i += 100) {
      const batch = [...vocabulary.slice(i, i + 100), 'x'];
      expect(await correctTerms(db, batch)).toEqual({ terms: batch, corrected: false });
    }
    for (const typed of [['ryz'], ['geforc'], ['rtx', '4090'], ['7800x3d'], ['4070']]) {
      expect(await correctTerms(db, typed)).toEqual({ terms: typed, corrected: false });
    }
    for (const kw of ['ryzen', 'quiet', 'rtx', 'samsung'])
      expect((await search(`keyword=${kw}`)).correctedKeyword).toBeUndefined();
  });

  it('leaves a word alone when nothing in the catalog is close', async () => {
    expect((await search('keyword=qqqxxzzv')).total).toBe(0);
    expect(await correctTerms(db, ['qqqxxzzv'])).toEqual({ terms: ['qqqxxzzv'], corrected: false });
  });

  it('counts edits as a shopper makes them: dropped, swapped, doubled or wrong letters', () => {
    expect(editDistance('ryzn', 'ryzen')).toBe(1);
    expect(editDistance('geforse', 'geforce')).toBe(1);
    expect(editDistance('nvdiia', 'nvidia')).toBe(1);
    expect(editDistance('corsiar', 'corsair')).toBe(1);
    expect(editDistance('smasnug', 'samsung')).toBe(2);
    // Short words get one edit, longer ones two; the word more products use wins a tie.
    expect(bestCorrection('ryzn', [{ word: 'ryzen', products: 5 }])).toBe('ryzen');
    expect(
      bestCorrection('amx', [
        { word: 'amd', products: 9 },
        { word: 'max', products: 3 },
      ]),
    ).toBe('amd');
    expect(bestCorrection('abcd', [{ word: 'abxyz', products: 9 }])).toBeUndefined();
  });
});

describe('the vocabulary follows the catalog', () => {
  const product = (name: string) =>
    sql`insert into products (name, price, category, brand, image, description)
        values (${name}, 1000, 'accessories', 'Zorblax', '/uploads/products/x-960.webp', 'A quuxified gadget') returning id`;
  const has = async (word: string) => (await words()).includes(word);

  it('learns the words of new products, renames and removals, and ignores stock changes', async () => {
    const [{ id }] = ((await db.execute(product('Zorblax Wondermouse'))) as unknown as { rows: { id: number }[] }).rows;
    expect(await has('wondermouse')).toBe(true);
    expect(await has('quuxified')).toBe(true);
    expect((await search('keyword=wondermose')).correctedKeyword).toBe('wondermouse');

    await db.execute(sql`update products set count_in_stock = 7 where id = ${id}`);
    expect(await has('wondermouse')).toBe(true);

    await db.execute(sql`update products set name = 'Zorblax Glimmerpad' where id = ${id}`);
    expect(await has('wondermouse')).toBe(false);
    expect(await has('glimmerpad')).toBe(true);

    await db.execute(sql`delete from products where id = ${id}`);
    expect(await has('glimmerpad')).toBe(false);
    expect(await has('zorblax')).toBe(false);
    expect(await has('rtx')).toBe(true);
  });

  it('takes up a word an edited description uses, even when its English stem is one it had', async () => {
    const [{ id }] = ((await db.execute(product('Zorblax Quietpad'))) as unknown as { rows: { id: number }[] }).rows;
    expect((await search('keyword=quuxified')).correctedKeyword).toBeUndefined();
    // 'quuxifying' and 'quuxified' are both 'quuxifi' to the English stemmer: the vectors stay the same.
    await db.execute(sql`update products set description = 'A quuxifying gadget' where id = ${id}`);
    const page = await search('keyword=quuxifying');
    expect(page.correctedKeyword).toBeUndefined();
    expect(page.products.map((p) => p.name)).toContain('Zorblax Quietpad');
    await db.execute(sql`delete from products where id = ${id}`);
  });
});

describe('words split at punctuation, as the shopper types them', () => {
  it('finds every product by its own full name, uncorrected, whatever dots, brackets and dashes it holds', async () => {
    const names = (
      (await db.execute(sql`select name from products order by id`)) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    const missed: string[] = [];
    for (const name of names) {
      const page = await search(`keyword=${encodeURIComponent(name)}&sort=relevance`);
      if (page.correctedKeyword || !page.products.some((p) => p.name === name)) missed.push(name);
    }
    expect(missed).toEqual([]);
  });

  it('finds a brand with a dot and a version number: "G.Skill" and "PCIe 4.0"', async () => {
    const gskill = await search('keyword=G.Skill');
    expect(gskill.correctedKeyword).toBeUndefined();
    expect(gskill.products.length).toBeGreaterThan(0);
    expect(gskill.products.every((p) => p.name.startsWith('G.Skill'))).toBe(true);
    expect((await search('keyword=PCIe%204.0')).products.length).toBeGreaterThan(0);
  });
});
