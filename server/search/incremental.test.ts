import { describe, expect, it } from 'vitest';
import { productQuerySchema } from '#core/schemas/catalog';
import { createSearchIndex } from './engine';
import type { SearchDoc } from './types';

const doc = (id: number, name: string, price: number): SearchDoc => {
  const words = name.toLowerCase().split(' ');
  const vector = words
    .map((w, i) => `'${w}':${i + 1}A`)
    .sort()
    .join(' ');
  return {
    id,
    name,
    brand: 'Zorblax',
    category: 'accessories',
    price,
    countInStock: 5,
    rating: 4,
    numReviews: 1,
    active: true,
    image: '/x.webp',
    nameVector: vector,
    fullVector: vector,
  };
};
const query = (q: Record<string, string>) => productQuerySchema.parse({ pageSize: '50', ...q });

describe('the sort orders after products come and go', () => {
  it('places a new product and drops a deleted one that change in the same check', () => {
    const index = createSearchIndex();
    index.apply({
      upsert: [doc(1, 'Gadget Delta', 300), doc(2, 'Gadget Alpha', 100), doc(3, 'Gadget Charlie', 200)],
      remove: [],
    });
    // The orders are built by a first sorted listing, then moved document by document.
    expect(index.page(query({ sort: 'name' })).ids).toEqual([2, 3, 1]);
    // One check saw both: a product deleted and another inserted (the holder upserts, then removes).
    index.apply({ upsert: [doc(4, 'Gadget Bravo', 150)], remove: [2] });
    expect(index.page(query({ sort: 'name' })).ids).toEqual([4, 3, 1]);
    expect(index.page(query({ sort: 'price-low' })).ids).toEqual([4, 3, 1]);
    expect(index.page(query({ keyword: 'gadget' }), ['gadget'], ['gadget']).ids).toEqual([4, 3, 1]);
    // A rename and a price change in one check move both.
    index.apply({ upsert: [{ ...doc(1, 'Gadget Able', 50) }, { ...doc(3, 'Gadget Zulu', 400) }], remove: [] });
    expect(index.page(query({ sort: 'name' })).ids).toEqual([1, 4, 3]);
    expect(index.page(query({ sort: 'price-high' })).ids).toEqual([3, 4, 1]);
  });
});

describe('an index kept up by changes answers as one loaded afresh', () => {
  const WORDS = ['gadget', 'mouse', 'pad', 'quiet', 'rgb', 'pro', 'mini', 'max'];
  const BRANDS = ['Zorblax', 'Acme', 'zorblax'];
  let seed = 7;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const randomDoc = (id: number): SearchDoc => {
    const name = `${WORDS[rand(WORDS.length)]} ${WORDS[rand(WORDS.length)]} ${id % 7}`;
    return {
      ...doc(id, name, 100 * (1 + rand(20))),
      brand: BRANDS[rand(3)],
      countInStock: rand(4),
      rating: rand(6),
      numReviews: rand(3),
      active: rand(5) > 0,
    };
  };
  const queries: { q: ReturnType<typeof query>; terms?: string[] }[] = [
    ...['name', 'price-low', 'price-high', 'rating'].map((sort) => ({ q: query({ sort }) })),
    { q: query({ stock: 'in-stock', brand: 'zorblax' }) },
    { q: query({ keyword: 'quiet' }), terms: ['quiet'] },
    { q: query({ keyword: 'gadget m' }), terms: ['gadget', 'm'] },
    { q: query({ keyword: 'pro', sort: 'price-low' }), terms: ['pro'] },
  ];
  const answers = (index: ReturnType<typeof createSearchIndex>) =>
    queries.map(({ q, terms }) => ({ page: index.page(q, terms, terms), facets: index.facets(q, terms, terms) }));

  it('after 300 random inserts, edits and deletes, a few at a time, with queries between', () => {
    const live = new Map<number, SearchDoc>();
    const kept = createSearchIndex();
    for (let round = 0; round < 300; round++) {
      const upsert: SearchDoc[] = [];
      const remove: number[] = [];
      for (let k = 1 + rand(4); k > 0; k--) {
        const id = 1 + rand(40);
        if (live.has(id) && rand(3) === 0) remove.push(id);
        else upsert.push(randomDoc(id));
      }
      // As the holder gives them: documents read again, and ids no longer there.
      const removed = remove.filter((id) => !upsert.some((d) => d.id === id));
      kept.apply({ upsert: upsert.filter((d) => !removed.includes(d.id)), remove: removed });
      for (const d of upsert) if (!removed.includes(d.id)) live.set(d.id, d);
      for (const id of removed) live.delete(id);
      if (rand(3) === 0) {
        const fresh = createSearchIndex();
        fresh.apply({ upsert: [...live.values()], remove: [] });
        expect(answers(kept), `round ${round}`).toEqual(answers(fresh));
      }
    }
  });
});
