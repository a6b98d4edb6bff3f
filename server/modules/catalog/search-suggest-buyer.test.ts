import { describe, expect, it } from 'vitest';
import type { Suggestions } from '#core/schemas/catalog';
import { buildTestApp } from '../../../test/app';

const { app } = await buildTestApp({ CATALOG_CACHE: 'off' });

async function suggest(q: string): Promise<Suggestions> {
  const res = await app.inject({ method: 'GET', url: `/api/products/suggest?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const categoryIds = async (q: string) => (await suggest(q)).categories.map((c) => c.id);

describe('suggestions as you type (issue 29 point 5)', () => {
  it('correct a typo: "ryzn 7" offers Ryzen 7 processors and says so', async () => {
    const s = await suggest('ryzn 7');
    expect(s.correctedText).toBe('ryzen 7');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.every((p) => /Ryzen 7/.test(p.name))).toBe(true);
    expect((await suggest('ryzen 7')).correctedText).toBeUndefined();
  });

  it('leave Kiswahili phrases a synonym knows uncorrected: "kadi ya picha" is graphics cards (decision 061)', async () => {
    const s = await suggest('kadi ya picha');
    expect(s.correctedText).toBeUndefined();
    expect(s.categories.map((c) => c.id)).toContain('graphics-cards');
    expect(s.products.length).toBeGreaterThan(0);
  });

  it('offer what the search finds when no name has the words: "ssd 1tb nvme"', async () => {
    const s = await suggest('ssd 1tb nvme');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.every((p) => /1TB/.test(p.name))).toBe(true);
    expect(s.categories.map((c) => c.id)).toContain('storage');
  });

  it('show the categories buyers mean, in English and Kiswahili', async () => {
    expect(await categoryIds('gp')).toContain('graphics-cards');
    expect(await categoryIds('gpu')).toContain('graphics-cards');
    expect(await categoryIds('kadi ya p')).toContain('graphics-cards');
    expect(await categoryIds('kibo')).toContain('accessories');
    expect(await categoryIds('skrini')).toContain('monitors');
    expect((await suggest('gpu')).products.length).toBeGreaterThan(0);
  });

  it('give whole product names: the 4060 and the 4060 Ti are told apart', async () => {
    const names = (await suggest('rtx 4060')).products.map((p) => p.name);
    expect(names).toContain('ASUS Dual GeForce RTX 4060 OC 8GB');
    expect(names).toContain('MSI GeForce RTX 4060 Ti Ventus 2X Black 8G OC');
  });
});
