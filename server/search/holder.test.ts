/**
 * The holder (decision 050) loads the whole catalog into an index, then before each search applies
 * only what changed: a stock change is one document, and only a change of words or visibility
 * reloads the spelling vocabulary. A recording index stands in for the engine here: this is about
 * what reaches it and when.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '#db/schema';
import { openTestDatabase } from '../../test/database';
import { searchSource } from '../modules/catalog/search-source';
import { loadSearchIndex } from './holder';
import type { SearchDoc, SearchIndex, VocabularyWord } from './types';

function recordingIndex() {
  const docs = new Map<number, SearchDoc>();
  const log = { applied: [] as { upsert: number[]; remove: number[] }[], vocabularies: [] as VocabularyWord[][] };
  const index = {
    apply({ upsert, remove }) {
      for (const d of upsert) docs.set(d.id, d);
      for (const id of remove) docs.delete(id);
      log.applied.push({ upsert: upsert.map((d) => d.id), remove });
    },
    setVocabulary(words) {
      log.vocabularies.push(words);
    },
    get size() {
      return [...docs.values()].filter((d) => d.active).length;
    },
  } as Pick<SearchIndex, 'apply' | 'setVocabulary' | 'size'> as SearchIndex;
  return { index, docs, log };
}

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;
const { index, docs, log } = recordingIndex();
const holder = await loadSearchIndex(searchSource(db), index);
const product = async (offset: number) =>
  (await db.select().from(products).orderBy(products.id).offset(offset).limit(1))[0];
/** What reached the index since the last call. */
function since(mark: { applied: number; vocabularies: number }) {
  const out = { applied: log.applied.slice(mark.applied), vocabularies: log.vocabularies.length - mark.vocabularies };
  mark.applied = log.applied.length;
  mark.vocabularies = log.vocabularies.length;
  return out;
}
const mark = { applied: log.applied.length, vocabularies: log.vocabularies.length };

describe('the search index holder', () => {
  it('loads every product and the vocabulary before it answers', async () => {
    expect(docs.size).toBe((await db.select({ id: products.id }).from(products)).length);
    expect(log.vocabularies).toHaveLength(1);
    expect(log.vocabularies[0].length).toBe((await db.select().from(searchWords)).length);
    expect(holder.stats.loaded).toBe(docs.size);
  });

  it('applies a stock change as one document, without reloading the vocabulary', async () => {
    await holder.fresh();
    since(mark);
    const p = await product(1);
    await db
      .update(products)
      .set({ countInStock: p.countInStock + 5 })
      .where(eq(products.id, p.id));
    await holder.fresh();
    expect(docs.get(p.id)!.countInStock).toBe(p.countInStock + 5);
    expect(since(mark)).toEqual({ applied: [{ upsert: [p.id], remove: [] }], vocabularies: 0 });
  });

  it('reloads the vocabulary when a name or the visibility changes', async () => {
    const p = await product(2);
    await db
      .update(products)
      .set({ name: `${p.name} Zebraquartz` })
      .where(eq(products.id, p.id));
    await holder.fresh();
    expect(docs.get(p.id)!.nameVector).toContain("'zebraquartz'");
    let seen = since(mark);
    expect(seen.vocabularies).toBe(1);
    expect(log.vocabularies.at(-1)!.map((w) => w.word)).toContain('zebraquartz');

    await db.update(products).set({ status: 'archived' }).where(eq(products.id, p.id));
    await holder.fresh();
    expect(docs.get(p.id)!.active).toBe(false);
    seen = since(mark);
    expect(seen.vocabularies).toBe(1);
    expect(log.vocabularies.at(-1)!.map((w) => w.word)).not.toContain('zebraquartz');
  });

  it('removes a deleted product, and adds a new one', async () => {
    const p = await product(3);
    await db.delete(products).where(eq(products.id, p.id));
    const [added] = await db
      .insert(products)
      .values({
        name: 'Holdertest Fan',
        price: 900,
        category: 'cpu-cooling',
        brand: 'Holdertest',
        image: '/x.png',
        countInStock: 1,
      })
      .returning();
    await holder.fresh();
    expect(docs.has(p.id)).toBe(false);
    expect(docs.get(added.id)).toMatchObject({ name: 'Holdertest Fan', active: true, price: 900 });
  });

  it('gives callers arriving together one check, and a write committed before a call is always seen', async () => {
    const before = holder.stats.checks;
    await Promise.all([holder.fresh(), holder.fresh(), holder.fresh(), holder.fresh()]);
    expect(holder.stats.checks - before).toBe(1);

    const p = await product(4);
    for (let i = 1; i <= 5; i++) {
      // A check is under way when the write commits: the next caller must not be given that one.
      const earlier = holder.fresh();
      await db
        .update(products)
        .set({ countInStock: 100 + i })
        .where(eq(products.id, p.id));
      await holder.fresh();
      expect(docs.get(p.id)!.countInStock).toBe(100 + i);
      await earlier;
    }
  });

  it('empties the index on a truncate (the last change test: it empties the catalog)', async () => {
    await holder.fresh();
    since(mark);
    await db.execute(sql`truncate products cascade`);
    await holder.fresh();
    expect(docs.size).toBe(0);
    expect(since(mark).vocabularies).toBe(1);
    expect(log.vocabularies.at(-1)).toEqual([]);
  });

  it('keeps English lexemes of query words', async () => {
    expect(await holder.lexemes(['running', 'the', 'rtx'])).toEqual(['run', null, 'rtx']);
    expect(await holder.lexemes(['the', 'running'])).toEqual([null, 'run']);
  });
});
