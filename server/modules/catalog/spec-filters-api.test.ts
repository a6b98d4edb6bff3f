/**
 * Issue 29 point 6: the spec filters through the API, on the demo catalog (PGlite, and PostgreSQL
 * with TEST_DATABASE_URL): what they keep, their counts, the SQL twin of the value rule, bad input.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPEC_FILTERS, specFilterValue } from '#core/catalog/spec-filters';
import { buildTestApp } from '../../../test/app';
import { rowsOf } from './listing-sql';
import { specValueOf } from './spec-filter-sql';

const { app, database } = await buildTestApp({ CATALOG_CACHE: 'off' });

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
type Item = { name: string; specifications: Record<string, string> };
const list = async (params: string) => (await get(`/api/products?pageSize=100&${params}`)).products as Item[];
const facet = async (params: string, id: string) =>
  (
    (await get(`/api/products/facets?${params}`)).specs as {
      id: string;
      values: { value: string; label: string; count: number }[];
    }[]
  ).find((s) => s.id === id)!.values;

describe('spec filters (issue 29 point 6)', () => {
  it('keep the graphics cards of one VRAM size, whatever its memory type', async () => {
    const cards = await list('category=graphics-cards&spec=vram:12gb');
    expect(cards.length).toBe(5);
    for (const c of cards) expect(c.specifications['Graphics RAM Size']).toMatch(/^12 GB GDDR6X?$/);
  });

  it('count each value with the other filters kept and its own left out', async () => {
    const vram = await facet('category=graphics-cards', 'vram');
    expect(vram.map((v) => v.label)).toEqual(['8 GB', '12 GB', '16 GB', '24 GB']);
    expect(vram.find((v) => v.value === '12gb')!.count).toBe(5);
    // With 12 GB chosen the VRAM counts stay; the chip counts narrow to 12 GB cards.
    const chosen = 'category=graphics-cards&spec=vram:12gb';
    expect(await facet(chosen, 'vram')).toEqual(vram);
    const chips = await facet(chosen, 'chip');
    expect(chips.reduce((n, v) => n + v.count, 0)).toBe(5);
    expect(chips.map((c) => c.label)).toContain('NVIDIA GeForce RTX 4070 SUPER');
    // The brand counts follow the spec filter too.
    const brands = (await get(`/api/products/facets?${chosen}`)).brands as { count: number }[];
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(5);
  });

  it('combine: 1 TB NVMe drives; AM5 processors; 850 W power supplies; 165 Hz monitors', async () => {
    const ssd = await list('category=storage&spec=capacity:1tb,interface:nvme');
    expect(ssd.length).toBe(5);
    for (const s of ssd) expect(s.specifications['Hard Disk Interface']).toBe('NVMe');
    for (const c of await list('category=processors&spec=socket:am5'))
      expect(c.specifications['CPU Socket']).toBe('AM5');
    for (const p of await list('category=power-supply&spec=wattage:850w'))
      expect(p.specifications['Output Wattage']).toBe('850 W');
    const monitors = await list('category=monitors&spec=refresh:165hz');
    expect(monitors.length).toBeGreaterThan(0);
    for (const m of monitors) expect(m.specifications['Refresh Rate']).toMatch(/^165 Hz/);
    expect((await facet('category=monitors', 'size')).map((v) => v.label)).toEqual(['23.8"', '27"', '32"', '49"']);
  });

  it('apply to a search, and a value no product has keeps nothing', async () => {
    const found = await list('keyword=ssd&spec=capacity:2tb');
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) expect(s.specifications['Digital Storage Capacity']).toBe('2 TB');
    expect(await list('category=graphics-cards&spec=vram:99gb')).toEqual([]);
    // A search naming a category (ssd: storage) is offered that category's filters; one naming none, none.
    expect(((await get('/api/products/facets?keyword=ssd')).specs as { id: string }[]).map((s) => s.id)).toEqual([
      'capacity',
      'interface',
    ]);
    expect((await get('/api/products/facets?keyword=corsair')).specs).toBeUndefined();
  });

  it('say what is wrong with a bad spec parameter (400, not 500)', async () => {
    for (const bad of ['vram', 'nope:8gb', 'vram:8 gb', 'vram:', `vram:${'x'.repeat(61)}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/products?spec=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message ?? res.body, bad).toMatch(/spec/);
    }
  });

  it('give the same value in SQL as in TypeScript for every sample string', async () => {
    const samples = [
      '8 GB',
      '8GB',
      '12 GB GDDR6X',
      '1000 GB',
      '1500 GB',
      '1 TB',
      '27"',
      '27 inches',
      '23.8 Inches',
      '27.0 in',
      '165 Hz (180 Hz overclocked)',
      '850 W',
      '8',
      '4 GHz',
      '16 gbps',
      'NVMe',
      '',
      ' 007 W',
      '0.50 TB',
      'LGA 1700',
      'SATA 6.0 Gb/s',
      'NVIDIA GeForce RTX 4060 Ti',
      ' - ',
      'AM5',
    ];
    for (const kind of ['amount', 'text'] as const)
      for (const s of samples) {
        const [row] = await rowsOf(database.db, sql`select ${specValueOf(kind, sql`${s}::text`)} as v`);
        expect(row.v ?? null, `${kind} ${JSON.stringify(s)}`).toBe(specFilterValue(kind, s));
      }
    expect(SPEC_FILTERS.length).toBe(9);
  });
});
