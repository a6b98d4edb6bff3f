import { describe, expect, it } from 'vitest';
import { createListingCache, listingKey } from './listing-cache';

const counter = () => {
  let loads = 0;
  return {
    load:
      (value = 'v') =>
      async () =>
        `${value}${++loads}`,
    get count() {
      return loads;
    },
  };
};

describe('the listing cache', () => {
  it('reads through to the database until changes are heard', async () => {
    const cache = createListingCache();
    const c = counter();
    expect(await cache.get('k', c.load())).toBe('v1');
    expect(await cache.get('k', c.load())).toBe('v2');
    cache.setLive(true);
    expect(await cache.get('k', c.load())).toBe('v3');
    expect(await cache.get('k', c.load())).toBe('v3');
    cache.setLive(false);
    expect(await cache.get('k', c.load())).toBe('v4');
  });

  it('runs one load for callers asking for the same listing at once', async () => {
    const cache = createListingCache();
    cache.setLive(true);
    const c = counter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('rtx', c.load())));
    expect(c.count).toBe(1);
    expect(new Set(answers)).toEqual(new Set(['v1']));
  });

  it('serves nothing read before a change, even a load still running when it came', async () => {
    const cache = createListingCache();
    cache.setLive(true);
    let finish!: (v: string) => void;
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.changed();
    const after = cache.get('k', async () => 'new');
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = createListingCache();
    cache.setLive(true);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps the most recently used listings, and none past their age', async () => {
    let now = 0;
    const cache = createListingCache({ maxEntries: 2, maxAgeMs: 1000, now: () => now });
    cache.setLive(true);
    const c = counter();
    await cache.get('a', c.load('a'));
    await cache.get('b', c.load('b'));
    await cache.get('a', c.load('a')); // a is now the most recent
    await cache.get('c', c.load('c')); // b goes
    expect(await cache.get('a', c.load('a'))).toBe('a1');
    expect(await cache.get('b', c.load('b'))).toBe('b4');
    now = 1000;
    expect(await cache.get('b', c.load('b'))).toBe('b5');
  });

  it('gives a listing one key whatever the order of its parameters', () => {
    expect(listingKey({ sort: 'name', category: 'cpu', brand: undefined }, 'api')).toBe(
      listingKey({ category: 'cpu', sort: 'name' }, 'api'),
    );
    expect(listingKey({ category: 'cpu' }, 'api')).not.toBe(listingKey({ category: 'cpu' }, 'page'));
    expect(listingKey({ keyword: 'rtx' }, 'api')).not.toBe(listingKey({ keyword: 'rtx 4060' }, 'api'));
  });
});
