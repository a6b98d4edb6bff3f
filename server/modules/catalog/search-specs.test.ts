import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';

const { app, database } = await buildTestApp();

interface Item {
  name: string;
  category: string;
  description: string;
  specifications: Record<string, string>;
}

async function search(keyword: string): Promise<{ products: Item[]; total: number }> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const specText = (p: Item) => Object.values(p.specifications).join(' ');

describe('specification values are searchable (issue 29 point 2)', () => {
  it('"nvme" finds every NVMe drive, whose names do not say NVMe', async () => {
    const { products } = await search('nvme');
    const drives = products.filter((p) => p.specifications['Hard Disk Interface'] === 'NVMe');
    expect(drives.length).toBeGreaterThanOrEqual(5);
    expect(drives.every((p) => !/nvme/i.test(p.name))).toBe(true);
  });

  it('"ssd 1tb nvme" finds the 1 TB NVMe drives', async () => {
    const { products } = await search('ssd 1tb nvme');
    const drives = products.filter((p) => p.category === 'storage');
    expect(drives.length).toBeGreaterThanOrEqual(5);
    for (const p of drives) {
      expect(p.name).toMatch(/1TB/);
      expect(p.specifications['Hard Disk Interface']).toBe('NVMe');
    }
  });

  it('"monitor 144hz" finds the monitor whose refresh rate is 144 Hz', async () => {
    const { products } = await search('monitor 144hz');
    expect(products.map((p) => p.name)).toContain('Samsung Odyssey G7 32" 4K UHD');
    expect(products.every((p) => /144 Hz/.test(specText(p)) || /144\s?Hz/i.test(p.description))).toBe(true);
  });

  it('ranks a name match above a match in the specifications only', async () => {
    const base = { description: 'A part.', price: 1000, category: 'accessories', brand: 'Test', image: '/x.png' };
    await database.db.insert(products).values([
      { ...base, name: 'Plain Widget', specifications: { Socket: 'Quuxsock' } },
      { ...base, name: 'Quuxsock Widget', specifications: { Colour: 'Black' } },
    ]);
    const found = (await search('quuxsock')).products.map((p) => p.name);
    expect(found).toEqual(['Quuxsock Widget', 'Plain Widget']);
    expect((await search('widget black')).products.map((p) => p.name)).toEqual(['Quuxsock Widget']);
  });
});
