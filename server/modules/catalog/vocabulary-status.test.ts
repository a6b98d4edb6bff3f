/**
 * Issue 20 / decision 041: the spelling vocabulary counts active products only. A word that only a
 * draft or archived product uses is never offered back — not as a "did you mean", not in the search
 * box's suggestions — so a hidden product's name cannot leak; activating the product brings it back.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const staff = await createUser(database, { isStaff: true });
const get = (url: string) => app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: staff.headers });

/** The vocabulary's count for a word (0 when absent). */
async function count(word: string) {
  const { rows } = (await database.db.execute(
    sql`select products from search_words where word = ${word}`,
  )) as unknown as { rows: { products: number }[] };
  return rows.length ? Number(rows[0].products) : 0;
}

/** What a shopper is offered for a misspelling and for the word's beginning. */
async function offered(typo: string, start: string) {
  const search = await get(`/api/products?keyword=${typo}`);
  const suggest = await get(`/api/products/suggest?q=${start}`);
  expect([search.statusCode, suggest.statusCode]).toEqual([200, 200]);
  const names = (suggest.json().products as { name: string }[]).map((p) => p.name.toLowerCase());
  return {
    didYouMean: (search.json().correctedKeyword as string | undefined) ?? null,
    suggested: names.filter((n) => n.includes(start)),
  };
}

const product = (name: string, status?: string) => ({
  name,
  price: 4_500,
  category: 'accessories',
  brand: 'Generic',
  countInStock: 4,
  image: '/uploads/products/x-960.webp',
  description: `The ${name.toLowerCase()} for any desk`,
  ...(status ? { status } : {}),
});
const setStatus = (id: number, status: string) => send('POST', '/api/admin/products/bulk', { ids: [id], status });

describe('the spelling vocabulary holds the words of active products only', () => {
  it('a drafted or archived product\'s word is never suggested nor offered as "did you mean"; re-activated, it is', async () => {
    const created = await send('POST', '/api/products', product('Quorvexa Desk Lamp'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await count('quorvexa')).toBe(1);
    expect(await offered('quorvexe', 'quorvex')).toEqual({ didYouMean: 'quorvexa', suggested: ['quorvexa desk lamp'] });

    for (const status of ['draft', 'archived']) {
      expect((await setStatus(id, status)).statusCode).toBe(200);
      expect(await count('quorvexa')).toBe(0);
      expect(await offered('quorvexe', 'quorvex')).toEqual({ didYouMean: null, suggested: [] });
      // Typed whole, the hidden word is unknown to the shop: nothing found, nothing corrected to it.
      const exact = (await get('/api/products?keyword=quorvexa')).json();
      expect([exact.total, exact.correctedKeyword ?? null]).toEqual([0, null]);
    }

    // Renamed while hidden: still nothing; the new word arrives only with the activation.
    const renamed = await send('PUT', `/api/products/${id}`, product('Quorvexa Zintrope Lamp'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect([await count('quorvexa'), await count('zintrope')]).toEqual([0, 0]);

    expect((await setStatus(id, 'active')).statusCode).toBe(200);
    expect([await count('quorvexa'), await count('zintrope')]).toEqual([1, 1]);
    expect(await offered('quorvexe', 'quorvex')).toEqual({
      didYouMean: 'quorvexa',
      suggested: ['quorvexa zintrope lamp'],
    });
  });

  it("counts a word shared by an active and a hidden product once, and a hidden product's removal takes nothing away", async () => {
    const shown = (await send('POST', '/api/products', product('Brindleworth Mouse Pad'))).json().id as number;
    const hidden = await send('POST', '/api/products', product('Brindleworth Wrist Rest', 'draft'));
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect(await count('brindleworth')).toBe(1);
    expect((await send('DELETE', `/api/products/${hidden.json().id}`)).statusCode).toBe(200);
    expect(await count('brindleworth')).toBe(1);
    expect((await send('DELETE', `/api/products/${shown}`)).statusCode).toBe(200);
    expect(await count('brindleworth')).toBe(0);
  });

  it('holds the words of the specification values too (migration 0039): a typo of one is corrected', async () => {
    const withSpecs = (chip: string) => ({ ...product('Plain Desk Lamp'), specifications: { Chip: `${chip} X200` } });
    const id = (await send('POST', '/api/products', withSpecs('Vexmarind'))).json().id as number;
    expect(await count('vexmarind')).toBe(1);
    expect((await get('/api/products?keyword=vexmarand')).json().correctedKeyword).toBe('vexmarind');
    // A change of the specifications alone is a change of words.
    expect((await send('PUT', `/api/products/${id}`, withSpecs('Tolquarin'))).statusCode).toBe(200);
    expect([await count('vexmarind'), await count('tolquarin')]).toEqual([0, 1]);
    expect((await get('/api/products?keyword=tolquarim')).json().correctedKeyword).toBe('tolquarin');
  });
});
