import { describe, expect, it, vi } from 'vitest';
import type { BuildPart } from '#core/build-pc/compatibility';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
const { toast } = await import('~/components/ui/toast');
const { createPartsCatalog, LOAD_ERROR } = await import('./parts-catalog');

const part = (id: number, category: string): BuildPart => ({
  id,
  name: `P${id}`,
  category,
  price: 1,
  specifications: {},
  countInStock: 1,
  image: '',
});

describe('parts catalog', () => {
  it('loads the eight categories once, in parallel', async () => {
    const fetch = vi.fn(async (category: string) => [part(1, category)]);
    const catalog = createPartsCatalog(fetch);
    await catalog.load();
    await catalog.load();
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(fetch.mock.calls.map((c) => c[0]).sort()).toEqual([
      'cases',
      'cpu-cooling',
      'graphics-cards',
      'memory',
      'motherboards',
      'power-supply',
      'processors',
      'storage',
    ]);
    expect(catalog.getSnapshot().cooling).toEqual({ status: 'ready', parts: [part(1, 'cpu-cooling')] });
  });

  it("retries once, then marks the category failed and shows 'Error' / 'Could not load PC components.'", async () => {
    const fetch = vi.fn(async (category: string) => {
      if (category === 'memory') throw new Error('offline');
      return [];
    });
    const catalog = createPartsCatalog(fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await catalog.load();
    expect(fetch.mock.calls.filter((c) => c[0] === 'memory')).toHaveLength(2);
    expect(catalog.getSnapshot().ram.status).toBe('error');
    expect(catalog.getSnapshot().cpu.status).toBe('ready');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Could not load PC components.',
      variant: 'destructive',
    });
    expect(LOAD_ERROR).toEqual({ title: 'Error', description: 'Could not load PC components.' });
    // Try again loads only what failed.
    fetch.mockImplementation(async () => []);
    await catalog.load();
    expect(catalog.getSnapshot().ram.status).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(8 * 1 + 1 + 1);
  });
});
