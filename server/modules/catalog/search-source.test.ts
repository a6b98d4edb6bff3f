/**
 * Decision 050: product_changes tells a server process which products to read again. Every kind of
 * write must show in the next check, a rolled-back one must not, and a transaction that started
 * first but commits last must still be seen by a later check (the xmin rule, feed.ts).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '#db/schema';
import { openTestDatabase } from '../../../test/database';
import { rowsOf } from './listing-sql';
import { allDocs, changesSince, currentXmin, docsByIds, englishLexemes, vocabulary } from './search-source';

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;

let since = await currentXmin(db);
/** The ids of the next check, and where the one after starts. */
async function check() {
  const r = await changesSince(db, since);
  since = r.xmin;
  return r.ids;
}
const someProduct = async (offset: number) =>
  (
    await db.select().from(products).where(eq(products.status, 'active')).orderBy(products.id).offset(offset).limit(1)
  )[0];

describe('loading', () => {
  it('reads every product as a document, its vectors as PostgreSQL prints them', async () => {
    const docs = [];
    for await (const batch of allDocs(db, 7)) docs.push(...batch);
    const [{ n, active }] = await rowsOf(
      db,
      sql`select count(*)::int as n, count(*) filter (where status = 'active')::int as active from products`,
    );
    expect(docs.length).toBe(n);
    expect(docs.filter((d) => d.active).length).toBe(active);
    expect(new Set(docs.map((d) => d.id)).size).toBe(n);
    const p = await someProduct(0);
    const doc = docs.find((d) => d.id === p.id)!;
    expect(doc).toMatchObject({
      name: p.name,
      brand: p.brand,
      price: p.price,
      countInStock: p.countInStock,
      active: true,
    });
    expect(doc.nameVector).toMatch(/^'[^']+':\d/);
    expect(doc.fullVector.length).toBeGreaterThan(doc.nameVector.length);
  });

  it('reads the vocabulary and English lexemes', async () => {
    const words = await vocabulary(db);
    expect(words.length).toBe((await db.select().from(searchWords)).length);
    const lex = await englishLexemes(db, ['running', 'the', '4060', 'gaming']);
    expect(Object.fromEntries(lex)).toEqual({ running: 'run', the: null, '4060': '4060', gaming: 'game' });
  });
});

describe('the change feed', () => {
  it('starts quiet: a check right after another finds nothing new', async () => {
    await check();
    expect(await check()).toEqual([]);
  });

  it('sees an insert, a stock-only update, a rename and a status change, with the new values', async () => {
    const [added] = await db
      .insert(products)
      .values({
        name: 'Feedtest Quietfan 140',
        price: 1500,
        category: 'cpu-cooling',
        brand: 'Feedtest',
        image: '/x.png',
        countInStock: 3,
      })
      .returning();
    expect(await check()).toContain(added.id);

    await db.update(products).set({ countInStock: 9 }).where(eq(products.id, added.id));
    expect(await check()).toEqual([added.id]);
    expect((await docsByIds(db, [added.id]))[0].countInStock).toBe(9);

    await db.update(products).set({ name: 'Feedtest Stormfan 140' }).where(eq(products.id, added.id));
    expect(await check()).toEqual([added.id]);
    expect((await docsByIds(db, [added.id]))[0].nameVector).toContain("'stormfan'");

    await db.update(products).set({ status: 'draft' }).where(eq(products.id, added.id));
    expect(await check()).toEqual([added.id]);
    expect((await docsByIds(db, [added.id]))[0].active).toBe(false);
  });

  it('sees a delete: the id comes back, its document does not', async () => {
    const p = await someProduct(2);
    await db.delete(products).where(eq(products.id, p.id));
    expect(await check()).toContain(p.id);
    expect(await docsByIds(db, [p.id])).toEqual([]);
  });

  it('sees nothing of a rolled-back transaction', async () => {
    const p = await someProduct(3);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ countInStock: 77 }).where(eq(products.id, p.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await check()).not.toContain(p.id);
  });

  it.skipIf(database.kind === 'pglite')(
    'sees a change whose transaction started first and committed last (PostgreSQL: PGlite runs one at a time)',
    async () => {
      const [a, b] = [await someProduct(4), await someProduct(5)];
      const first = new pg.Client({ connectionString: database.url });
      const second = new pg.Client({ connectionString: database.url });
      await Promise.all([first.connect(), second.connect()]);
      try {
        await first.query('begin');
        await first.query('update products set count_in_stock = 41 where id = $1', [a.id]);
        await second.query('begin');
        await second.query('update products set count_in_stock = 42 where id = $1', [b.id]);
        await second.query('commit');
        // The first transaction is still running: its change is not visible yet.
        const early = await check();
        expect(early).toContain(b.id);
        expect(early).not.toContain(a.id);
        await first.query('commit');
        expect(await check()).toContain(a.id);
        expect((await docsByIds(db, [a.id]))[0].countInStock).toBe(41);
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
    },
  );

  it('sees every product of a truncate (the last test: it empties the catalog)', async () => {
    const ids = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
    await db.execute(sql`truncate products cascade`);
    const seen = await check();
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(await docsByIds(db, ids)).toEqual([]);
  });
});
